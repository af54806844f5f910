import { MAX_BATCH, type VitalReport } from '@opstap/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addLogSink, type LogRecord } from '../logger.ts';
import { createVitalTransport, type SendAnswer, type SentBatch } from './create-vital-transport.ts';

const report = (id: string, name: VitalReport['name'] = 'LCP', value = 1000): VitalReport => ({
  name,
  value,
  id,
  connectionType: '4g',
  country: 'nl',
  language: 'nl',
  appVersion: '1.0.0',
  appType: 'home-page',
  path: '/',
  userType: 'anonymous',
  windowOrientation: 'portrait',
  height: 800,
  width: 400,
  devicePixelRatio: 2,
});

/** A transport with recording fakes for sendBeacon and fetch. */
function setup(
  opts: { beacon?: boolean | 'missing' | 'throws'; status?: number; headers?: Record<string, string> } = {},
) {
  const beacons: { url: string; body: string }[] = [];
  const fetches: { url: string; init: RequestInit }[] = [];
  const sent: SentBatch[] = [];
  const answers: [number, SendAnswer][] = [];
  let clock = 1_000_000;
  const sendBeacon =
    opts.beacon === 'missing'
      ? undefined
      : (url: string, body: string) => {
          if (opts.beacon === 'throws') throw new TypeError('Illegal invocation');
          beacons.push({ url, body });
          return opts.beacon !== false;
        };
  const fetchFake = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    fetches.push({ url: String(url), init: init ?? {} });
    return new Response(null, { status: opts.status ?? 204, headers: opts.headers });
  });
  const transport = createVitalTransport({
    endpoint: '/analytics/vital',
    sendBeacon,
    fetch: fetchFake as typeof fetch,
    now: () => clock,
    onSent: (batch) => sent.push(batch),
    onAnswer: (batch, answer) => answers.push([batch, answer]),
  });
  return { transport, beacons, fetches, sent, answers, fetchFake, tick: (ms: number) => (clock += ms) };
}

/** Lets the fetch promise chains settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

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

describe('failures', () => {
  it('logs a warning and never throws when fetch fails', async () => {
    const transport = createVitalTransport({
      endpoint: '/v',
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    transport.enqueue(report('a'));
    expect(() => transport.flush()).not.toThrow();
    await settle();
    expect(warnings.map((w) => [w.level, w.scope, w.message])).toEqual([
      ['warn', 'vitals-transport', 'Vitals could not be sent'],
    ]);
  });

  it('logs a warning when fetch throws synchronously (keepalive quota)', () => {
    const transport = createVitalTransport({
      endpoint: '/v',
      fetch: () => {
        throw new TypeError('keepalive quota exceeded');
      },
    });
    transport.enqueue(report('a'));
    expect(() => transport.flush()).not.toThrow();
    expect(warnings).toHaveLength(1);
  });

  it('logs a warning for a rejected batch (400), and does not resend it', async () => {
    const { transport, fetches } = setup({ beacon: false, status: 400 });
    transport.enqueue(report('a'));
    transport.flush();
    await settle();
    transport.flush();
    await settle();
    expect(fetches).toHaveLength(1);
    expect(warnings[0]?.message).toBe('Vitals rejected with HTTP 400');
  });

  it('warns when there is no way to send at all', () => {
    const transport = createVitalTransport({ endpoint: '/v' });
    transport.enqueue(report('a'));
    transport.flush();
    expect(warnings).toHaveLength(1);
  });
});

describe('429 and Retry-After', () => {
  it('waits as long as Retry-After says, then sends the refused reports again', async () => {
    const { transport, fetches, answers, tick } = setup({
      beacon: false,
      status: 429,
      headers: { 'Retry-After': '30' },
    });
    transport.enqueue(report('a'));
    transport.flush();
    await settle();
    expect(answers).toEqual([[1, 429]]);
    expect(transport.pendingCount()).toBe(1);
    expect(transport.blockedUntil()).toBe(1_000_000 + 30_000);
    expect(warnings).toHaveLength(0); // being told to slow down is not a failure

    tick(29_000);
    transport.enqueue(report('b'));
    transport.flush();
    await settle();
    expect(fetches).toHaveLength(1);

    tick(1_000);
    transport.flush();
    await settle();
    expect(fetches).toHaveLength(2);
    expect(JSON.parse(String(fetches[1]?.init.body)).map((r: VitalReport) => r.id)).toEqual(['a', 'b']);
  });

  it('keeps a newer value queued meanwhile rather than the refused one', async () => {
    const { transport, fetches, tick } = setup({
      beacon: false,
      status: 503,
      headers: { 'Retry-After': '1' },
    });
    transport.enqueue(report('cls', 'CLS', 0.1));
    transport.flush();
    transport.enqueue(report('cls', 'CLS', 0.2)); // refused: already in flight
    await settle();
    tick(1_000);
    transport.flush();
    await settle();
    expect(JSON.parse(String(fetches[1]?.init.body))[0].value).toBe(0.1);
  });

  it('holds everything for the given time on backOff (a beacon answered 429)', () => {
    const { transport, beacons, tick } = setup();
    transport.backOff(60_000);
    transport.enqueue(report('a'));
    transport.flush();
    expect(beacons).toHaveLength(0);
    tick(60_000);
    transport.flush();
    expect(beacons).toHaveLength(1);
  });
});
