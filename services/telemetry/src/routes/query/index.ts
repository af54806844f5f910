import type { FastifyPluginAsync } from 'fastify';
import { requireBearer } from '../../auth/require-bearer.ts';
import type { TokenSet } from '../../auth/token-set.ts';
import attribution from './attribution.ts';
import compare from './compare.ts';
import exportRoute from './export.ts';
import gate from './gate.ts';
import histogram from './histogram.ts';
import importRoute from './import.ts';
import navigations from './navigations.ts';
import passing from './passing.ts';
import phases from './phases.ts';
import rawValues from './raw-values.ts';
import releases from './releases.ts';
import summary from './summary.ts';
import trend from './trend.ts';
import warnings from './warnings.ts';

/**
 * The analysts' query API under `/analytics` (`/vitals/summary`, `/vitals/trend`, `/vitals/passing`, `/vitals/navigations`, `/vitals/histogram`,
 * `/vitals/compare`, `/gate`, `/vitals/attribution`, `/vitals/phases`, `/releases`, `/warnings`, `/raw-values`, `/export`, `/import`), in
 * its own encapsulated context so the bearer check covers exactly these routes
 * (docs/requirements/telemetry-service.md#query-api). The backfill writes: it takes the import tokens, never
 * the read ones, and without any answers 401 naming IMPORT_TOKEN (docs/requirements/telemetry-service.md#tokens). app.ts leaves it all
 * out when QUERY_API=off.
 */
export interface QueryApiOptions {
  /** The read tokens (ANALYTICS_TOKEN): every route here but the import. */
  read: TokenSet;
  /** The import tokens (IMPORT_TOKEN): the import only (docs/requirements/telemetry-service.md#tokens). */
  import: TokenSet;
  /** At most this many rows in an answer (QUERY_MAX_ROWS; docs/requirements/telemetry-service.md#query-cost). */
  maxRows: number;
  /** Exports at once (EXPORT_CONCURRENCY). */
  exportConcurrency: number;
}

const query: FastifyPluginAsync<QueryApiOptions> = async (fastify, options) => {
  const { maxRows } = options;
  await fastify.register(async (reads) => {
    reads.addHook('preValidation', requireBearer(options.read, 'opstap-analytics'));
    // Each answer's time by endpoint, the route as declared (no query string): /metrics.
    reads.addHook('onResponse', (request, reply, done) => {
      if (reply.statusCode < 400)
        fastify.metrics.query(request.routeOptions.url ?? '', reply.elapsedTime / 1000);
      done();
    });
    await reads.register(summary, { maxRows });
    await reads.register(trend, { maxRows });
    await reads.register(passing);
    await reads.register(navigations);
    await reads.register(warnings, { maxRows });
    await reads.register(histogram);
    await reads.register(compare);
    await reads.register(gate);
    await reads.register(releases);
    await reads.register(rawValues);
    await reads.register(attribution);
    await reads.register(phases);
    await reads.register(exportRoute, { concurrency: options.exportConcurrency });
  });
  await fastify.register(async (writes) => {
    writes.addHook('preValidation', requireBearer(options.import, 'opstap-import'));
    await writes.register(importRoute);
  });
};

export default query;
