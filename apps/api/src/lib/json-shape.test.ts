import { describe, expect, it } from 'vitest';
import {
  JSON_TOO_DEEP_MESSAGE,
  JSON_TOO_MANY_VALUES_MESSAGE,
  jsonShapeError,
} from './json-shape.js';
import { MAX_JSON_DEPTH, MAX_JSON_KEYS_PER_OBJECT } from './request-limits.js';

const nested = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;
const object = (keys: number) =>
  `{${Array.from({ length: keys }, (_, i) => `"k${i}":0`).join(',')}}`;

describe('jsonShapeError', () => {
  it(`accepts ${MAX_JSON_DEPTH} levels of nesting and refuses one more`, () => {
    expect(jsonShapeError(nested(MAX_JSON_DEPTH), 1000)).toBeNull();
    expect(jsonShapeError(nested(MAX_JSON_DEPTH + 1), 1000)).toBe(JSON_TOO_DEEP_MESSAGE);
    expect(jsonShapeError(`{"a":${nested(500_000)}}`, 1000)).toBe(JSON_TOO_DEEP_MESSAGE);
  });

  it(`accepts ${MAX_JSON_KEYS_PER_OBJECT} keys in one object and refuses one more`, () => {
    expect(jsonShapeError(object(MAX_JSON_KEYS_PER_OBJECT), 10_000)).toBeNull();
    expect(jsonShapeError(object(MAX_JSON_KEYS_PER_OBJECT + 1), 10_000)).toBe(
      JSON_TOO_MANY_VALUES_MESSAGE,
    );
    // The same number of keys spread over sibling objects is fine.
    const siblings = `[${object(60)},${object(60)}]`;
    expect(jsonShapeError(siblings, 10_000)).toBeNull();
  });

  it('refuses more values in all than the route allows', () => {
    const list = `[${Array(11).fill(0).join(',')}]`; // 10 commas
    expect(jsonShapeError(list, 10)).toBeNull();
    expect(jsonShapeError(`[${Array(12).fill(0).join(',')}]`, 10)).toBe(
      JSON_TOO_MANY_VALUES_MESSAGE,
    );
  });

  it('does not count what strings contain, escaped quotes and backslashes included', () => {
    const text = JSON.stringify({
      a: `${'['.repeat(100)}:,:,"\\"{{{`,
      b: 'fin\\',
      c: '[[[[',
      d: `${'{'.repeat(100)}`,
    });
    expect(JSON.parse(text)).toBeTruthy();
    expect(jsonShapeError(text, 10)).toBeNull();
  });

  it('leaves malformed text to JSON.parse', () => {
    expect(jsonShapeError('{"ouvert', 10)).toBeNull();
    expect(jsonShapeError(']]]}}}', 10)).toBeNull();
  });
});
