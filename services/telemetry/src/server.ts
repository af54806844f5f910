import Fastify from 'fastify';
import app, { serverOptions } from './app.ts';
import { loadConfig } from './config.ts';
import { ConfigError } from './env-parsing.ts';
import { SpoolInUseError, SpoolNoSpaceError } from './spool/segment-files.ts';
import { UNKNOWN_SCHEMA } from './store/schema-version.ts';

/**
 * The process: read the configuration, listen, and on SIGTERM/SIGINT stop accepting, let in-flight
 * requests finish (for at most SHUTDOWN_TIMEOUT_MS), write what was acknowledged to the store and exit.
 * The exit code says what became of acknowledged events (docs/decisions/0110-ingest-spool.md): 0 all in
 * the store, 75 some still in the spool (kept; replayed at the next start), 1 some lost. The app is app.ts.
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
    if (error instanceof SpoolInUseError) stop(`${error.message}; give each process its own SPOOL_DIR.`);
    if (error instanceof SpoolNoSpaceError)
      stop(`${error.message}: free space there or set SPOOL_DIR to a disk with room.`);
    // An older build over a newer schema (a rollback without its backup) stops before it writes.
    if (error instanceof Error && error.message.includes(UNKNOWN_SCHEMA))
      stop(error.message.replace(/^Error: /, ''));
    throw error;
  }

  let closing = false;
  // While closing, every answer tells a keep-alive client to close its connection, rather than the
  // connection being reset under it once the server is gone.
  server.server.on('request', (_request, response) => {
    if (closing) response.shouldKeepAlive = false;
  });
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (closing) return; // a second signal must not cut the final flush short
      closing = true;
      server.log.info({ signal }, 'closing: no new requests, flushing acknowledged events');
      // Slow or stuck clients cannot hold the shutdown: past the deadline their connections are closed.
      // What they had been answered 204 for is in the spool already.
      const deadline = setTimeout(() => {
        server.log.warn('shutdown deadline: closing the connections still open');
        server.server.closeAllConnections();
      }, config.shutdownTimeoutMs);
      deadline.unref();
      // The ingest plugin sets the exit code from what became of acknowledged events (0, 75 or 1). A close
      // that fails after it (say, a last checkpoint on a full disk) does not change that: the store's
      // commits and the spool are on disk. Only a close that failed before it leaves nothing known: 1.
      server.close().then(
        () => process.exit(),
        (error: unknown) => {
          server.log.fatal({ err: error }, 'close failed');
          process.exit(process.exitCode ?? 1);
        },
      );
    });
  }

  try {
    await server.listen({ host: config.host, port: config.port });
  } catch (error) {
    // A busy port stops the service, saying which variable moves it (docs/requirements/deployment.md#ports);
    // what it had replayed from the spool is written first.
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    await server.close();
    stop(
      `PORT ${config.port} on ${config.host} is in use (EADDRINUSE): stop what listens there or set PORT to a free port.`,
    );
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) stop(error.message);
  throw error;
});
