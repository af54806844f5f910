import { createServer } from 'node:http';
import { handlers } from '../handlers.ts';
import { standInListener } from './stand-in.ts';

/**
 * The stand-in as a process (scripts/start.mjs runs the built bundle): `PLATFORM_HOST` and
 * `PLATFORM_PORT` (default 127.0.0.1:4180). Stops on SIGINT and SIGTERM; a busy port stops it at once,
 * saying so, rather than leaving the site to talk to whatever holds the port
 * (docs/requirements/deployment.md#ports). Tells a parent that asked over IPC once it listens.
 */
const host = process.env.PLATFORM_HOST ?? '127.0.0.1';
const port = Number(process.env.PLATFORM_PORT ?? 4180);

const server = createServer(standInListener(handlers));
server.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EADDRINUSE') throw error;
  console.error(
    `platform stand-in: PLATFORM_PORT ${port} on ${host} is in use (EADDRINUSE): stop what listens there or set PLATFORM_PORT.`,
  );
  process.exit(1);
});
server.listen(port, host, () => {
  console.log(`platform stand-in: http://${host}:${port}`);
  process.send?.('listening');
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
