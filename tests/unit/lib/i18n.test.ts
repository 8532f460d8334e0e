import { describe, expect, it } from 'vitest';
import { config } from '@/config';
import la from '@/locales/la.json';
import { changeLocale, currentLocale, i18next, initialLocale, isLocale, languageTag } from '@/lib/i18n';
import { followShownLocale } from '@/lib/locale';

/** src/lib/i18n.ts: the language a tab starts in, the switch, and what it loads and remembers. */
describe('languages', () => {
  it('have the BCP 47 tag of <html lang>: Lao is "lo"', () => {
    expect(languageTag('th')).toBe('th');
    expect(languageTag('la')).toBe('lo');
    expect(languageTag('en')).toBe('en');
  });

  it('are th, la and en only', () => {
    expect(['th', 'la', 'en'].every(isLocale)).toBe(true);
    expect(isLocale('lo')).toBe(false);
    expect(isLocale('')).toBe(false);
    expect(isLocale(null)).toBe(false);
    expect(isLocale(['th'])).toBe(false);
  });

  it('start from the saved choice, else the build default', () => {
    expect(initialLocale()).toBe(config.defaultLocale);
    localStorage.setItem('locale', 'la');
    expect(initialLocale()).toBe('la');
    localStorage.setItem('locale', 'fr');
    expect(initialLocale()).toBe(config.defaultLocale);
  });
});

describe('changeLocale', () => {
  it('switches the strings and <html lang>, and remembers the choice', async () => {
    await changeLocale('la');
    expect(currentLocale()).toBe('la');
    expect(document.documentElement.lang).toBe('lo');
    expect(localStorage.getItem('locale')).toBe('la');
    // Every part is loaded once a page has asked for all strings (tests/setup.ts does): "home" is not in the startup part.
    expect(i18next.t('home.totalBalance')).toBe(la.home.totalBalance);
    expect(i18next.t('login.title')).toBe(la.login.title);
  });

  it('without persist leaves the saved choice alone', async () => {
    await changeLocale('th', { persist: false });
    expect(currentLocale()).toBe('th');
    expect(document.documentElement.lang).toBe('th');
    expect(localStorage.getItem('locale')).toBeNull();
  });

  it('an unknown language in i18next reads as the build default', async () => {
    await i18next.changeLanguage('fr');
    expect(currentLocale()).toBe(config.defaultLocale);
  });
});

describe("the language a call names before i18next has loaded (a first load's first calls)", () => {
  it('is the saved choice, else the build default', () => {
    followShownLocale(() => undefined);
    try {
      localStorage.setItem('locale', 'la');
      expect(currentLocale()).toBe('la');
      localStorage.removeItem('locale');
      expect(currentLocale()).toBe(config.defaultLocale);
    } finally {
      followShownLocale(() => i18next.language);
    }
  });
});
