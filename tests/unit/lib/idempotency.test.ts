import { describe, expect, it } from 'vitest';
import { intentOf, newIdempotencyKey } from '@/lib/idempotency';

/** What counts as one intent of a money form (src/lib/idempotency.ts), down to the text it is kept as. */
describe('intentOf', () => {
  it('is the JSON text of the input, null when there is none', () => {
    expect(intentOf({ from: 'WALLET', to: 'pg', amount: 10, note: null })).toBe(
      '{"from":"WALLET","to":"pg","amount":10,"note":null}',
    );
    expect(intentOf(undefined)).toBe('null');
    expect(intentOf(null)).toBe('null');
  });

  it('writes a file as its name, size, type and date, and a blob without them as its size and type', () => {
    const file = new File(['abc'], 'slip.png', { type: 'image/png', lastModified: 7 });
    expect(intentOf({ file })).toBe('{"file":"blob:slip.png:3:image/png:7"}');
    expect(intentOf({ file: new Blob(['ab'], { type: 'image/jpeg' }) })).toBe('{"file":"blob::2:image/jpeg:"}');
  });

  it('an object that only looks like a file in part is written as it is', () => {
    expect(intentOf({ size: 3, type: 'x' })).toBe('{"size":3,"type":"x"}');
    expect(intentOf({ size: '3', type: 'x', slice: 1 })).toBe('{"size":"3","type":"x","slice":1}');
    expect(intentOf({ size: 3, type: 1, slice: 1 })).toBe('{"size":3,"type":1,"slice":1}');
    expect(intentOf({ size: 3, type: 'x', slice: 'no' })).toBe('{"size":3,"type":"x","slice":"no"}');
    expect(intentOf(['a', 1])).toBe('["a",1]');
  });

  it('needs all three of a numeric size, a text type and a slice method to count an object as a file', () => {
    const slice = () => '';
    expect(intentOf({ size: 3, type: 1, slice })).toBe('{"size":3,"type":1}');
    expect(intentOf({ size: '3', type: 'x', slice })).toBe('{"size":"3","type":"x"}');
    expect(intentOf({ size: 3, type: 'x', slice })).toBe('"blob::3:x:"');
  });

  it('leaves callbacks out', () => {
    expect(intentOf({ amount: 1, onProgress: () => 1 })).toBe('{"amount":1}');
  });
});

describe('newIdempotencyKey', () => {
  it('is 32 hex digits, each byte two of them (a byte below 16 keeps its leading zero)', () => {
    const keys = Array.from({ length: 200 }, newIdempotencyKey);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(keys.some((key) => /^(..)*0./.test(key))).toBe(true);
  });
});
