import { describe, expect, it } from 'vitest';
import en from '@/locales/en.json';
import la from '@/locales/la.json';
import th from '@/locales/th.json';
import { localePart, STARTUP_SECTIONS } from '@/locales/sections';
import startupTh from '@/locales/th.json?part=startup';
import restTh from '@/locales/th.json?part=rest';

describe('locale parts', () => {
  it.each([
    ['th', th],
    ['la', la],
    ['en', en],
  ] as const)('%s: the startup and the rest parts are disjoint and together the whole file', (_, bundle) => {
    const startup = localePart(bundle, 'startup');
    const rest = localePart(bundle, 'rest');
    expect(Object.keys(startup).sort()).toEqual([...STARTUP_SECTIONS].sort());
    expect(Object.keys(startup).filter((section) => section in rest)).toEqual([]);
    expect({ ...startup, ...rest }).toEqual(bundle);
  });

  it('the build cuts the files the same way (the locale-parts plugin)', () => {
    expect(startupTh).toEqual(localePart(th, 'startup'));
    expect(restTh).toEqual(localePart(th, 'rest'));
    expect(restTh).toHaveProperty('home');
    expect(startupTh).not.toHaveProperty('home');
  });
});
