import type { FastifyPluginAsync } from 'fastify';
import { requireBearer } from '../../auth/require-bearer.ts';
import type { TokenSet } from '../../auth/token-set.ts';
import attribution from './attribution.ts';
import compare from './compare.ts';
import exportRoute from './export.ts';
import histogram from './histogram.ts';
import importRoute from './import.ts';
import passing from './passing.ts';
import releases from './releases.ts';
import summary from './summary.ts';
import warnings from './warnings.ts';

/**
 * The analysts' query API under `/analytics` (`/vitals/summary`, `/vitals/passing`, `/vitals/histogram`,
 * `/vitals/compare`, `/vitals/attribution`, `/releases`, `/warnings`, `/export`, `/import`), in
 * its own encapsulated context so the bearer check covers exactly these routes
 * (docs/requirements/telemetry-service.md#query-api). The backfill writes: it takes the import tokens, never
 * the read ones, and without any answers 401 naming IMPORT_TOKEN (docs/requirements/telemetry-service.md#tokens). app.ts leaves it all
 * out when QUERY_API=off.
 */
const query: FastifyPluginAsync<{ read: TokenSet; import: TokenSet }> = async (fastify, tokens) => {
  await fastify.register(async (reads) => {
    reads.addHook('preValidation', requireBearer(tokens.read, 'opstap-analytics'));
    // Each answer's time by endpoint, the route as declared (no query string): /metrics.
    reads.addHook('onResponse', (request, reply, done) => {
      if (reply.statusCode < 400)
        fastify.metrics.query(request.routeOptions.url ?? '', reply.elapsedTime / 1000);
      done();
    });
    await reads.register(summary);
    await reads.register(passing);
    await reads.register(warnings);
    await reads.register(histogram);
    await reads.register(compare);
    await reads.register(releases);
    await reads.register(attribution);
    await reads.register(exportRoute);
  });
  await fastify.register(async (writes) => {
    writes.addHook('preValidation', requireBearer(tokens.import, 'opstap-import'));
    await writes.register(importRoute);
  });
};

export default query;
