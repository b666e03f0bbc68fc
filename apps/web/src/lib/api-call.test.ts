import { describe, expect, it } from 'vitest';
import { contract } from '@duerp/contract';
import { pathOf } from './api-call';

describe('pathOf', () => {
  it('fills each :param, encoded', () => {
    expect(
      pathOf(contract.versions.saveConsultation, {
        params: { id: 'a/b', versionId: 'c d' },
        body: { consultation: null } as never,
      }),
    ).toBe('/api/duerp/a%2Fb/versions/c%20d/consultation');
  });

  it('is the path itself for a route without params', () => {
    expect(pathOf(contract.duerp.list)).toBe('/api/duerp/list');
  });

  it('refuses a missing param rather than calling a wrong path', () => {
    expect(() => pathOf(contract.duerp.get, { params: {} as { id: string } })).toThrow(
      /paramètre id manquant/,
    );
  });
});
