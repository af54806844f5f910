import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { E2E_TELEMETRY_PORT } from './ports.ts';

/**
 * How the end-to-end run starts the telemetry service (it refuses to start without a query token, docs/requirements/telemetry-service.md#query-api):
 * a test-only bearer token for its analyst API, and a DuckDB file of its own in the temp folder, named
 * after the port so two runs on one machine never share (DuckDB lets one process own a file).
 */
export const E2E_ANALYTICS_TOKEN = 'e2e-only-analytics-token-0123456789abcdef';
export const E2E_DUCKDB_PATH = join(tmpdir(), `opstap-e2e-${E2E_TELEMETRY_PORT}.duckdb`);
/** Its spool likewise: by default the spool sits beside the file, in the temp folder every run shares. */
export const E2E_SPOOL_DIR = join(tmpdir(), `opstap-e2e-${E2E_TELEMETRY_PORT}-spool`);
