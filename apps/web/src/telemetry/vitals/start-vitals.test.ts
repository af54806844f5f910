// @vitest-environment jsdom
import { VitalReport } from '@opstap/contracts';
import { Value } from 'typebox/value';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTelemetryStore } from '../telemetry-store.ts';
import { startVitals } from './start-vitals.ts';

/** web-vitals' attribution build replaced: each `onX` keeps its callback, so the test reports metrics when it wants. */
const callbacks = vi.hoisted(() => new Map<string, (metric: unknown) => void>());
const subscribedWith = vi.hoisted(() => new Map<string, unknown>());
vi.mock('web-vitals/attribution', () => {
  const on = (name: string) => (callback: (metric: unknown) => void, options: unknown) => {
    callbacks.set(name, callback);
    subscribedWith.set(name, options);
  };
  return { onFCP: on('FCP'), onLCP: on('LCP'), onCLS: on('CLS'), onINP: on('INP'), onTTFB: on('TTFB') };
});

/** The navigation of the landing view, as web-vitals describes it. */
const LANDING = { navigationType: 'navigate', navigationId: 1, navigationStartTime: 0 };

const report = (
  name: string,
  value: number,
  id = `v6-${name}`,
  attribution: object = {},
  navigation: object = LANDING,
) =>
  callbacks.get(name)?.({
    name,
    value,
    id,
    delta: value,
    rating: 'good',
    entries: [],
    navigationURL: `${location.origin}/jobseekers?q=secret`,
    ...navigation,
    attribution,
  });

/** The n-th soft navigation of the visit, to `path`. */
const softNavigation = (n: number, path: string) => ({
  navigationType: 'soft-navigation',
  navigationId: n + 1,
  navigationStartTime: 1000 * n,
  navigationURL: `${location.origin}${path}?email=a@b.c#x`,
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
  it('subscribes to the five metrics of the spec (no FID), each with soft navigations', () => {
    expect([...callbacks.keys()].sort()).toEqual(['CLS', 'FCP', 'INP', 'LCP', 'TTFB']);
    for (const options of subscribedWith.values()) expect(options).toMatchObject({ reportSoftNavs: true });
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

describe('startVitals across soft navigations (docs/requirements/client-telemetry.md#page-views)', () => {
  const sentReports = () => beacons.flatMap((body) => JSON.parse(body) as VitalReport[]);

  it('files each metric under its own page view: path and screen from its navigation URL, scrubbed', () => {
    report('FCP', 900);
    report('FCP', 120, 'v6-FCP-2', {}, softNavigation(1, '/employers'));
    report('INP', 300, 'v6-INP-2', {}, softNavigation(1, '/employers'));
    hide();
    const [landing, employers, inp] = sentReports();
    expect(landing).toMatchObject({ path: '/jobseekers', screen: 'jobseekers', navigationType: 'navigate' });
    expect(employers).toMatchObject({
      path: '/employers',
      screen: 'employers',
      navigationType: 'soft-navigation',
    });
    expect(inp?.pageViewId).toBe(employers?.pageViewId);
    expect(landing?.pageViewId).not.toBe(employers?.pageViewId);
    expect(beacons.join()).not.toMatch(/email|secret|#x/);
    for (const sent of sentReports()) expect(Value.Check(VitalReport, sent)).toBe(true);
  });

  it('never sends a soft navigation’s placeholder TTFB of 0, and keeps the landing view’s', () => {
    report('TTFB', 140);
    report('TTFB', 0, 'v6-TTFB-2', {}, softNavigation(1, '/employers'));
    hide();
    expect(sentReports().map((sent) => [sent.name, sent.value, sent.path])).toEqual([
      ['TTFB', 140, '/jobseekers'],
    ]);
  });

  it('sends earlier views once the next has begun, without a hide; the current view waits', async () => {
    report('LCP', 1500);
    report('CLS', 0.02);
    report('FCP', 200, 'v6-FCP-2', {}, softNavigation(1, '/employers'));
    await vi.waitFor(() => expect(beacons).toHaveLength(1));
    expect(sentReports().map((sent) => sent.name)).toEqual(['LCP', 'CLS']);
    // The landing view's INP, closed by web-vitals after the navigation, follows it out on its own.
    report('INP', 80);
    await vi.waitFor(() => expect(beacons).toHaveLength(2));
    expect(sentReports().map((sent) => [sent.name, sent.path])).toContainEqual(['INP', '/jobseekers']);
    expect(store.getSnapshot().pending).toBe(1);
  });

  it('holds the latest view by its start, even when its first report came before the landing view’s', async () => {
    // A route change made before web-vitals loaded: its buffered FCP comes first, the landing TTFB later.
    report('FCP', 150, 'v6-FCP-2', {}, softNavigation(1, '/employers'));
    report('TTFB', 140);
    await vi.waitFor(() => expect(beacons).toHaveLength(1));
    expect(sentReports().map((sent) => [sent.name, sent.path])).toEqual([['TTFB', '/jobseekers']]);
    expect(store.getSnapshot().pending).toBe(1); // the route change's view may still change: it waits
  });

  it('stays bounded over a long visit that is never hidden: every earlier view is delivered', async () => {
    for (let n = 1; n <= 300; n += 1) {
      const navigation = softNavigation(n, n % 2 === 0 ? '/employers' : '/contact');
      report('FCP', 100 + n, `v6-FCP-${n}`, {}, navigation);
      report('LCP', 200 + n, `v6-LCP-${n}`, {}, navigation);
      // Polled every millisecond, not every 50 (vi.waitFor's default): 300 views each waited a poll, and the
      // file took 15–25 s of the unit tests' critical path (docs/perf/test-run.md).
      await vi.waitFor(() => expect(store.getSnapshot().pending).toBeLessThanOrEqual(2), { interval: 1 });
    }
    const delivered = new Set(sentReports().map((sent) => sent.id));
    expect(delivered.size).toBe(2 * 299);
    expect(store.getSnapshot().dropped).toBe(0);
  });

  it('says so where the browser cannot report soft navigations, and where it can', async () => {
    hide();
    expect(sentReports()).toEqual([]);
    report('FCP', 900);
    await vi.waitFor(() => expect(beacons).toHaveLength(1));
    expect(sentReports()[0]?.softNavigations).toBe(false); // jsdom has no soft-navigation entries
    stop();

    class PerformanceSoftNavigation {
      getLargestInteractionContentfulPaint() {}
    }
    vi.stubGlobal('PerformanceObserver', { supportedEntryTypes: ['paint', 'soft-navigation'] });
    vi.stubGlobal('PerformanceSoftNavigation', PerformanceSoftNavigation);
    callbacks.clear();
    stop = startVitals({ endpoint: '/analytics/vital', store, appVersion: '1.0.0', appType: 'home-page' });
    await vi.waitFor(() => expect(callbacks.size).toBe(5));
    report('FCP', 700, 'v6-FCP-b');
    await vi.waitFor(() => expect(beacons).toHaveLength(2));
    expect(sentReports()[1]?.softNavigations).toBe(true);
  });
});
