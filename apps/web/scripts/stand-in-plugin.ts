import { createServer, type Server } from 'node:http';
import type { Plugin } from 'vite';

/** Where `pnpm dev` and `pnpm start` run the platform stand-in (decision 0322). */
export const STAND_IN_PORT = Number(process.env.PLATFORM_PORT ?? 4180);
export const STAND_IN_ORIGIN = `http://127.0.0.1:${STAND_IN_PORT}`;

/**
 * `pnpm dev`: runs the platform stand-in beside the dev server, loading the handlers through Vite (so an
 * edit to a handler or its data counts at the next request), and points the site at it unless
 * `VITE_PLATFORM_API` names another platform. Not in Vitest (mode `test`) nor in any build.
 */
export function standInPlugin(enabled: boolean): Plugin {
  let server: Server | undefined;
  return {
    name: 'opstap-platform-stand-in',
    apply: 'serve',
    config() {
      if (enabled) process.env.VITE_PLATFORM_API ??= STAND_IN_ORIGIN;
    },
    configureServer(vite) {
      if (!enabled || process.env.VITE_PLATFORM_API !== STAND_IN_ORIGIN) return;
      server = createServer((req, res) => {
        Promise.all([
          vite.ssrLoadModule('/src/mocks/stand-in/stand-in.ts'),
          vite.ssrLoadModule('/src/mocks/handlers.ts'),
        ])
          .then(([standIn, mocks]) => standIn.standInListener(mocks.handlers)(req, res))
          .catch((error: unknown) => {
            res.writeHead(500).end(String(error));
          });
      });
      // A busy port stops dev, rather than leaving the site to talk to whatever holds the port
      // (docs/requirements/deployment.md#ports).
      server.on('error', (error: NodeJS.ErrnoException) => {
        vite.config.logger.error(
          error.code === 'EADDRINUSE'
            ? `platform stand-in: PLATFORM_PORT ${STAND_IN_PORT} is in use (EADDRINUSE): stop what listens there or set PLATFORM_PORT.`
            : `platform stand-in: ${error.message}`,
        );
        process.exit(1);
      });
      server.listen(STAND_IN_PORT, '127.0.0.1', () =>
        vite.config.logger.info(`  platform stand-in: ${STAND_IN_ORIGIN}`),
      );
      vite.httpServer?.on('close', () => server?.close());
    },
  };
}
