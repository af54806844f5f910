import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Builds dist/server.js once for the tests that spawn the real process (server.test.ts).
    globalSetup: ['./src/test-global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
