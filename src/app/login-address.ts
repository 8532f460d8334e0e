import type { SessionEndReason } from '@/lib/session';
import { LOGIN_PATH, MEMBER_BASE } from '@/config/paths';

/**
 * The /login address for a visitor coming from `from` (path, query and hash). From a member page it carries that
 * page as `next`, to come back to after logging in (not from the member area's root, where /login lands anyway);
 * with a reason (a session that ended) it carries why. The route guard and the session's end both use it.
 */
export function loginAddress(from: string, reason?: SessionEndReason): string {
  const params = new URLSearchParams();
  const path = from.split(/[?#]/, 1)[0] ?? '';
  if (path.startsWith(`${MEMBER_BASE}/`) && path !== `${MEMBER_BASE}/`) params.set('next', from);
  if (reason) params.set('reason', reason);
  const query = params.toString();
  return query ? `${LOGIN_PATH}?${query}` : LOGIN_PATH;
}
