import { createServer } from 'node:http';
import { handlers } from '../handlers.ts';
import { standInListener } from './stand-in.ts';

/**
 * The stand-in as a process (scripts/start.mjs runs the built bundle): `PLATFORM_HOST` and
 * `PLATFORM_PORT` (default 127.0.0.1:4180). Stops on SIGINT and SIGTERM.
 */
const host = process.env.PLATFORM_HOST ?? '127.0.0.1';
const port = Number(process.env.PLATFORM_PORT ?? 4180);

const server = createServer(standInListener(handlers));
server.listen(port, host, () => console.log(`platform stand-in: http://${host}:${port}`));
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
