import { APP_STYLES_ID } from '@/lib/app-styles';
import { PRERENDERED_ATTRIBUTE, START_KEY, TEMPLATE_PREFIX, WAITING_ATTRIBUTE, type WaitingStart } from './markers';

/**
 * index.html's script right after #root, built into an inline script by vite-plugins/prerender-login.ts. Where
 * the head start left the app's start waiting (/login with no reason line to show), it puts the login page of
 * that language, rendered by the build, in place of the loading view once the app's stylesheet is in, and starts
 * the app after that paint. The form cannot be sent until the app takes it over (its button waits, disabled);
 * what is typed, ticked or chosen stays and is applied then. Without a template or the stylesheet, the app
 * starts at once.
 */
export function showPrerendered(): void {
  // Like the templates, this script leaves the body once run: the app's body holds no script or template.
  document.currentScript?.remove();
  const holder = window as unknown as Record<string, WaitingStart | undefined>;
  const waiting = holder[START_KEY];
  delete holder[START_KEY];
  const template = waiting ? document.getElementById(TEMPLATE_PREFIX + waiting.locale) : null;
  // Read once, here, on every page: the document keeps none of the templates.
  document.querySelectorAll(`template[id^="${TEMPLATE_PREFIX}"]`).forEach((node) => node.remove());
  if (!waiting) return;
  const { start, locale } = waiting;
  const styles = document.getElementById(APP_STYLES_ID);
  const root = document.getElementById('root');
  if (!(template instanceof HTMLTemplateElement) || !styles || !root || styles.dataset.state === 'failed') {
    start();
    return;
  }
  const show = () => {
    root.replaceChildren(template.content.cloneNode(true));
    root.querySelectorAll<HTMLButtonElement>('button[type=submit]').forEach((button) => {
      button.disabled = true;
      button.setAttribute(WAITING_ATTRIBUTE, '');
    });
    root.setAttribute(PRERENDERED_ATTRIBUTE, locale);
    if (document.visibilityState === 'hidden') start();
    else startOnceOnScreen(root, start);
  };
  if (styles.dataset.state === 'loaded') show();
  else {
    styles.addEventListener('load', show, { once: true });
    styles.addEventListener('error', () => start(), { once: true });
  }
}

/** How long the start waits for the browser to say the page is on the screen. */
export const ON_SCREEN_WAIT_MS = 500;

/**
 * Starts the app once the prerendered page is on the screen. Where the browser reports its largest paint (Chromium,
 * Firefox), that report says so: it comes once the frame is presented, 10 to 50 ms after the frame's callback in
 * Chromium here, and scripts started in between competed with that paint (Lighthouse counted their downloads into
 * /login's LCP). Elsewhere the start follows the frame's paint: a frame callback runs just before it, the timer after
 * it once painted. Without a report of the login page in time, the app starts then. `start` runs once however often
 * it is called (head-start.ts), which keeps this script small: /login's JS is held to 1.10x the floor's.
 */
function startOnceOnScreen(root: HTMLElement, start: () => void): void {
  if (!PerformanceObserver.supportedEntryTypes.includes('largest-contentful-paint')) {
    requestAnimationFrame(() => setTimeout(start, 0));
    return;
  }
  new PerformanceObserver((list) => {
    if (list.getEntries().some((entry) => root.contains((entry as LargestContentfulPaint).element))) start();
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  setTimeout(start, ON_SCREEN_WAIT_MS);
}
