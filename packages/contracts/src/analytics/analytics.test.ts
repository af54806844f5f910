import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { vitalReport, warnLog } from '../fixtures.ts';
import { CompareResponse } from './compare.ts';
import { FILTER_DIMENSIONS, GROUP_DIMENSIONS } from './dimensions.ts';
import { PassingResponse } from './passing.ts';
import { StoredVital, StoredWarning } from './stored-rows.ts';
import { SummaryResponse } from './summary.ts';

describe('analytics vocabulary', () => {
  it('groups by every filter dimension and by day', () => {
    expect(GROUP_DIMENSIONS).toEqual([...FILTER_DIMENSIONS, 'day']);
  });
});

describe('stored rows (export and import lines)', () => {
  const receivedAt = '2026-11-02T10:00:00.000Z';

  it('a report with its receive time is a stored vital; without it, it is not', () => {
    const report = vitalReport({ attribution: { target: 'main>img', url: 'https://cdn.example/a.jpg' } });
    expect(Value.Check(StoredVital, { ...report, receivedAt })).toBe(true);
    expect(Value.Check(StoredVital, report)).toBe(false);
    expect(Value.Check(StoredVital, { ...report, receivedAt: 'yesterday' })).toBe(false);
  });

  it('a warning with its receive time is a stored warning', () => {
    expect(
      Value.Check(StoredWarning, { ...warnLog(), receivedAt, messageClass: 'Loading chunk * failed' }),
    ).toBe(true);
    expect(Value.Check(StoredWarning, { ...warnLog(), receivedAt, ip: '10.0.0.1' })).toBe(false);
  });
});

describe('response schemas', () => {
  it('a summary row with a day of no data has null percentiles and count 0', () => {
    const response = {
      metric: 'LCP',
      groupBy: ['day', 'device'],
      from: '2026-11-01T00:00:00.000Z',
      to: '2026-11-03T00:00:00.000Z',
      tz: 'Europe/Amsterdam',
      percentiles: [50, 75],
      thresholds: { good: 2500, poor: 4000 },
      rows: [
        {
          group: { day: '2026-11-01', device: 'mobile' },
          count: 0,
          p75: null,
          percentiles: { '50': null, '75': null },
          good: 0,
          needsImprovement: 0,
          poor: 0,
          rating: null,
        },
      ],
    };
    expect(Value.Check(SummaryResponse, response)).toBe(true);
    expect(Value.Check(SummaryResponse, { ...response, rows: [{ ...response.rows[0], rating: 'ok' }] })).toBe(
      false,
    );
  });

  it('compare rows carry an interval pair or null, and a closed verdict', () => {
    const row = {
      key: 'employers',
      group: { screen: 'employers' },
      baseline: { count: 400, p75: 2100 },
      candidate: { count: 380, p75: 2900 },
      difference: 800,
      interval: [620, 990],
      confidence: 0.9975,
      verdict: 'worse',
      missing: null,
    };
    const response = {
      metric: 'LCP',
      method: 'bootstrap',
      baseline: '1.6.0',
      candidate: '1.7.0',
      groupBy: ['screen'],
      minSamples: 50,
      from: '2026-11-01T00:00:00.000Z',
      to: '2026-11-03T00:00:00.000Z',
      correction: { method: 'holm', familyWiseErrorRate: 0.05, tests: 20 },
      rows: [row],
    };
    expect(Value.Check(CompareResponse, response)).toBe(true);
    expect(Value.Check(CompareResponse, { ...response, rows: [{ ...row, interval: [1] }] })).toBe(false);
    expect(Value.Check(CompareResponse, { ...response, rows: [{ ...row, verdict: 'regressed' }] })).toBe(
      false,
    );
    const insufficient = {
      ...row,
      interval: null,
      confidence: null,
      verdict: 'insufficient',
      missing: {
        reason: 'baseline 1.6.0: 0 of 50 values',
        sides: [{ side: 'baseline', release: '1.6.0', count: 0 }],
        minSamples: 50,
      },
    };
    expect(Value.Check(CompareResponse, { ...response, rows: [insufficient] })).toBe(true);
    expect(Value.Check(CompareResponse, { ...response, correction: { method: 'none' } })).toBe(false);
  });

  it('passing has all three metrics per row', () => {
    const figure = { p75: 1, count: 60, rating: 'good' };
    const row = {
      key: 'employers',
      device: 'mobile',
      metrics: { LCP: figure, INP: figure, CLS: figure },
      verdict: 'passing',
    };
    const response = {
      from: '2026-11-01T00:00:00.000Z',
      to: '2026-11-03T00:00:00.000Z',
      groupBy: 'screen',
      minSamples: 50,
      rows: [row],
      site: [{ device: 'mobile', pageViews: 60, passingShare: 1 }],
      siteWide: { pageViews: 60, passingShare: 1 },
    };
    expect(Value.Check(PassingResponse, response)).toBe(true);
    const { CLS: _cls, ...twoMetrics } = row.metrics;
    expect(Value.Check(PassingResponse, { ...response, rows: [{ ...row, metrics: twoMetrics }] })).toBe(
      false,
    );
  });
});
