import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/**
 * The same handlers for Vitest. Start it with `server.listen({ onUnhandledRequest: 'error' })`
 * and call `resetDb()` after each test (or use `setupMockServer()` from ./testing).
 */
export const server = setupServer(...handlers);
