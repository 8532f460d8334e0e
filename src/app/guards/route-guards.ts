import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { TERMINATED_PATH } from '@/config/paths';
import { getActive } from '@/features/content/site';
import { TERMINATED_BODY_CLASS } from '@/features/content/model';
import { GONE } from '@/lib/http';
import { clearSession, hasSession } from '@/lib/session';
import { loginAddress } from '../login-address';

/** Protected routes without a stored token go to /login, keeping where the member wanted to go. */
export function requireSession({ request }: LoaderFunctionArgs) {
  if (hasSession()) return null;
  const url = new URL(request.url);
  return redirect(loginAddress(url.pathname + url.search + url.hash));
}

/** Visiting the public shell with a stored token clears the stored session. */
export function clearSessionOnPublic() {
  if (hasSession()) clearSession();
  return null;
}

/**
 * Before /login: a site whose active lookup answers `terminated: 'gone'` goes to /terminated, an active one loses
 * the terminated style. A `gone` error, from this call as from any other, is lib/http.ts's rule: the client has
 * sent the tab to /terminated already (session-wiring.ts), and that navigation replaces this one.
 */
export async function loginGuard() {
  // Any failure must not lock members out of the login page.
  const active = await getActive().catch(() => null);
  if (active?.terminated === GONE) return redirect(TERMINATED_PATH);
  document.body.classList.remove(TERMINATED_BODY_CLASS);
  return null;
}
