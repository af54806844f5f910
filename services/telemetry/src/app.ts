import { createServer } from 'node:http';
import { VitalReport, WarnLog, MAX_BODY_BYTES } from '@opstap/contracts';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { storeSettings, type Config } from './config.ts';
import { loggerOptions } from './logger.ts';
import { lazySchemaCompilers } from './schema-compilers.ts';
import contentTypes from './plugins/external/content-types.ts';
import cors from './plugins/external/cors.ts';
import rateLimit from './plugins/rate-limit.ts';
import swagger from './plugins/external/swagger.ts';
import drops from './plugins/drops.ts';
import logTally from './plugins/log-tally.ts';
import errors from './plugins/errors.ts';
import ingestPipeline from './plugins/ingest.ts';
import retention from './plugins/retention.ts';
import alerts from './plugins/alerts.ts';
import store from './plugins/store.ts';
import { ErrorBody } from './routes/error-schema.ts';
import dashboard from './routes/dashboard/index.ts';
import health from './routes/health/index.ts';
import ingest from './routes/ingest/index.ts';
import operations from './routes/operations/index.ts';
import query from './routes/query/index.ts';
import budgets from './routes/budgets/index.ts';
import metrics, { ServiceMetrics } from './plugins/metrics.ts';
import { TokenSet, type TokenSource } from './auth/token-set.ts';
import { createStore } from './store/create-store.ts';
import type { VitalsStore } from './store/types.ts';

export interface AppOptions {
  config: Config;
  /** Tests pass their own store (e.g. one that stalls); otherwise STORE picks the adapter. */
  store?: VitalsStore;
}

/** The Fastify server options the app expects; server.ts and the tests both build with these. */
export function serverOptions(config: Config, logger = true): FastifyServerOptions {
  return {
    logger: logger ? loggerOptions(config.logLevel) : false,
    // Fastify accepts a hop count at run time; its types only list the other forms.
    trustProxy: config.trustProxy as FastifyServerOptions['trustProxy'],
    // Fastify's 1 MiB default is far too generous for beacons; the beacon routes say it again.
    bodyLimit: MAX_BODY_BYTES,
    // Strict: unknown fields and parameters are refused, and a number must arrive as a number.
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false } },
    schemaController: lazySchemaCompilers,
    // No request may hold a connection (and a file descriptor) for long: a whole request (a body sent a
    // byte at a time included), its headers, an idle socket and an idle keep-alive are each bounded, and
    // Node checks the first two every second instead of every 30 s
    // (docs/requirements/telemetry-service.md#operations).
    serverFactory: (handler) => {
      const server = createServer(
        {
          requestTimeout: config.requestTimeoutMs,
          headersTimeout: config.headersTimeoutMs,
          keepAliveTimeout: config.keepAliveTimeoutMs,
          connectionsCheckingInterval: 1000,
        },
        handler,
      );
      server.setTimeout(config.requestTimeoutMs);
      return server;
    },
  };
}

/**
 * The service as a plugin (fastify/demo's shape): tests build it and call `app.inject` without a
 * port; server.ts runs it. Plugins load in a fixed order: drops, then the rate limit before any route
 * is declared (it attaches itself to each route as it is declared; its hook runs after the CORS hooks
 * whatever the order, so a 429 carries the headers a page needs to read it), errors, the external ones
 * (OpenAPI, content types, CORS), store, retention, ingest buffers → routes: the public beacons (routes/ingest/),
 * the probes, the dashboard's files, and the token-guarded query API (routes/query/). They close in reverse, so the buffers
 * flush into the store before the store checkpoints and closes.
 */
/** One kind of bearer token as the routes check it: an empty set refuses every request, naming the variable. */
const tokenSet = (source: TokenSource | undefined, variable: string) =>
  new TokenSet(source ?? { variable, tokens: [] });

export default async function app(fastify: FastifyInstance, options: AppOptions): Promise<void> {
  const { config } = options;
  const serviceMetrics = new ServiceMetrics();
  fastify.addSchema(VitalReport);
  fastify.addSchema(WarnLog);
  fastify.addSchema(ErrorBody);

  await fastify.register(drops);
  await fastify.register(logTally, { config });
  await fastify.register(rateLimit, { config });
  await fastify.register(errors);
  await fastify.register(swagger, { config });
  await fastify.register(contentTypes);
  await fastify.register(cors, { config });
  await fastify.register(store, {
    store: serviceMetrics.instrument(options.store ?? createStore(storeSettings(config))),
  });
  await fastify.register(retention, { config });
  await fastify.register(alerts, { config });
  await fastify.register(ingestPipeline, { config });
  await fastify.register(metrics, { metrics: serviceMetrics });

  await fastify.register(ingest);
  await fastify.register(health);
  await fastify.register(dashboard, { dir: config.dashboardDir });
  await fastify.register(operations, {
    tokens: tokenSet(config.tokens.operator, 'OPERATOR_TOKEN'),
    backupDir: config.backupDir,
  });
  if (config.queryApi && config.tokens.read) {
    await fastify.register(query, {
      prefix: '/analytics',
      read: tokenSet(config.tokens.read, 'ANALYTICS_TOKEN'),
      import: tokenSet(config.tokens.import, 'IMPORT_TOKEN'),
      maxRows: config.queryBounds.maxRows,
      exportConcurrency: config.exportConcurrency,
    });
    await fastify.register(budgets, {
      prefix: '/analytics',
      read: tokenSet(config.tokens.read, 'ANALYTICS_TOKEN'),
      write: tokenSet(config.tokens.operator, 'OPERATOR_TOKEN'),
    });
  }
}
