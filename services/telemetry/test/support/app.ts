import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import app, { serverOptions } from '../../src/app.ts';
import { loadConfig, type Config } from '../../src/config.ts';
import { loggerOptions } from '../../src/logger.ts';
import { MAX_BATCH, type VitalReport } from '@opstap/contracts';
import { expect } from 'vitest';
import type { SpoolSource } from '../../src/ingest/write-buffer.ts';
import type { Position } from '../../src/spool/position.ts';
import type { VitalsStore } from '../../src/store/types.ts';

/**
 * Shared by the service's tests: a config, an app on a real DuckDB file in a temp folder. Payloads come
 * from `@opstap/contracts/fixtures` (vitalReport, warnLog).
 */

export const TOKEN = 'test-token-0123456789abcdefghijklmnopqrstuvwxyz';
/** The backfill's token (`/analytics/import`) and the operators' (`/metrics`, `/admin/*`): each its own. */
export const IMPORT_TOKEN = 'test-import-token-0123456789abcdefghijklmnop';
export const OPERATOR_TOKEN = 'test-operator-token-0123456789abcdefghijklm';
export const SITE = 'http://127.0.0.1:4173';

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    ANALYTICS_TOKEN: TOKEN,
    IMPORT_TOKEN,
    OPERATOR_TOKEN,
    ALLOWED_ORIGINS: SITE,
    PORT: '0',
    ...env,
  });
}

export interface TestApp {
  app: FastifyInstance;
  folder: string;
  close: () => Promise<void>;
}

export interface BuildOptions {
  store?: VitalsStore;
  /** Collects the service's log lines (JSON) instead of discarding them. */
  logLines?: string[];
  /** Sees every route the app declares (an `onRoute` hook added before the app is registered). */
  onRoute?: (route: RouteOptions) => void;
  /** Server options over the app's own (`serverOptions`). */
  server?: Partial<FastifyServerOptions>;
}

export async function buildApp(
  env: Record<string, string> = {},
  options: BuildOptions = {},
): Promise<TestApp> {
  const { store, logLines, onRoute, server } = options;
  const folder = await mkdtemp(join(tmpdir(), 'opstap-telemetry-'));
  const config = testConfig({ DUCKDB_PATH: join(folder, 'vitals.duckdb'), ...env });
  const stream = { write: (line: string) => void logLines?.push(line) };
  const fastify = Fastify({
    ...serverOptions(config, false),
    ...(logLines ? { logger: { ...loggerOptions(config.logLevel), stream } } : {}),
    ...server,
  });
  if (onRoute) fastify.addHook('onRoute', onRoute);
  // fp() lifts the app's decorators (store, ingest, drops) to the root so tests can reach them.
  await fastify.register(fp(app), { config, store });
  await fastify.ready();
  return {
    app: fastify,
    folder,
    close: async () => {
      await fastify.close();
      await rm(folder, { recursive: true, force: true });
    },
  };
}

export const auth = { authorization: `Bearer ${TOKEN}` };
export const importAuth = { authorization: `Bearer ${IMPORT_TOKEN}` };
export const operatorAuth = { authorization: `Bearer ${OPERATOR_TOKEN}` };

/** Waits until the buffers are empty, i.e. everything acknowledged is in the store. */
export async function flushed(app: FastifyInstance): Promise<void> {
  await Promise.all([app.ingest.vitals.buffer.flush(), app.ingest.warnings.buffer.flush()]);
}

/**
 * Sends reports as the web app's beacons do, from the site's origin, in batches as large as the contract
 * allows (MAX_BATCH), expects each batch taken (204), and waits until they are all in the store.
 */
export async function storeReports(app: FastifyInstance, reports: readonly VitalReport[]): Promise<void> {
  for (let i = 0; i < reports.length; i += MAX_BATCH) {
    const answer = await app.inject({
      method: 'POST',
      url: '/analytics/vital',
      headers: { 'content-type': 'application/json', origin: SITE },
      payload: JSON.stringify(reports.slice(i, i + MAX_BATCH)),
    });
    expect(answer.statusCode, answer.body).toBe(204);
  }
  await flushed(app);
}

/**
 * A spool in memory for WriteBuffer tests: `append` keeps a record's rows and returns its end, `read`
 * gives them back as the real spool would, `released` is the last position released.
 */
export function memorySpool<Row>(): SpoolSource<Row> & {
  append(rows: Row[]): Position;
  released: Position;
  reads: number;
} {
  const records: Row[][] = [];
  const at = (offset: number): Position => ({ segment: 1, offset });
  return {
    start: at(0),
    end: at(0),
    released: at(0),
    reads: 0,
    append(rows) {
      records.push(rows);
      return at(records.length);
    },
    async read(from, until, maxRecords) {
      this.reads += 1;
      const stop = Math.min(until.offset, from.offset + maxRecords);
      return { rows: records.slice(from.offset, stop).flat(), next: at(stop) };
    },
    async release(upTo) {
      this.released = upTo;
    },
  };
}
