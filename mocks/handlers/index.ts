import { authHandlers } from './auth';
import { lookupHandlers } from './lookup';
import { spinHandlers } from './spin';

export const handlers = [...lookupHandlers, ...authHandlers, ...spinHandlers];
