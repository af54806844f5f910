import { describe, expect, it } from 'vitest';
import { sealedDays, type PartSpan } from './sealed-days.ts';

const window = { from: new Date('2026-09-01T10:00:00Z'), to: new Date('2026-09-06T00:00:00Z') };
const NOW = Date.parse('2026-11-25T12:00:00Z');
const part = (minDay: string, maxDay: string, merged = true): PartSpan => ({ minDay, maxDay, merged });

describe('sealed days (docs/decisions/0123-clickhouse-sealed-days.md)', () => {
  it('are the window days that exactly one merged part holds', () => {
    const parts = [
      part('2026-08-20', '2026-09-02'),
      part('2026-09-03', '2026-09-04'),
      part('2026-09-04', '2026-09-04', false), // a late insert: day 4 has two parts
      part('2026-09-05', '2026-09-10', false), // never merged: may hold one key twice
    ];
    expect(sealedDays(parts, window, NOW)).toEqual(['2026-09-01', '2026-09-02', '2026-09-03']);
  });

  it("run to the window's last day (an end at midnight adds a day without rows, harmless)", () => {
    expect(sealedDays([part('2026-09-01', '2026-09-30')], window, NOW)).toEqual([
      '2026-09-01',
      '2026-09-02',
      '2026-09-03',
      '2026-09-04',
      '2026-09-05',
      '2026-09-06',
    ]);
  });

  it('never include yesterday or today, where a repeat of a metric id may still arrive', () => {
    const recent = { from: new Date('2026-11-20T00:00:00Z'), to: new Date('2026-11-25T12:00:00Z') };
    expect(sealedDays([part('2026-11-01', '2026-11-25')], recent, NOW)).toEqual([
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
    ]);
  });

  it('are none without parts', () => {
    expect(sealedDays([], window, NOW)).toEqual([]);
  });
});
