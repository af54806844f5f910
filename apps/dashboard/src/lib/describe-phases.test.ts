import type { PhaseFigure, PhasesResponse } from '@opstap/contracts';
import { describe, expect, it } from 'vitest';
import { describePhases, largestPart } from './describe-phases.ts';

const figure = (phase: string, p75: number | null, extra: Partial<PhaseFigure> = {}): PhaseFigure => ({
  phase,
  count: 100,
  p75,
  baseline: null,
  difference: null,
  interval: null,
  confidence: null,
  verdict: null,
  missing: null,
  ...extra,
});

const answer = (rows: PhasesResponse['rows'], compared: boolean): PhasesResponse => ({
  metric: 'LCP',
  phases: ['timeToFirstByte', 'elementRenderDelay'],
  groupBy: ['screen', 'device'],
  from: '2026-11-01T00:00:00.000Z',
  to: '2026-11-28T00:00:00.000Z',
  tz: 'UTC',
  baseline: compared ? '1.6.0' : null,
  candidate: compared ? '1.7.0' : null,
  minSamples: 50,
  method: null,
  correction: null,
  rows,
});

describe('describePhases', () => {
  it('names the part that grew, where, and by how much', () => {
    const rows = [
      {
        group: { screen: 'employers', device: 'mobile' },
        phases: [
          figure('timeToFirstByte', 400, { verdict: 'no-change', difference: 10 }),
          figure('elementRenderDelay', 1250, { verdict: 'worse', difference: 620 }),
        ],
        grew: 'elementRenderDelay',
      },
      {
        group: { screen: 'home', device: 'desktop' },
        phases: [figure('timeToFirstByte', 300), figure('elementRenderDelay', 200)],
        grew: null,
      },
    ];
    expect(describePhases(answer(rows, true))).toBe(
      'From 1.6.0 to 1.7.0: element render delay grew +620 ms on employers · mobile. The largest sub-part p75: element render delay on employers · mobile, 1.25 s.',
    );
  });

  it('says when nothing grew, and when there is nothing to show', () => {
    const rows = [
      { group: { screen: 'home', device: 'desktop' }, phases: [figure('timeToFirstByte', 300)], grew: null },
    ];
    expect(describePhases(answer(rows, true))).toMatch(
      /^No LCP sub-part grew significantly from 1.6.0 to 1.7.0/,
    );
    expect(describePhases(answer([], false))).toBe(
      'No LCP reports with their parts in this window and these filters.',
    );
  });

  it('finds the largest part, skipping parts without values', () => {
    const row = {
      group: {},
      phases: [figure('a', null), figure('b', 5), figure('c', 3)],
      grew: null,
    };
    expect(largestPart(row)?.phase).toBe('b');
  });
});
