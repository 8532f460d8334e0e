import { setupServer } from 'msw/node';
import { chatSocketHandlers } from './chat-socket';
import { handlers } from './handlers';

export const server = setupServer(...handlers, ...chatSocketHandlers);
