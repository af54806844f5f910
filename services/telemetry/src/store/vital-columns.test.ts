import { describe, expect, it } from 'vitest';
import { addMs, caseDay, vital } from './store-contract-data.ts';
import { columnsOf, rowsOf, VitalColumnsBuilder } from './vital-columns.ts';

describe('vitals as columns (vital-columns.ts)', () => {
  const day = caseDay(7);
  const rows = Array.from({ length: 37 }, (_, i) =>
    vital({ receivedAt: addMs(day, i), value: i / 3, id: `v5-col-${i}`, path: `/p${i % 3}`, width: 300 + i }),
  );

  it('gives back every row as it was pushed, growing past its first capacity', () => {
    const builder = new VitalColumnsBuilder(1);
    for (const row of rows) builder.push(row);
    expect(builder.count).toBe(37);
    const batch = builder.build();
    expect(batch.numbers.length).toBe(37 * 5); // cut to size: no empty rows travel to the store
    expect(rowsOf(batch)).toEqual(rows);
  });

  it('stores each distinct text once, and each id on its own', () => {
    const batch = columnsOf(rows);
    expect(new Set(batch.texts).size).toBe(batch.texts.length);
    expect(batch.texts.filter((text) => text.startsWith('/p'))).toEqual(['/p0', '/p1', '/p2']);
    expect(batch.texts.filter((text) => text.startsWith('v5-col-'))).toHaveLength(37);
  });

  it('makes an empty batch of no rows', () => {
    expect(columnsOf([])).toMatchObject({ count: 0, texts: [] });
    expect(rowsOf(columnsOf([]))).toEqual([]);
  });
});
