import { configDefaults, defineConfig } from 'vitest/config';

/**
 * The ClickHouse suites that need no server process: they run on ClickHouse 26 in the test process (chDB),
 * the SQL production runs (docs/decisions/0702-clickhouse-versions.md).
 */
const CLICKHOUSE_TESTS = [
  'src/store/clickhouse/clickhouse-store.test.ts',
  'src/store/clickhouse/clickhouse-quantiles.test.ts',
  'src/store/clickhouse/clickhouse-contract.test.ts',
  'src/store/clickhouse/query-routes-clickhouse.test.ts',
  'src/store/clickhouse/retry.test.ts',
  'src/store/clickhouse/query-bounds.test.ts',
];

/** The test files that stop, kill or restart a clickhouse-server: they run in the `clickhouse-server` project, which starts one. */
const CLICKHOUSE_SERVER_TESTS = [
  'src/store/clickhouse/clickhouse-faults.test.ts',
  'src/store/clickhouse/restart-mid-load.test.ts',
  'src/store/clickhouse/durability-clickhouse.test.ts',
];

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // One module graph for all files rather than a fresh process each: every file builds its own servers,
    // stores and folders, and none mocks a module or stubs the env (docs/decisions/0010-test-run-stages.md).
    isolate: false,
    projects: [
      {
        extends: true,
        test: {
          name: 'service',
          exclude: [...configDefaults.exclude, ...CLICKHOUSE_TESTS, ...CLICKHOUSE_SERVER_TESTS],
          // Builds dist/ once for the tests that spawn the real process or the DuckDB worker.
          globalSetup: ['./test/setup/build.ts'],
          // Two files at a time (Vitest's default on two cores is one): in `pnpm test` these tests run beside
          // the e2e run and were its stage's last ~25 s alone on one core (docs/perf/history/test-run.md).
          // After the ClickHouse projects: the CPU-dense files last, where they fill the cores the e2e lane
          // leaves.
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: {
          name: 'clickhouse-server',
          include: CLICKHOUSE_SERVER_TESTS,
          // One server for the run (started only when one of these files runs), one database a file.
          // dist/ too: durability-clickhouse.test.ts runs the real process.
          globalSetup: ['./test/setup/build.ts', './test/setup/clickhouse.ts'],
          // One file at a time: each takes the shared server down and starts it again. First: these files
          // mostly wait (for a server to stop, start or come back), which costs least while the e2e run keeps
          // both cores busy (docs/decisions/0010-test-run-stages.md).
          fileParallelism: false,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'clickhouse',
          include: CLICKHOUSE_TESTS,
          // One process for these files: chDB binds one data folder per process (test/support/chdb.ts), and the
          // engine (~0.5 GB of library) is loaded once. Beside the server project, whose files mostly wait.
          fileParallelism: false,
          sequence: { groupOrder: 0 },
        },
      },
    ],
  },
});
