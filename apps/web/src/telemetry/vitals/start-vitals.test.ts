// @vitest-environment jsdom
import { VitalReport } from '@opstap/contracts';
import { Value } from 'typebox/value';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTelemetryStore } from '../telemetry-store.ts';
import { startVitals } from './start-vitals.ts';

/** web-vitals' attribution build replaced: each `onX` keeps its callback, so the test reports metrics when it wants. */
const callbacks = vi.hoisted(() => new Map<string, (metric: unknown) => void>());
vi.mock('web-vitals/attribution', () => {
  const on = (name: string) => (callback: (metric: unknown) => void) => callbacks.set(name, callback);
  return { onFCP: on('FCP'), onLCP: on('LCP'), onCLS: on('CLS'), onINP: on('INP'), onTTFB: on('TTFB') };
});

const report = (name: string, value: number, id = `v6-${name}`, attribution: object = {}) =>
  callbacks.get(name)?.({
    name,
    value,
    id,
    delta: value,
    rating: 'good',
    entries: [],
    navigationType: 'navigate',
    attribution,
  });

let visibility: DocumentVisibilityState = 'visible';
const hide = () => {
  visibility = 'hidden';
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
};

let beacons: string[];
let stop: () => void;
const store = createTelemetryStore();

beforeEach(async () => {
  callbacks.clear();
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  beacons = [];
  vi.stubGlobal('navigator', {
    ...navigator,
    userAgentData: {
      brands: [{ brand: 'Google Chrome', version: '131' }],
      mobile: true,
      platform: 'Android',
      getHighEntropyValues: async () => ({ platformVersion: '14.0.0' }),
    },
    sendBeacon: (_url: string, body: string) => {
      beacons.push(body);
      return true;
    },
  });
  history.replaceState(null, '', '/jobseekers');
  stop = startVitals({
    endpoint: '/analytics/vital',
    store,
    language: 'en',
    country: 'nl',
    path: '/jobseekers',
    appVersion: '1.0.0',
    appType: 'home-page',
  });
  // web-vitals is subscribed once the Client Hints are read.
  await vi.waitFor(() => expect(callbacks.size).toBe(5));
});
afterEach(() => {
  stop();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('startVitals', () => {
  it('subscribes to the five metrics of the spec (no FID)', () => {
    expect([...callbacks.keys()].sort()).toEqual(['CLS', 'FCP', 'INP', 'LCP', 'TTFB']);
  });

  it('sends nothing while visible, then every measured metric in one beacon when the page is hidden', () => {
    report('FCP', 900);
    report('TTFB', 120);
    report('LCP', 1500);
    expect(beacons).toHaveLength(0);
    hide();
    expect(beacons).toHaveLength(1);
    const sent = JSON.parse(beacons[0] ?? '[]') as VitalReport[];
    expect(sent.map((r) => r.name)).toEqual(['FCP', 'TTFB', 'LCP']);
    for (const r of sent) expect(Value.Check(VitalReport, r)).toBe(true);
    expect(sent[0]).toMatchObject({
      device: 'mobile',
      os: 'Android',
      osVersion: '14.0',
      browser: 'Chrome',
      browserVersion: '131',
      language: 'en',
      path: '/jobseekers',
      screen: 'jobseekers',
      navigationType: 'navigate',
    });
  });

  it('sends web-vitals’ attribution scrubbed: no query or fragment of the page or a resource', () => {
    report('LCP', 2600, 'v6-LCP', {
      target: 'main>img',
      url: `${location.origin}/hero.jpg?q=secret#frag`,
      timeToFirstByte: 100,
      navigationEntry: { name: `${location.origin}/jobseekers?q=secret#frag` },
    });
    hide();
    const body = beacons[0] ?? '';
    expect(body).not.toMatch(/secret|frag/);
    const [sent] = JSON.parse(body) as VitalReport[];
    expect(sent?.attribution).toEqual({
      target: 'main>img',
      url: `${location.origin}/hero.jpg`,
      timeToFirstByte: 100,
    });
    expect(Value.Check(VitalReport, sent)).toBe(true);
  });

  it('includes what web-vitals reports in the same visibilitychange (CLS), as its listener runs first', () => {
    // web-vitals listens on window in the capture phase; simulate it reporting CLS there.
    const reportCls = () => report('CLS', 0.04);
    addEventListener('visibilitychange', reportCls, { capture: true, once: true });
    hide();
    expect(JSON.parse(beacons[0] ?? '[]').map((r: VitalReport) => r.name)).toEqual(['CLS']);
  });

  it('flushes on pagehide too, and shows measurements, sends and answers in the store', () => {
    report('INP', 240);
    dispatchEvent(new Event('pagehide'));
    expect(beacons).toHaveLength(1);
    const snapshot = store.getSnapshot();
    expect(snapshot.vitals.INP).toMatchObject({ value: 240, rating: 'needs-improvement' });
    expect(snapshot.sent.at(-1)).toMatchObject({ via: 'beacon', answer: 'queued' });
    expect(snapshot.pending).toBe(0);
  });

  it('sends a metric reported after the page was already hidden without another hide event', async () => {
    hide();
    report('TTFB', 300);
    await vi.waitFor(() => expect(beacons).toHaveLength(1));
  });
});
