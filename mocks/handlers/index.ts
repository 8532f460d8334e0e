import { authHandlers } from './auth';
import { lookupHandlers } from './lookup';

export const handlers = [...lookupHandlers, ...authHandlers];
