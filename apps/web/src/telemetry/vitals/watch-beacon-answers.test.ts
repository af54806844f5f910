// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { watchBeaconAnswers } from './watch-beacon-answers.ts';

type Entry = Partial<PerformanceResourceTiming>;

/** A PerformanceObserver stand-in: the test hands it resource entries as the browser would. */
function stubObserver(supported: string[] = ['resource']) {
  const observers: { callback: PerformanceObserverCallback; disconnected: boolean }[] = [];
  class FakeObserver {
    static supportedEntryTypes = supported;
    private readonly record: { callback: PerformanceObserverCallback; disconnected: boolean };
    constructor(callback: PerformanceObserverCallback) {
      this.record = { callback, disconnected: false };
      observers.push(this.record);
    }
    observe() {}
    disconnect() {
      this.record.disconnected = true;
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return (entries: Entry[]) => {
    for (const { callback, disconnected } of observers) {
      if (!disconnected) {
        callback(
          { getEntries: () => entries } as unknown as PerformanceObserverEntryList,
          {} as PerformanceObserver,
        );
      }
    }
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('watchBeaconAnswers', () => {
  it('reports the status of beacons to the endpoint only', () => {
    const emit = stubObserver();
    const statuses: number[] = [];
    watchBeaconAnswers('/analytics/vital', (status) => statuses.push(status));
    const url = new URL('/analytics/vital', location.href).href;
    emit([
      { initiatorType: 'beacon', name: url, responseStatus: 204 },
      { initiatorType: 'fetch', name: url, responseStatus: 500 },
      { initiatorType: 'beacon', name: new URL('/log/warn', location.href).href, responseStatus: 204 },
      { initiatorType: 'beacon', name: url, responseStatus: 0 }, // cross-origin without Timing-Allow-Origin
      { initiatorType: 'beacon', name: url, responseStatus: 429 },
    ]);
    expect(statuses).toEqual([204, 429]);
  });

  it('stops on request', () => {
    const emit = stubObserver();
    const statuses: number[] = [];
    watchBeaconAnswers('/analytics/vital', (status) => statuses.push(status))();
    emit([
      { initiatorType: 'beacon', name: new URL('/analytics/vital', location.href).href, responseStatus: 204 },
    ]);
    expect(statuses).toEqual([]);
  });

  it('does nothing where Resource Timing cannot observe resources', () => {
    stubObserver([]);
    expect(() => watchBeaconAnswers('/analytics/vital', () => {})()).not.toThrow();
  });
});
