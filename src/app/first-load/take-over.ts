import { LOGIN_PATH } from '@/config/paths';
import type { createBrowserRouter } from 'react-router-dom';
import type { AppInstance } from '../app';
import { PRERENDERED_ATTRIBUTE, WAITING_ATTRIBUTE } from './markers';

/** Resolves once the router has loaded its first page's lazy modules and run its loaders. */
export function routerReady(router: ReturnType<typeof createBrowserRouter>): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/**
 * Whether the app, its router ready, can hydrate the login page the build rendered in this language: still on /login
 * with no error (the login guard may have sent a closed site to /terminated). Its submit button is given back first.
 */
export function canHydrate(container: HTMLElement, app: AppInstance, locale: string): boolean {
  if (container.getAttribute(PRERENDERED_ATTRIBUTE) !== locale) return false;
  const { location, errors } = app.router.state;
  if (location.pathname !== LOGIN_PATH || errors) return false;
  container.querySelectorAll<HTMLButtonElement>(`[${WAITING_ATTRIBUTE}]`).forEach((button) => {
    button.disabled = false;
    button.removeAttribute(WAITING_ATTRIBUTE);
  });
  return true;
}
