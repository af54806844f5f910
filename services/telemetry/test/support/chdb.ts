import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createChdbConnection } from 'chdb/connection';
import type { ClickHouseConnection } from '../../src/store/clickhouse/clickhouse-store.ts';

/**
 * ClickHouse 26 in this process (chDB), for the ClickHouse suites that need no server process
 * (docs/decisions/0702-clickhouse-versions.md). chDB binds one data folder per process: every store of a
 * test process shares this one, each test file in its own database. The folder goes when the process ends.
 */
let folder: string | undefined;

export function chdbConnection(): ClickHouseConnection {
  if (!folder) {
    const made = mkdtempSync(join(tmpdir(), 'opstap-chdb-'));
    folder = made;
    process.once('exit', () => rmSync(made, { recursive: true, force: true }));
  }
  // chDB types its connection with its own copy of `@clickhouse/client-common` (1.23.0), the client with
  // the copy it bundles (1.23.1): the same interface, two declarations, so TypeScript needs telling.
  return createChdbConnection({ path: folder }) as unknown as ClickHouseConnection;
}
