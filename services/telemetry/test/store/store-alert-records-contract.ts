import { expect, it } from 'vitest';
import { ALERT_HISTORY_KINDS, type AlertRecord } from '../../src/store/alert-records.ts';
import type { VitalsStore } from '../../src/store/types.ts';

/** The alerting's records (src/store/alert-records.ts) in every store: newest version per key, deletions hide it. */
export function describeAlertRecordsContract(store: () => VitalsStore): void {
  const record = (key: string, version: number, body: string, deleted = false): AlertRecord => ({
    kind: 'budget',
    key,
    version,
    body,
    deleted,
  });

  it('keeps the newest record of each key, hides a deleted key and keeps the kinds apart', async () => {
    await store().putAlertRecords([record('a', 1, '{"v":1}'), record('b', 1, '{"v":"b"}')]);
    await store().putAlertRecords([record('a', 3, '{"v":3}')]);
    // An older version written late (a retried write) changes nothing.
    await store().putAlertRecords([record('a', 2, '{"v":2}')]);
    await store().putAlertRecords([{ ...record('a', 1, '"state"'), kind: 'state' }]);
    expect((await store().alertRecords('budget')).map((r) => [r.key, r.version, r.body])).toEqual([
      ['a', 3, '{"v":3}'],
      ['b', 1, '{"v":"b"}'],
    ]);
    await store().putAlertRecords([record('b', 2, '', true)]);
    await store().putAlertRecords([record('b', 1, '{"v":"late"}')]);
    expect((await store().alertRecords('budget')).map((r) => r.key)).toEqual(['a']);
    expect((await store().alertRecords('state')).map((r) => r.body)).toEqual(['"state"']);
    expect(await store().alertRecords('event')).toEqual([]);
  });

  it('writes several records of several kinds in one write, text kept as it was', async () => {
    const body = JSON.stringify({ text: 'quote \' " \\ and ünïcode ✓', n: 1.5 });
    await store().putAlertRecords([
      { kind: 'event', key: 'e1', version: 10, body, deleted: false },
      { kind: 'delivery', key: 'e1/hook', version: 10, body: '{}', deleted: false },
    ]);
    expect((await store().alertRecords('event'))[0]?.body).toBe(body);
    // One key twice in one write: the newer of the two is kept.
    await store().putAlertRecords([
      { kind: 'event', key: 'e2', version: 12, body: '"newer"', deleted: false },
      { kind: 'event', key: 'e2', version: 11, body: '"older"', deleted: false },
    ]);
    expect((await store().alertRecords('event')).find((r) => r.key === 'e2')?.body).toBe('"newer"');
    expect(await store().alertRecords('delivery')).toHaveLength(1);
  });

  it('deletes the history written before a cutoff, every version of it, and keeps the budgets, their states and what is newer', async () => {
    const at = (kind: AlertRecord['kind'], key: string, version: number, body = `"${key}@${version}"`) => ({
      kind,
      key,
      version,
      body,
      deleted: false,
    });
    await store().putAlertRecords([
      at('event', 'x-old', 1_000),
      at('delivery', 'x-old/hook', 1_000),
      at('event', 'x-new', 3_000),
      at('delivery', 'x-new/hook', 3_000),
      at('event', 'x-late', 1_000),
      at('delivery', 'x-late/hook', 1_000),
      // Budgets and states are not history, however old.
      at('budget', 'x-budget', 1_000),
      at('state', 'x-budget', 1_000),
    ]);
    // Written again in separate writes: on ClickHouse, rows of their own.
    await store().putAlertRecords([at('delivery', 'x-old/hook', 1_500)]);
    await store().putAlertRecords([at('delivery', 'x-late/hook', 2_500)]);
    await store().expireAlertRecords(ALERT_HISTORY_KINDS, new Date(2_000));
    const mine = async (kind: AlertRecord['kind']) =>
      (await store().alertRecords(kind))
        .filter((r) => r.key.startsWith('x-'))
        .map((r) => [r.key, r.version, r.body]);
    expect(await mine('event')).toEqual([['x-new', 3_000, '"x-new@3000"']]);
    // A message recorded again after the cutoff keeps its newer record, and no older one comes back.
    expect(await mine('delivery')).toEqual([
      ['x-late/hook', 2_500, '"x-late/hook@2500"'],
      ['x-new/hook', 3_000, '"x-new/hook@3000"'],
    ]);
    expect(await mine('budget')).toEqual([['x-budget', 1_000, '"x-budget@1000"']]);
    expect(await mine('state')).toEqual([['x-budget', 1_000, '"x-budget@1000"']]);
    // Nothing left to delete: a no-op, not an error.
    await store().expireAlertRecords(ALERT_HISTORY_KINDS, new Date(2_000));
    expect(await mine('event')).toEqual([['x-new', 3_000, '"x-new@3000"']]);
  });
}
