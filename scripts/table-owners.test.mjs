import { describe, expect, it } from 'vitest';
import { tableOwnershipViolations } from './table-owners.mjs';

describe("the API's tables", () => {
  it('are each named only by the repositories of their owner (TABLE_OWNERS)', () => {
    expect(tableOwnershipViolations()).toEqual([]);
  });
});
