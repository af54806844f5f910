import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { VitalsStore } from '../store/types.ts';
import { DROP_REASONS } from './drops.ts';

/** The beacon kinds, as the metrics label them. */
export type BeaconKind = 'vital' | 'warn';
/** The store's writes, as the metrics label them. */
export type StoreWrite = 'vitals' | 'warnings';

/** Query latency buckets (s): the query API answers in milliseconds to seconds (docs/perf/telemetry-queries.md). */
const QUERY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
/** Store write buckets (s): a batch commit takes milliseconds; a struggling store, seconds. */
const WRITE_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The service's Prometheus metrics (docs/requirements/telemetry-service.md#metrics), in a registry of its
 * own, with prom-client's process and Node metrics (event-loop lag among them). Labels are fixed words (a
 * beacon kind, a drop reason, a table, a route as declared): never an address, a token, a path a visitor
 * sent or a query string. The beacon path only adds to plain numbers; they reach the counters when
 * Prometheus scrapes.
 */
export class ServiceMetrics {
  readonly registry = new Registry();
  readonly #accepted: Record<BeaconKind, number> = { vital: 0, warn: 0 };
  readonly #storeWrite: Histogram<'table'>;
  readonly #storeFailures: Counter<'table'>;
  readonly #query: Histogram<'endpoint'>;

  constructor() {
    collectDefaultMetrics({ register: this.registry, eventLoopMonitoringPrecision: 20 });
    const accepted = this.#accepted;
    const seen: Record<BeaconKind, number> = { vital: 0, warn: 0 };
    new Counter({
      name: 'opstap_ingest_accepted_events_total',
      help: 'Events acknowledged (204: on disk in the spool), by beacon kind.',
      labelNames: ['kind'],
      registers: [this.registry],
      collect() {
        for (const kind of ['vital', 'warn'] as const) {
          this.inc({ kind }, accepted[kind] - seen[kind]);
          seen[kind] = accepted[kind];
        }
      },
    });
    this.#storeWrite = new Histogram({
      name: 'opstap_store_write_seconds',
      help: 'Time of each batch write to the store, by table (failed writes included).',
      labelNames: ['table'],
      buckets: WRITE_BUCKETS,
      registers: [this.registry],
    });
    this.#storeFailures = new Counter({
      name: 'opstap_store_write_failures_total',
      help: 'Batch writes the store refused, by table (the batch stays queued and is written again).',
      labelNames: ['table'],
      registers: [this.registry],
    });
    this.#query = new Histogram({
      name: 'opstap_query_seconds',
      help: 'Time to answer a query API request, by endpoint (the route as declared).',
      labelNames: ['endpoint'],
      buckets: QUERY_BUCKETS,
      registers: [this.registry],
    });
  }

  /** Counts events acknowledged on one beacon route (routes/ingest/accept.ts). */
  accepted(kind: BeaconKind, events: number): void {
    this.#accepted[kind] += events;
  }

  /** Times one query API answer. */
  query(endpoint: string, seconds: number): void {
    this.#query.observe({ endpoint }, seconds);
  }

  /** The refusals, read from the drop counts (plugins/drops.ts) when scraped. */
  refusalsFrom(counts: () => Readonly<Record<string, number>>): void {
    const seen: Record<string, number> = Object.fromEntries(DROP_REASONS.map((reason) => [reason, 0]));
    new Counter({
      name: 'opstap_ingest_refused_total',
      help: 'Beacons (or events) not stored, by reason: the drop counts of /readyz.',
      labelNames: ['reason'],
      registers: [this.registry],
      collect() {
        const now = counts();
        for (const reason of DROP_REASONS) {
          this.inc({ reason }, (now[reason] ?? 0) - (seen[reason] ?? 0));
          seen[reason] = now[reason] ?? 0;
        }
      },
    });
  }

  /** The spools' and buffers' fill, read when scraped. */
  spoolFrom(lanes: () => Record<StoreWrite, { bytes: number; segments: number; buffered: number }>): void {
    const gauge = (
      name: string,
      help: string,
      read: (lane: ReturnType<typeof lanes>[StoreWrite]) => number,
    ) =>
      new Gauge({
        name,
        help,
        labelNames: ['table'],
        registers: [this.registry],
        collect() {
          const now = lanes();
          for (const table of ['vitals', 'warnings'] as const) this.set({ table }, read(now[table]));
        },
      });
    gauge(
      'opstap_spool_bytes',
      'Bytes in the ingest spool: acknowledged, not yet known to be stored.',
      (l) => l.bytes,
    );
    gauge(
      'opstap_spool_segments',
      'Segment files in the ingest spool (deleted whole once stored).',
      (l) => l.segments,
    );
    gauge(
      'opstap_ingest_buffered_rows',
      'Rows acknowledged and waiting for their write to the store.',
      (l) => l.buffered,
    );
  }

  /**
   * The store with its writes timed and their failures counted; every other call passes through as it is
   * (a Proxy, so an adapter's private fields still see the adapter).
   */
  instrument(store: VitalsStore): VitalsStore {
    const timed =
      <Args extends unknown[]>(table: StoreWrite, write: (...args: Args) => Promise<void>) =>
      async (...args: Args): Promise<void> => {
        const stop = this.#storeWrite.startTimer({ table });
        try {
          await write(...args);
        } catch (error) {
          this.#storeFailures.inc({ table });
          throw error;
        } finally {
          stop();
        }
      };
    const insertVitals = timed('vitals', store.insertVitals.bind(store));
    const insertWarnings = timed('warnings', store.insertWarnings.bind(store));
    return new Proxy(store, {
      get(target, property) {
        if (property === 'insertVitals') return insertVitals;
        if (property === 'insertWarnings') return insertWarnings;
        const value: unknown = Reflect.get(target, property, target);
        return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
      },
    });
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: ServiceMetrics;
  }
}

/**
 * The metrics as the app's `metrics`: refusals from the drop counts, the spools' fill from the ingest
 * pipeline (registered after it). The store is instrumented in app.ts, before the pipeline takes it.
 */
export default fp<{ metrics: ServiceMetrics }>(
  async (fastify, { metrics }) => {
    metrics.refusalsFrom(() => fastify.drops.counts);
    metrics.spoolFrom(() => {
      const lane = (name: 'vitals' | 'warnings') => ({
        bytes: fastify.ingest[name].spool.bytes,
        segments: fastify.ingest[name].spool.segments,
        buffered: fastify.ingest[name].buffer.size,
      });
      return { vitals: lane('vitals'), warnings: lane('warnings') };
    });
    fastify.decorate('metrics', metrics);
  },
  { name: 'metrics', dependencies: ['drops', 'ingest'] },
);
