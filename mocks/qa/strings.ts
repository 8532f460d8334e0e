import i18next from 'i18next';
import en from './locales/en.json';
import la from './locales/la.json';
import th from './locales/th.json';

/**
 * The QA console's strings live with it (mock builds only), not in src/locales: the members' build ships
 * none of them. They join the app's strings under `qa` in all three languages at once (a language switch
 * in the console needs no load).
 */
export function addQaStrings(): void {
  for (const [locale, qa] of Object.entries({ th, la, en })) {
    i18next.addResourceBundle(locale, 'translation', { qa }, true, false);
  }
}
