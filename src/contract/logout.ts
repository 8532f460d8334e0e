import { endpoint, extra, unshown } from './endpoint';
import * as v from 'valibot';

/**
 * POST /api/logout: not in the spec (section 4 only clears the token). The app tells the backend that the
 * member logged out, with the session's bearer token, so the server can revoke it; the app reads nothing from
 * the answer and logs out the same when the call is refused, unknown (404) or unanswered
 * (docs/backend-contract.md, "Beyond the spec").
 */
export const logoutCall = endpoint('POST', '/api/logout', unshown({ message: extra(v.string()) }));
