import type { VitalReport } from '@opstap/contracts';
import { vitalReport } from '@opstap/contracts/fixtures';
import { vi } from 'vitest';
import { createVitalTransport, type SendAnswer, type SentBatch } from './create-vital-transport.ts';

// Test support for the transport tests: a valid report and a transport wired to recording fakes.

export const report = (id: string, name: VitalReport['name'] = 'LCP', value = 1000): VitalReport =>
  vitalReport({ id, name, value });

/** A transport with recording fakes for sendBeacon and fetch. */
export function setup(
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
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
