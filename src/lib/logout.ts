import { LOGOUT_CALL_TIMEOUT_MS } from '@/config/timeouts';
import { bearer, REQUEST_HEADERS } from '@/contract/endpoint';
import { logoutCall } from '@/contract/logout';
import { call } from './http';
import { endSession, getToken } from './session';

/**
 * The member logs out: the backend is told (so it can revoke the token) and the tab's session ends at once,
 * whatever that call answers or if it never does: the member does not wait for a server that may not know the
 * call. The token goes with the call itself, as the session is already over when the call leaves.
 */
export function logOut(): void {
  const token = getToken();
  if (token !== null) {
    call(logoutCall, {
      config: { headers: { [REQUEST_HEADERS.token]: bearer(token) }, timeout: LOGOUT_CALL_TIMEOUT_MS },
    }).catch(() => undefined);
  }
  endSession('logout');
}
