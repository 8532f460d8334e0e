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

export function settingsFrom(env: Record<string, string>): BuildSettings {
  const locale = env.VITE_DEFAULT_LOCALE || (env.VITE_VARIANT === 'laos' ? 'la' : 'th');
  return {
    env,
    appName: env.VITE_APP_NAME || 'Member Portal',
    locale,
    lang: locale === 'la' ? 'lo' : locale,
    mocksOff: env.VITE_API_MOCKS === 'false',
  };
}
