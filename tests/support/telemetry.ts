import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { E2E_TELEMETRY_PORT } from './ports.ts';

/**
 * How the end-to-end run starts the telemetry service (it refuses to start without a query token, docs/requirements/telemetry-service.md#query-api):
 * a test-only bearer token for its analyst API, and a DuckDB file and an ingest spool of its own in the temp
 * folder, named after the port so two runs on one machine never share (DuckDB lets one process own a file,
 * and the spool one process too: docs/decisions/0110-ingest-spool.md).
 */
export const E2E_ANALYTICS_TOKEN = 'e2e-only-analytics-token-0123456789abcdef';
/** ... and its backfill token (`/analytics/import`): the read token cannot write. */
export const E2E_IMPORT_TOKEN = 'e2e-only-import-token-0123456789abcdefghi';
export const E2E_DUCKDB_PATH = join(tmpdir(), `opstap-e2e-${E2E_TELEMETRY_PORT}.duckdb`);
export const E2E_SPOOL_DIR = join(tmpdir(), `opstap-e2e-${E2E_TELEMETRY_PORT}.spool`);
