import { settings } from '../settings';

/** A snippet QA puts into every server-HTML field to check sanitising; null when off. */
export const HTML_INJECTION_KEY = 'mock:html-injection';

export function injectedHtml(): string | null {
  const value = settings.get(HTML_INJECTION_KEY);
  return value ? value : null;
}

export function setInjectedHtml(html: string | null): void {
  if (html) settings.set(HTML_INJECTION_KEY, html);
  else settings.remove(HTML_INJECTION_KEY);
}
