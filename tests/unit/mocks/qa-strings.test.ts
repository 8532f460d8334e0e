import { describe, expect, it } from 'vitest';
import appEn from '@/locales/en.json';
import appLa from '@/locales/la.json';
import appTh from '@/locales/th.json';
import en from '@mocks/qa/locales/en.json';
import la from '@mocks/qa/locales/la.json';
import th from '@mocks/qa/locales/th.json';

const keys = (value: unknown, prefix = ''): string[] =>
  value && typeof value === 'object'
    ? Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key))
    : [prefix];

describe("the QA console's strings", () => {
  it("live with the console, not in the app's locale files (the members' build ships none)", () => {
    for (const bundle of [appTh, appLa, appEn])
      expect(keys(bundle).filter((key) => /(^|\.)qa\./.test(key))).toEqual([]);
  });

  it('have the same keys in th, la and en, with Thai and Lao text', () => {
    expect(keys(la)).toEqual(keys(th));
    expect(keys(en)).toEqual(keys(th));
    expect(keys(th).length).toBeGreaterThan(70);
    expect(JSON.stringify(th)).toMatch(/[\u0E00-\u0E7F]/);
    expect(JSON.stringify(la)).toMatch(/[\u0E80-\u0EFF]/);
  });
});
