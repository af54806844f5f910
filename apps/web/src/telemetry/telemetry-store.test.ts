// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { CONSOLE_LEVEL_KEY } from './logger-settings.ts';
import { createTelemetryStore } from './telemetry-store.ts';

describe('the telemetry store', () => {
  it('notifies subscribers and hands out a new snapshot only on change', () => {
    const store = createTelemetryStore();
    const first = store.getSnapshot();
    expect(store.getSnapshot()).toBe(first);
    let calls = 0;
    const unsubscribe = store.subscribe(() => (calls += 1));
    store.recordVital({ name: 'LCP', value: 1200, rating: 'good', id: 'a', time: 1 });
    expect(calls).toBe(1);
    expect(store.getSnapshot()).not.toBe(first);
    expect(store.getSnapshot().vitals.LCP?.value).toBe(1200);
    unsubscribe();
    store.setVitalsState('ready');
    expect(calls).toBe(1);
  });

  it('keeps the latest value per metric', () => {
    const store = createTelemetryStore();
    store.recordVital({ name: 'CLS', value: 0.01, rating: 'good', id: 'c', time: 1 });
    store.recordVital({ name: 'CLS', value: 0.3, rating: 'poor', id: 'c', time: 2 });
    expect(store.getSnapshot().vitals.CLS).toMatchObject({ value: 0.3, rating: 'poor' });
  });

  it('pairs each sent batch with its answer, and keeps the last 20', () => {
    const store = createTelemetryStore();
    for (let batch = 1; batch <= 22; batch += 1)
      store.recordSent({ batch, time: batch, via: 'beacon', reports: [] });
    store.recordAnswer(22, 204);
    const { sent } = store.getSnapshot();
    expect(sent).toHaveLength(20);
    expect(sent[0]?.batch).toBe(3);
    expect(sent[19]).toMatchObject({ batch: 22, answer: 204 });
    expect(sent[18]?.answer).toBeUndefined();
  });

  it('writes a logger setting and shows it at once', () => {
    const store = createTelemetryStore();
    store.writeLoggerSetting(CONSOLE_LEVEL_KEY, 'debug');
    expect(localStorage.getItem(CONSOLE_LEVEL_KEY)).toBe('debug');
    expect(store.getSnapshot().logger).toMatchObject({ consoleLevelSetting: 'debug', consoleLevel: 'debug' });
    store.writeLoggerSetting(CONSOLE_LEVEL_KEY, null);
    expect(store.getSnapshot().logger.consoleLevelSetting).toBeNull();
  });

  it('merges error-reporting updates', () => {
    const store = createTelemetryStore();
    store.setErrorReporting({ state: 'loading', buffered: 2 });
    store.setErrorReporting({ state: 'ready' });
    expect(store.getSnapshot().errorReporting).toEqual({
      state: 'ready',
      buffered: 2,
      reported: 0,
      dropped: 0,
    });
  });
});
