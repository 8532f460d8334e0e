import { loginCall, type LoginBody } from '@/contract/login';
import { call } from '@/lib/http';

/** POST /api/login, apart from the registration calls: /login, the first page, loads only this. */
export const login = (body: LoginBody) => call(loginCall, { body });
