import * as v from 'valibot';
import { endpoint } from './endpoint';

/**
 * GET /api/lookup/active ("Active returns a terminated value"), on its own: the login guard runs it before the
 * first page, so the first load carries this one schema, not every lookup's.
 */
export const siteActive = endpoint('GET', '/api/lookup/active', v.object({ terminated: v.nullable(v.string()) }));
