import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** An MSW server for jest (node and jsdom): `server.listen()` in beforeAll, `resetHandlers()` after each test. */
export function createMockServer(...overrides: Parameters<typeof setupServer>) {
  return setupServer(...overrides, ...handlers);
}
