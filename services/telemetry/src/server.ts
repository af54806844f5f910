import Fastify from 'fastify';
import app, { serverOptions } from './app.ts';
import { loadConfig } from './config.ts';
import { ConfigError } from './env-parsing.ts';

/**
 * The process: read the configuration, listen, and on SIGTERM/SIGINT stop accepting, let in-flight
 * requests finish, flush what was acknowledged, checkpoint and exit 0 (docs/requirements/telemetry-service.md#durability). The app is app.ts.
 */
function stop(message: string): never {
  process.stderr.write(`telemetry: ${message}\n`);
  process.exit(1);
}

async function main(): Promise<void> {
  const config = loadConfig();
  const server = Fastify(serverOptions(config));
  try {
    await server.register(app, { config });
    await server.ready();
  } catch (error) {
    // DuckDB lets one process own a file: say so plainly instead of a native stack.
    if (error instanceof Error && /lock/i.test(error.message) && config.store === 'duckdb') {
      stop(
        `DUCKDB_PATH ${config.duckdbPath} is in use by another process; stop it or set DUCKDB_PATH elsewhere.`,
      );
    }
    throw error;
  }

  let closing = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (closing) return; // a second signal must not cut the final flush short
      closing = true;
      server.log.info({ signal }, 'closing: no new requests, flushing acknowledged events');
      server.close().then(
        () => process.exit(0),
        (error: unknown) => {
          server.log.fatal({ err: error }, 'close failed');
          process.exit(1);
        },
      );
    });
  }

  await server.listen({ host: config.host, port: config.port });
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) stop(error.message);
  throw error;
});
