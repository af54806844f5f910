// A DuckDB worker that dies the first time it is sent a batch of vitals for a database, as a crash
// would (duckdb-worker.test.ts); every later worker for that file is the real one. The marker file
// remembers the crash across workers, which share nothing else.
import { existsSync, writeFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import '../../../dist/duckdb-worker.js';

const marker = `${workerData.path}.crashed`;

// Runs right after the real worker's listener, which only queues the write (it starts a microtask
// later), so the thread stops before the batch reaches DuckDB.
parentPort.on('message', ({ method }) => {
  if (method !== 'insertVitals' || existsSync(marker)) return;
  writeFileSync(marker, '');
  process.exit(70);
});
