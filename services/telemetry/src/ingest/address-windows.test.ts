import { describe, expect, it } from 'vitest';
import { AddressWindows } from './address-windows.ts';

const address = (i: number) => `2001:db8::${i.toString(16)}`;

describe('AddressWindows', () => {
  it('counts per address within a window, and starts afresh once the window ended', () => {
    const windows = new AddressWindows(100, 60_000);
    expect(windows.take('a', 1, 0).count).toBe(1);
    expect(windows.take('a', 5, 59_999).count).toBe(6);
    expect(windows.take('b', 1, 10).count).toBe(1);
    expect(windows.take('a', 1, 60_000)).toEqual({ count: 1, resetAt: 120_000 });
  });

  it('never holds more than its maximum of addresses, however many come (300,000 here)', () => {
    const windows = new AddressWindows(1000);
    let largest = 0;
    for (let i = 0; i < 300_000; i += 1) {
      windows.take(address(i), 1, i);
      largest = Math.max(largest, windows.size);
    }
    expect(largest).toBeLessThanOrEqual(1000);
    expect(largest).toBeGreaterThan(900);
  });

  it('keeps an active address’s count across a rotation while fewer than half its maximum are new', () => {
    const windows = new AddressWindows(1000);
    windows.take('busy', 10, 0);
    windows.rotate(); // a window's time passed: 'busy' moves to the previous generation
    for (let i = 0; i < 499; i += 1) windows.take(address(i), 1, 1);
    expect(windows.take('busy', 1, 2).count).toBe(11);
    windows.rotate();
    windows.rotate(); // untouched for two rotations: gone
    expect(windows.take('busy', 1, 3).count).toBe(1);
  });
});
