import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** vitest: the same handlers in Node. */
export const server = setupServer(...handlers);
