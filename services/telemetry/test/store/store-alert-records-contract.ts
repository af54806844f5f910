import { expect, it } from 'vitest';
import type { AlertRecord } from '../../src/store/alert-records.ts';
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
}
