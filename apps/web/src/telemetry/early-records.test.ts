import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LogRecord } from './log-record.ts';

/** A fresh buffer per test: it is module state. */
async function freshBuffer() {
  vi.resetModules();
  return import('./early-records.ts');
}

const record = (message: string): LogRecord => ({ level: 'warn', scope: 'boot', message, time: 0 });

afterEach(() => vi.resetModules());

describe('the early buffer', () => {
  it('hands over what it held, oldest first, once; then holds nothing more', async () => {
    const buffer = await freshBuffer();
    buffer.holdEarlyRecord(record('first'));
    buffer.holdEarlyRecord(record('second'));
    expect(buffer.heldRecordCount()).toBe(2);
    expect(buffer.takeEarlyRecords()).toEqual({
      records: [record('first'), record('second')],
      dropped: 0,
    });
    buffer.holdEarlyRecord(record('after'));
    expect(buffer.heldRecordCount()).toBe(0);
    expect(buffer.takeEarlyRecords().records).toEqual([]);
  });

  it('keeps the last EARLY_RECORDS_MAX, counting the ones it dropped', async () => {
    const buffer = await freshBuffer();
    const total = buffer.EARLY_RECORDS_MAX + 5;
    for (let i = 0; i < total; i += 1) buffer.holdEarlyRecord(record(`w${i}`));
    const { records, dropped } = buffer.takeEarlyRecords();
    expect(records).toHaveLength(buffer.EARLY_RECORDS_MAX);
    expect(records[0]?.message).toBe('w5');
    expect(records.at(-1)?.message).toBe(`w${total - 1}`);
    expect(dropped).toBe(5);
  });
});
