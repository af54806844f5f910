import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from './node.ts';
import { setMockScenario } from './scenario.ts';

/** Runs a test file against the mocked platform; any request the mocks do not know fails the test. */
export function withMockServer(): void {
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    setMockScenario(undefined);
  });
  afterAll(() => server.close());
}
