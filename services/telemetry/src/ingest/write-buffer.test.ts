import { describe, expect, it } from 'vitest';
import { memorySpool } from '../../test/support/app.ts';
import { WriteBuffer } from './write-buffer.ts';

const options = (flushRows: number, maxRows: number) => ({ flushRows, maxRows, onError: () => {} });

describe('WriteBuffer', () => {
  it('flushes by size, one write at a time, in order, and releases the spool behind each write', async () => {
    const spool = memorySpool<number>();
    const writes: number[][] = [];
    let active = 0;
    const buffer = new WriteBuffer(
      async (rows: number[]) => {
        active += 1;
        expect(active).toBe(1);
        await new Promise((resolve) => setTimeout(resolve, 5));
        writes.push([...rows]);
        active -= 1;
      },
      (): number[] => [],
      options(2, 100),
      spool,
    );
    buffer.offer([1, 2], spool.append([1, 2])); // reaches flushRows: a write starts
    buffer.offer([3], spool.append([3]));
    await Promise.all([buffer.flush(), buffer.flush()]);
    expect(writes).toEqual([[1, 2], [3]]);
    expect(buffer.size).toBe(0);
    expect(spool.released).toEqual({ segment: 1, offset: 2 });
    expect(spool.reads).toBe(0); // everything came from memory
  });

  it('under steady load writes full batches: what arrives during a write waits for FLUSH_ROWS or the next tick', async () => {
    const spool = memorySpool<number>();
    const writes: number[][] = [];
    const arriving = [[4], [5], [6, 7, 8], [9]]; // one offer lands during each write
    const buffer = new WriteBuffer(
      async (rows: number[]) => {
        writes.push([...rows]);
        const next = arriving.shift();
        await new Promise((resolve) => setImmediate(resolve));
        if (next) offer(next);
        await new Promise((resolve) => setImmediate(resolve));
      },
      (): number[] => [],
      options(3, 100),
      spool,
    );
    const offer = (rows: number[]) => buffer.offer(rows, spool.append(rows));
    offer([1, 2, 3]); // reaches FLUSH_ROWS: a write starts; [4] arrives during it and is not written alone
    await buffer.flush({ untilEmpty: false }); // as the timer's tick: takes [4]; [5] arrives meanwhile
    expect(writes).toEqual([[1, 2, 3], [4]]);
    expect(buffer.size).toBe(1);
    offer([]); // nothing new: no write
    await buffer.flush({ untilEmpty: false }); // tick: [5]; [6, 7, 8] arrive, a full batch, written next
    expect(writes).toEqual([[1, 2, 3], [4], [5], [6, 7, 8]]);
    await buffer.flush(); // shutdown: everything, [9] too
    expect(writes.flat()).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(buffer.size).toBe(0);
  });

  it('keeps the rows of a failed write, ahead of newer ones; past its bound, newer ones wait in the spool', async () => {
    const spool = memorySpool<number>();
    let fail = true;
    const written: number[] = [];
    const buffer = new WriteBuffer(
      async (rows: number[]) => {
        if (fail) throw new Error('disk full');
        written.push(...rows);
      },
      (): number[] => [],
      options(2, 3),
      spool,
    );
    const offer = (rows: number[]) => buffer.offer(rows, spool.append(rows));
    offer([1, 2]);
    await expect(buffer.flush()).rejects.toThrow('disk full');
    offer([3]);
    offer([4, 5]); // memory holds 3 rows: these stay on disk only
    offer([6]); // and so does everything after them, to keep the order
    expect(buffer.size).toBe(3);
    expect(buffer.spilled).toBe(true);
    fail = false;
    await buffer.flush();
    expect(written).toEqual([1, 2, 3, 4, 5, 6]);
    expect(buffer.spilled).toBe(false);
    expect(spool.released).toEqual({ segment: 1, offset: 4 });
    offer([7]); // back in memory
    expect(buffer.size).toBe(1);
  });

  it('replays what the spool held at start before anything newer', async () => {
    const spool = memorySpool<number>();
    spool.append([1, 2]);
    spool.append([3]);
    const written: number[][] = [];
    const buffer = new WriteBuffer(
      async (rows: number[]) => void written.push([...rows]),
      (): number[] => [],
      options(100, 100),
      Object.assign(spool, { end: { segment: 1, offset: 2 } }), // the two records a killed process left
    );
    expect(buffer.spilled).toBe(true);
    buffer.offer([4], spool.append([4]));
    await buffer.flush();
    expect(written.flat()).toEqual([1, 2, 3, 4]);
  });
});
