import { MAX_BODY_BYTES } from '@opstap/contracts';
import { Type } from 'typebox';
import type { FastifyBaseLogger } from 'fastify';
import type { ChildLoggerOptions } from 'fastify/types/logger.js';
import { errorRef } from '../error-schema.ts';

/**
 * One shared logger for all beacon requests instead of a child per request: measured, a per-request
 * child logger was a large share of the route's CPU time (bench/run.mjs; docs/perf/telemetry-ingest.md),
 * and these routes only log at warn and above (a page warning, a failure) where the request id matters least.
 */
const beaconLoggers = new WeakMap<FastifyBaseLogger, FastifyBaseLogger>();
function sharedLogger(
  logger: FastifyBaseLogger,
  _bindings: unknown,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  let child = beaconLoggers.get(logger); // one per server's logger: tests build several servers
  if (!child) beaconLoggers.set(logger, (child = logger.child({ route: 'beacon' }, options)));
  return child;
}

/** Route options both beacon routes (`/analytics/vital`, `/log/warn`) share. */
export const ingestRoute = {
  bodyLimit: MAX_BODY_BYTES,
  // Beacons are the bulk of the traffic: per-request info lines would drown the log.
  logLevel: 'warn',
  childLoggerFactory: sharedLogger,
  config: { ingest: true },
} as const;

/** The answers of both beacon routes. */
export const ingestResponses = {
  204: Type.Null({ description: 'Accepted: on disk in the spool; in the store within FLUSH_INTERVAL_MS.' }),
  400: errorRef('Bad JSON or a field that breaks the contract; `field` names it.'),
  403: errorRef('A browser origin not in ALLOWED_ORIGINS.'),
  413: errorRef(`Body over ${MAX_BODY_BYTES} bytes.`),
  415: errorRef('Neither application/json nor text/plain.'),
  429: errorRef(
    'Over RATE_LIMIT_PER_MINUTE for this client, or (warnings) over WARN_BYTES_PER_MINUTE; see Retry-After.',
  ),
  503: errorRef('The spool is full or cannot write; see Retry-After.'),
};
