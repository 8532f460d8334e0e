import { parseConfig } from '../src/config/parse-config';
import { languageTag } from '../src/lib/language-tag';

/** What the plugins read from a build's settings (loadEnv: the process environment wins over .env files). */
export interface BuildSettings {
  env: Record<string, string>;
  appName: string;
  /** The app's default language: th, or la for the Laos variant. */
  locale: string;
  /** `locale` as an HTML language tag (Lao is `lo`). */
  lang: string;
  mocksOff: boolean;
}

/** The app's own reading of the settings (src/config), so the build and the app never disagree. */
export function settingsFrom(env: Record<string, string>): BuildSettings {
  const config = parseConfig(env);
  return {
    env,
    appName: config.appName,
    locale: config.defaultLocale,
    lang: languageTag(config.defaultLocale),
    mocksOff: !config.mocksEnabled,
  };
}
