import type { VitalReport } from '@opstap/contracts';
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

  it('logs a warning when fetch throws synchronously (keepalive quota), and never throws', async () => {
    const transport = createVitalTransport({
      endpoint: '/v',
      fetch: () => {
        throw new TypeError('keepalive quota exceeded');
      },
    });
    transport.enqueue(report('a'));
    expect(() => transport.flush()).not.toThrow();
    await settle();
    expect(warnings.map((w) => w.message)).toEqual(['Vitals could not be sent']);
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
