import type { VitalBatch, VitalRow, VitalsStore } from './types.ts';

/** `rows` as a batch of `store`'s own kind, for its `insertVitals` (tests, benches, anyone holding rows). */
export function batchOf(store: VitalsStore, rows: readonly VitalRow[]): VitalBatch {
  const batch = store.createVitalBatch(rows.length);
  for (const row of rows) batch.push(row);
  return batch;
}
