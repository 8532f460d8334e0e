import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endpoint, endpointName, extra, keyOf, unshown, urlOf } from '@/contract/endpoint';
import { specOnly } from '@/contract/spec-only';
import { ContractError, parseAnswer } from '@/lib/http';

const slot = v.object({ code: v.string(), amount: v.number(), hint: extra(v.string()) });
const wallet = endpoint(
  'GET',
  '/api/example/:code/:password?',
  v.object({ wallet: v.object({ amount: v.number() }), slots: v.array(slot), note: extra(v.string()) }),
);

describe('urlOf and endpointName', () => {
  it('fills the parameters URL-encoded and drops an optional one left out', () => {
    expect(urlOf(wallet, { code: 'A B/%', password: 'p w' })).toBe('/api/example/A%20B%2F%25/p%20w');
    expect(urlOf(wallet, { code: 'pg' })).toBe('/api/example/pg');
    expect(urlOf(wallet, { code: 'pg', password: '' })).toBe('/api/example/pg');
  });

  it('refuses to build a path without a required parameter', () => {
    expect(() => urlOf(wallet, {})).toThrow(/code/);
    expect(() => urlOf(wallet, { code: '' })).toThrow(/code/);
  });

  it('names the endpoint as QA and the logs do', () => {
    expect(endpointName(wallet)).toBe('GET /api/example/{code}/{password}');
  });
});

describe('parseAnswer', () => {
  afterEach(() => vi.restoreAllMocks());
  const good = { wallet: { amount: 12.5 }, slots: [{ code: 'pg', amount: 3, hint: 'x' }], note: 'n', unknown: 1 };

  it('hands back the answer without the fields the contract does not know', () => {
    expect(parseAnswer(wallet, good)).toEqual({
      wallet: { amount: 12.5 },
      slots: [{ code: 'pg', amount: 3, hint: 'x' }],
      note: 'n',
    });
  });

  it('drops a malformed extra instead of failing', () => {
    expect(parseAnswer(wallet, { ...good, note: 42 })).toMatchObject({ note: undefined });
  });

  it('turns a malformed required field into a ContractError naming the endpoint and the field path', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const bad = { ...good, slots: [{ code: 'pg', amount: '3' }] };
    let thrown: unknown;
    try {
      parseAnswer(wallet, bad);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ContractError);
    expect(thrown).toMatchObject({
      code: 'CONTRACT',
      kind: 'contract',
      endpoint: 'GET /api/example/{code}/{password}',
      field: 'slots.0.amount',
    });
    expect(log).toHaveBeenCalledWith(expect.stringContaining('GET /api/example/{code}/{password}: slots.0.amount'));
  });

  it('names the whole answer when it is not even an object', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => parseAnswer(wallet, '<html>')).toThrow(expect.objectContaining({ field: '(answer)' }) as Error);
  });
});

describe('specOnly', () => {
  it('cuts every extra at any depth and keeps every spec field', () => {
    expect(
      specOnly(wallet.response, {
        wallet: { amount: 1, currency: 'THB' },
        slots: [{ code: 'pg', amount: 2, hint: 'h' }],
        note: 'n',
      }),
    ).toEqual({
      wallet: { amount: 1 },
      slots: [{ code: 'pg', amount: 2 }],
    });
  });

  it('keeps null and missing values as they are', () => {
    const schema = v.object({ a: v.nullable(v.object({ b: v.number(), c: extra(v.number()) })) });
    expect(specOnly(schema, { a: null })).toEqual({ a: null });
    expect(specOnly(schema, { a: { b: 1, c: 2 } })).toEqual({ a: { b: 1 } });
  });
});

describe('keyOf', () => {
  it('is one key per endpoint, whose prefix covers every parameter', () => {
    expect(keyOf(wallet)).toEqual(['GET /api/example/{code}/{password}']);
    expect(keyOf(wallet, 2)).toEqual(['GET /api/example/{code}/{password}', 2]);
  });
});

describe('unshown', () => {
  const done = endpoint('POST', '/api/example', unshown({ message: extra(v.string()) }));
  it('takes any answer to a call whose answer the spec does not show, reading its extras when they come', () => {
    expect(parseAnswer(done, { message: 'SUCCESS', other: 1 })).toEqual({ message: 'SUCCESS' });
    expect(parseAnswer(done, 'OK')).toEqual({});
    expect(parseAnswer(done, '')).toEqual({});
    expect(parseAnswer(done, { message: 42 })).toEqual({ message: undefined });
  });
});
