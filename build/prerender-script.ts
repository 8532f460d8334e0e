/** What the page's prerender script knows (build/prerender-login.ts). */
export interface PrerenderData {
  /** Id of each language's <template> is prefix + language; styles: the app stylesheet link's id. */
  prefix: string;
  styles: string;
  /** The attributes of src/app/prerender/markers.ts: on #root (the language shown), on the waiting button. */
  marker: string;
  waiting: string;
  /** The window property where the head's start of the app waits on /login, with the member's language (build/preload-script.ts). */
  startKey: string;
}

/**
 * Runs in index.html right after #root, sent as its own source text: no imports, no helpers. Where the head's
 * script left the app's start waiting (/login with no reason line to show), it puts the login page of the
 * language that script chose, rendered by the build, in place of the loading view once the app's stylesheet is in,
 * and starts the app after that paint. The form cannot be sent until the app takes it over (its button
 * waits, disabled); what is typed stays. Without a template or the stylesheet, the app starts at once.
 */
export function showPrerendered(d: PrerenderData): void {
  // Like the templates, this script leaves the body once run: the app's body holds no script or template.
  document.currentScript?.remove();
  const holder = window as unknown as Record<string, unknown>;
  const waiting = holder[d.startKey] as { start: () => void; locale: string } | undefined;
  delete holder[d.startKey];
  const template = waiting ? document.getElementById(d.prefix + waiting.locale) : null;
  // Read once, here, on every page: the document keeps none of the templates.
  document.querySelectorAll('template[id^="' + d.prefix + '"]').forEach((node) => node.remove());
  if (!waiting) return;
  const { start, locale } = waiting;
  const styles = document.getElementById(d.styles);
  const root = document.getElementById('root');
  if (
    !(template instanceof HTMLTemplateElement) ||
    !styles ||
    !root ||
    styles.getAttribute('data-state') === 'failed'
  ) {
    start();
    return;
  }
  const show = () => {
    root.replaceChildren(template.content.cloneNode(true));
    root.querySelectorAll('button[type=submit]').forEach((button) => {
      (button as HTMLButtonElement).disabled = true;
      button.setAttribute(d.waiting, '');
    });
    root.setAttribute(d.marker, locale);
    // A frame callback runs just before the frame's paint; the timer after it, once painted.
    if (document.visibilityState === 'hidden') start();
    else requestAnimationFrame(() => setTimeout(start, 0));
  };
  if (styles.getAttribute('data-state') === 'loaded') show();
  else {
    styles.addEventListener('load', show, { once: true });
    styles.addEventListener('error', () => start(), { once: true });
  }
}
