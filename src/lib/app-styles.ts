/** Id of the app's stylesheet link, which index.html's inline script adds (vite.config.ts, inlineCriticalCss). */
export const APP_STYLES_ID = 'app-styles';

/**
 * Resolves once the app's stylesheet, added by a script so that it holds back neither the first paint nor the
 * scripts, has loaded or failed (the app then starts unstyled rather than never). Without the link (the dev server
 * injects the styles with the code) there is nothing to wait for.
 */
export function appStylesReady(doc: Document = document): Promise<void> {
  const link = doc.getElementById(APP_STYLES_ID);
  if (!(link instanceof HTMLLinkElement) || link.dataset.state) return Promise.resolve();
  return new Promise((resolve) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
  });
}
