import { siteActive } from '@/contract/site';
import { call, parseAnswer } from '@/lib/http';
import { takeEarlyActive } from './early-active';

/**
 * Whether the site is active (spec section 2: the login guard); `terminated` is 'gone' when it is not.
 * Apart from the other lookups, so the first page loads only this schema. On a first load of /login the
 * call was started by index.html while the app downloaded: its answer is read here through the same
 * contract; anything but a readable 2xx answer asks again the usual way (with its error handling).
 */
export async function getActive() {
  const early = takeEarlyActive();
  if (early) {
    try {
      const response = await early;
      if (response.ok) return parseAnswer(siteActive, await response.json());
    } catch {
      // no answer or not a readable one: the call below says why
    }
  }
  return call(siteActive);
}
