import * as v from 'valibot';
import { endpoint } from './endpoint';

/**
 * POST /api/login (spec section 7 "Account": body username, password; returns token), in a file of its own:
 * /login is the first page, and it loads only this schema, not the whole account area's.
 */
export const loginBody = v.object({ username: v.string(), password: v.string() });

export const loginCall = endpoint('POST', '/api/login', v.object({ token: v.string() }), { body: loginBody });

export type LoginBody = v.InferOutput<typeof loginBody>;
