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
    // A frame callback runs just before the frame's paint; the timer after it, once painted.
    if (document.visibilityState === 'hidden') start();
    else requestAnimationFrame(() => setTimeout(start, 0));
  };
  if (styles.dataset.state === 'loaded') show();
  else {
    styles.addEventListener('load', show, { once: true });
    styles.addEventListener('error', () => start(), { once: true });
  }
}
