import Fastify from 'fastify';
import app from './app.ts';

// The process: listen, and close cleanly on signals. The app itself lives in app.ts.
const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 4100);

const server = Fastify({ logger: true });
await server.register(app);

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    server.log.info({ signal }, 'closing');
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}

await server.listen({ host, port });
