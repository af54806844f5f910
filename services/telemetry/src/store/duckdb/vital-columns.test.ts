import { describe, expect, it } from 'vitest';
import { addMs, caseDay, vital } from '../../../test/store/store-contract-data.ts';
import {
  ATTRIBUTION_NUMBERS,
  ATTRIBUTION_TEXTS,
  EMPTY_ATTRIBUTION,
  type StoredAttribution,
} from '../stored-attribution.ts';
import type { VitalRow } from '../types.ts';
import {
  NUMBER_FIELDS,
  ROW_NUMBERS,
  columnsOf,
  numberAt,
  textAt,
  PAGE_VIEW_FIELDS,
  TEXT_FIELDS,
  TEXTS_PER_ROW,
  VitalColumnsBuilder,
  type VitalColumns,
} from './vital-columns.ts';
import { storedValue, valueScale } from '../stored-value.ts';

/** Row `i` decoded from the columns, to compare with what was pushed. */
function rowAt(batch: VitalColumns, i: number): VitalRow {
  const texts = Object.fromEntries(TEXT_FIELDS.map((field, f) => [field, textAt(batch, i, f)]));
  const [receivedAt, value, height, width, devicePixelRatio] = [0, 1, 2, 3, 4].map((f) =>
    numberAt(batch, i, f),
  );
  const attribution = {
    ...Object.fromEntries(ATTRIBUTION_TEXTS.map((key, a) => [key, textAt(batch, i, TEXT_FIELDS.length + a)])),
    ...Object.fromEntries(
      ATTRIBUTION_NUMBERS.map((key, a) => {
        const number = numberAt(batch, i, ROW_NUMBERS + a);
        return [key, Number.isNaN(number) ? null : number];
      }),
    ),
  } as StoredAttribution;
  const pageView = Object.fromEntries(
    PAGE_VIEW_FIELDS.map((field, p) => [
      field,
      textAt(batch, i, TEXTS_PER_ROW - PAGE_VIEW_FIELDS.length + p),
    ]),
  );
  return {
    ...(texts as Pick<VitalRow, (typeof TEXT_FIELDS)[number]>),
    ...(pageView as Pick<VitalRow, (typeof PAGE_VIEW_FIELDS)[number]>),
    attribution,
    receivedAt: new Date(receivedAt as number),
    // The column holds the value in its metric's fixed-point units (../stored-value.ts).
    value: (value as number) / valueScale(texts.name as string),
    height: height as number,
    width: width as number,
    devicePixelRatio: devicePixelRatio as number,
  };
}

describe('vitals as columns (vital-columns.ts)', () => {
  const day = caseDay(7);
  const rows = Array.from({ length: 37 }, (_, i) =>
    vital({
      receivedAt: addMs(day, i),
      value: storedValue('LCP', i / 3), // as ingest hands rows over (../stored-value.ts)
      id: `v5-col-${i}`,
      path: `/p${i % 3}`,
      width: 300 + i,
      ...(i % 2 === 0 && {
        attribution: {
          ...EMPTY_ATTRIBUTION,
          target: `img.hero-${i % 4}`,
          resourceLoadDelay: i * 10,
          inputDelay: 0,
        },
      }),
    }),
  );

  it('gives back every row as it was pushed, growing past its first capacity, and the same when built again', () => {
    const builder = new VitalColumnsBuilder(1);
    for (const row of rows) builder.push(row);
    expect(builder.length).toBe(37);
    const batch = builder.build();
    expect(batch.numbers.length).toBe(37 * NUMBER_FIELDS); // cut to size: no empty rows travel to the store
    expect(Array.from({ length: batch.count }, (_, i) => rowAt(batch, i))).toEqual(rows);
    expect(builder.build()).toEqual(batch); // a retried write sends the same rows
  });

  it('stores each distinct text once, and each id on its own', () => {
    const batch = columnsOf(rows);
    expect(new Set(batch.texts).size).toBe(batch.texts.length);
    expect(batch.texts.filter((text) => text.startsWith('/p'))).toEqual(['/p0', '/p1', '/p2']);
    expect(batch.texts.filter((text) => text.startsWith('v5-col-'))).toHaveLength(37);
  });

  it('makes an empty batch of no rows', () => {
    expect(columnsOf([])).toMatchObject({ count: 0, texts: [] });
  });
});
