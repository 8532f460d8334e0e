import { siteActive } from '@/contract/site';
import { earlyOrCall } from '@/lib/early-answer';
import { takeEarlyActive } from './early-active';

/**
 * Whether the site is active (spec section 2: the login guard); `terminated` is 'gone' when it is not.
 * Apart from the other lookups, so the first page loads only this schema. On a first load of /login the
 * call was started by index.html while the app downloaded (earlyOrCall).
 */
export function getActive() {
  return earlyOrCall(siteActive, takeEarlyActive());
}
