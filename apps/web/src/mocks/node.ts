import { setupServer } from 'msw/node';
import { handlers } from './handlers.ts';

/** The mocked platform for unit tests (Vitest, Node). */
export const server = setupServer(...handlers);
