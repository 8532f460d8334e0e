import type { Plugin } from 'vite';
import type { BuildSettings } from './settings';

/**
 * index.html starts with the build's default language so the first paint is announced correctly (the app
 * then switches <html lang> to the member's saved choice), and carries the build's app name.
 */
export function htmlLang({ lang, appName }: BuildSettings): Plugin {
  return {
    name: 'html-lang',
    transformIndexHtml: (html) =>
      html.replace('<html lang="th">', `<html lang="${lang}">`).replaceAll('%APP_NAME%', appName),
  };
}
