// @vitest-environment jsdom
import { I18nProvider } from '@lingui/react';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { activateLanguage, i18n } from '../../i18n/i18n.ts';
import { CONSOLE_LEVEL_KEY } from '../logger-settings.ts';
import { telemetryStore } from '../telemetry-store.ts';
import { TelemetryDebugPanel } from './telemetry-debug-panel.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLElement;
let root: Root;

const panel = () => (
  <I18nProvider i18n={i18n}>
    <TelemetryDebugPanel />
  </I18nProvider>
);

beforeAll(() => activateLanguage('en', 'tracking-debug'));
beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() => root.render(panel()));
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
  localStorage.clear();
});

const row = (metric: string) => container.querySelector(`[data-metric="${metric}"]`);

describe('TelemetryDebugPanel', () => {
  it('lists the five measured metrics, none measured yet', () => {
    const metrics = [...container.querySelectorAll('[data-metric]')].map((el) =>
      el.getAttribute('data-metric'),
    );
    expect(metrics).toEqual(['FCP', 'LCP', 'CLS', 'INP', 'TTFB']);
    expect(row('LCP')?.textContent).toContain('not measured yet');
  });

  it('shows a measured vital live, with its rating', () => {
    act(() =>
      telemetryStore.recordVital({
        name: 'LCP',
        value: 3120.4,
        rating: 'needs-improvement',
        id: 'v6-9',
        time: 0,
      }),
    );
    expect(row('LCP')?.textContent).toContain('3120 ms');
    expect(row('LCP')?.getAttribute('data-rating')).toBe('needs-improvement');
    act(() =>
      telemetryStore.recordVital({ name: 'CLS', value: 0.0512, rating: 'good', id: 'v6-10', time: 0 }),
    );
    expect(row('CLS')?.textContent).toContain('0.051');
  });

  it('shows what was sent and the answer', () => {
    act(() => {
      telemetryStore.recordSent({ batch: 1, time: 0, via: 'fetch', reports: [] });
      telemetryStore.recordAnswer(1, 429);
    });
    const item = container.querySelector('[data-batch="1"]');
    expect(item?.textContent).toContain('by fetch');
    expect(item?.textContent).toContain('HTTP 429');
  });

  it('shows the logger settings with their local-storage keys, and changes them', () => {
    const logger = container.querySelector('[data-telemetry="logger"]');
    expect(logger?.textContent).toContain('opstap:log-level');
    expect(logger?.textContent).toContain('opstap:log-web-vitals');
    const select = logger?.querySelector('select') as HTMLSelectElement;
    act(() => {
      select.value = 'debug';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(localStorage.getItem(CONSOLE_LEVEL_KEY)).toBe('debug');
    expect(logger?.textContent).toContain('Console level in effect: debug');
  });

  it('renders on the server from the initial snapshot (the prerender), without local storage', () => {
    const html = renderToString(panel());
    expect(html).toContain('not measured yet');
  });

  it('speaks Dutch on the Dutch page, code names unchanged', async () => {
    await activateLanguage('nl', 'tracking-debug');
    try {
      const html = renderToString(panel());
      expect(html).toContain('nog niet gemeten');
      expect(html).toContain('opstap:log-level');
      expect(html).not.toContain('not measured yet');
    } finally {
      await activateLanguage('en', 'tracking-debug');
    }
  });
});
