import { store } from '../store';

/** A snippet QA puts into every server-HTML field to check sanitising; null when off. */
export const HTML_INJECTION_KEY = 'mock:html-injection';

export function injectedHtml(): string | null {
  const value = store.get(HTML_INJECTION_KEY);
  return value ? value : null;
}

export function setInjectedHtml(html: string | null): void {
  if (html) store.set(HTML_INJECTION_KEY, html);
  else store.remove(HTML_INJECTION_KEY);
}
