import { siteActive } from '@/contract/site';
import { call } from '@/lib/http';

/**
 * Whether the site is active (spec section 2: the login guard); `terminated` is 'gone' when it is not.
 * Apart from the other lookups, so the first page loads only this schema.
 */
export const getActive = () => call(siteActive);
