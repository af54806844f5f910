import { describe, expect, it } from 'vitest';
import { WriteBuffer } from './write-buffer.ts';

const rows = (): number[] => [];

describe('WriteBuffer', () => {
  it('takes all of a batch or none, up to its bound', () => {
    const buffer = new WriteBuffer(async () => {}, rows, {
      flushRows: 100,
      maxRows: 5,
      onError: () => {},
    });
    expect(buffer.offer([1, 2, 3])).toBe(true);
    expect(buffer.offer([4, 5, 6])).toBe(false);
    expect(buffer.offer([4, 5])).toBe(true);
    expect(buffer.size).toBe(5);
  });

  it('flushes by size, one write at a time, in order', async () => {
    const writes: number[][] = [];
    let active = 0;
    const buffer = new WriteBuffer(
      async (batch: number[]) => {
        active += 1;
        expect(active).toBe(1);
        await new Promise((resolve) => setTimeout(resolve, 5));
        writes.push([...batch]);
        active -= 1;
      },
      rows,
      { flushRows: 2, maxRows: 100, onError: () => {} },
    );
    buffer.offer([1, 2]); // reaches flushRows: a write starts
    buffer.offer([3]);
    await Promise.all([buffer.flush(), buffer.flush()]);
    expect(writes).toEqual([[1, 2], [3]]);
    expect(buffer.size).toBe(0);
  });

  it('keeps the rows of a failed write, ahead of newer ones, and counts them while held', async () => {
    let fail = true;
    const written: number[] = [];
    const buffer = new WriteBuffer(
      async (batch: number[]) => {
        if (fail) throw new Error('disk full');
        written.push(...batch);
      },
      rows,
      { flushRows: 100, maxRows: 3, onError: () => {} },
    );
    buffer.offer([1, 2]);
    await expect(buffer.flush()).rejects.toThrow('disk full');
    expect(buffer.offer([3])).toBe(true);
    expect(buffer.offer([4])).toBe(false); // still bounded while the store is down
    fail = false;
    await buffer.flush();
    expect(written).toEqual([1, 2, 3]);
  });

  it('gives up, and counts, both the rows of failed batches and the rows still collecting', async () => {
    const buffer = new WriteBuffer(
      async () => {
        throw new Error('disk gone');
      },
      rows,
      { flushRows: 100, maxRows: 10, onError: () => {} },
    );
    buffer.offer([1, 2, 3]);
    await expect(buffer.flush()).rejects.toThrow('disk gone');
    buffer.offer([4]);
    expect(buffer.discard()).toBe(4);
    expect(buffer.size).toBe(0);
  });
});
