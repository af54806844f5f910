import { MAX_BATCH, type VitalReport } from '@opstap/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LogRecord } from '../log-record.ts';
import { addLogSink } from '../log-sinks.ts';
import { createVitalTransport } from './create-vital-transport.ts';
import { report, settle, setup } from './transport-fakes.ts';

const warnings: LogRecord[] = [];
addLogSink((record) => warnings.push(record));
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {}); // development console level is warn
});
afterEach(() => {
  warnings.length = 0;
  vi.restoreAllMocks();
});

describe('queueing', () => {
  it('sends nothing until flushed, then all queued reports in one beacon as a JSON string', () => {
    const { transport, beacons, fetches } = setup();
    transport.enqueue(report('a', 'FCP'));
    transport.enqueue(report('b', 'TTFB'));
    expect(beacons).toHaveLength(0);
    expect(transport.pendingCount()).toBe(2);
    transport.flush();
    expect(beacons).toHaveLength(1);
    expect(beacons[0]?.url).toBe('/analytics/vital');
    // A string body: sendBeacon sends it as text/plain, which needs no CORS preflight.
    expect(typeof beacons[0]?.body).toBe('string');
    expect(JSON.parse(beacons[0]?.body ?? '').map((r: VitalReport) => r.id)).toEqual(['a', 'b']);
    expect(fetches).toHaveLength(0);
    expect(transport.pendingCount()).toBe(0);
  });

  it('does nothing on a flush with an empty queue', () => {
    const { transport, beacons, fetches } = setup();
    transport.flush();
    expect(beacons).toHaveLength(0);
    expect(fetches).toHaveLength(0);
  });

  it('splits more than MAX_BATCH reports into several bodies', () => {
    const { transport, beacons } = setup();
    for (let i = 0; i < MAX_BATCH + 3; i += 1) transport.enqueue(report(`id-${i}`));
    transport.flush();
    expect(beacons.map((b) => JSON.parse(b.body).length)).toEqual([MAX_BATCH, 3]);
  });

  it('holds a bounded number of reports, dropping the oldest', () => {
    const transport = createVitalTransport({ endpoint: '/v', sendBeacon: () => true, maxPending: 2 });
    transport.enqueue(report('a'));
    transport.enqueue(report('b'));
    transport.enqueue(report('c'));
    expect(transport.pendingCount()).toBe(2);
    expect(transport.droppedCount()).toBe(1);
  });
});

describe('earlier page views (docs/requirements/client-telemetry.md#page-views)', () => {
  it('sends only the reports picked (an earlier view’s) and keeps the rest for later', () => {
    const { transport, beacons } = setup();
    transport.enqueue({ ...report('a', 'CLS', 0.1), pageViewId: 'doc-1' });
    transport.enqueue({ ...report('b', 'LCP'), pageViewId: 'doc-2' });
    transport.flush((queued) => queued.pageViewId !== 'doc-2');
    expect(JSON.parse(beacons[0]?.body ?? '').map((r: VitalReport) => r.id)).toEqual(['a']);
    expect(transport.pendingCount()).toBe(1);
    transport.flush((queued) => queued.pageViewId !== 'doc-2');
    expect(beacons).toHaveLength(1); // nothing picked: no empty beacon
    transport.flush();
    expect(JSON.parse(beacons[1]?.body ?? '').map((r: VitalReport) => r.id)).toEqual(['b']);
  });

  it('remembers a bounded number of sent ids over a long visit: the newest are still never sent twice', () => {
    const { transport } = setup();
    for (let i = 0; i < 2000; i += 1) {
      transport.enqueue(report(`id-${i}`));
      transport.flush();
    }
    expect(transport.enqueue(report('id-1999'))).toBe(false);
    expect(transport.enqueue(report('id-1600'))).toBe(false);
    // The oldest are forgotten: web-vitals never reports a view's metric again once the next view began.
    expect(transport.enqueue(report('id-0'))).toBe(true);
  });
});

describe('dedupe by metric id', () => {
  it('sends the latest value once when a metric is reported again before the flush', () => {
    const { transport, beacons } = setup();
    transport.enqueue(report('cls-1', 'CLS', 0.05));
    transport.enqueue(report('cls-1', 'CLS', 0.12));
    transport.flush();
    const body = JSON.parse(beacons[0]?.body ?? '') as VitalReport[];
    expect(body).toHaveLength(1);
    expect(body[0]?.value).toBe(0.12);
  });

  it('never sends an id twice, even when web-vitals reports it again after the page was hidden once', () => {
    const { transport, beacons } = setup();
    transport.enqueue(report('cls-1', 'CLS', 0.05));
    transport.flush();
    expect(transport.enqueue(report('cls-1', 'CLS', 0.3))).toBe(false);
    transport.enqueue(report('inp-1', 'INP', 80));
    transport.flush();
    const ids = beacons.flatMap((b) => (JSON.parse(b.body) as VitalReport[]).map((r) => r.id));
    expect(ids).toEqual(['cls-1', 'inp-1']);
  });
});

describe('beacon, else fetch with keepalive', () => {
  it('falls back to fetch (keepalive, JSON content type, same body) when the beacon is refused', async () => {
    const { transport, beacons, fetches, sent, answers } = setup({ beacon: false });
    transport.enqueue(report('a'));
    transport.flush();
    await settle();
    expect(beacons).toHaveLength(1);
    expect(fetches).toHaveLength(1);
    expect(fetches[0]?.url).toBe('/analytics/vital');
    expect(fetches[0]?.init).toMatchObject({
      method: 'POST',
      keepalive: true,
      headers: { 'content-type': 'application/json' },
      body: beacons[0]?.body,
    });
    expect(sent.map((s) => s.via)).toEqual(['fetch']);
    expect(answers).toEqual([[1, 204]]);
  });

  it('falls back to fetch when the browser has no sendBeacon, or it throws', async () => {
    for (const beacon of ['missing', 'throws'] as const) {
      const { transport, fetches } = setup({ beacon });
      transport.enqueue(report('a'));
      expect(() => transport.flush()).not.toThrow();
      await settle();
      expect(fetches).toHaveLength(1);
    }
  });

  it('records a beacon the browser accepted as queued, without a fetch', () => {
    const { transport, sent, answers, fetches } = setup();
    transport.enqueue(report('a'));
    transport.flush();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ batch: 1, via: 'beacon', reports: [report('a')] });
    expect(answers).toEqual([[1, 'queued']]);
    expect(fetches).toHaveLength(0);
  });
});
