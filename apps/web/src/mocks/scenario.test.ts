// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import {
  currentScenario,
  DEFAULT_SCENARIO,
  setMockScenario,
  SLOW_DELAY_MS,
  STORAGE_KEY,
} from './scenario.ts';

afterEach(() => {
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
  setMockScenario(undefined);
});

describe('currentScenario in the browser', () => {
  it('is the default with nothing set', () => {
    expect(currentScenario()).toEqual(DEFAULT_SCENARIO);
  });

  it('reads localStorage, and the query wins over it', () => {
    window.localStorage.setItem(
      STORAGE_KEY,
      JSON.stringify({ mock: 'server-error', mockSession: 'logged-in' }),
    );
    expect(currentScenario()).toEqual({ outcome: 'server-error', session: 'logged-in', delayMs: 0 });
    window.history.replaceState(null, '', '/contact?mock=invalid&mockSlow=1');
    expect(currentScenario()).toEqual({ outcome: 'invalid', session: 'logged-in', delayMs: SLOW_DELAY_MS });
  });

  it('ignores unknown values and broken storage', () => {
    window.localStorage.setItem(STORAGE_KEY, '{broken');
    window.history.replaceState(null, '', '/?mock=explode&mockSession=admin&mockSlow=0');
    expect(currentScenario()).toEqual(DEFAULT_SCENARIO);
  });

  it('lets a unit test override the browser sources', () => {
    window.history.replaceState(null, '', '/?mock=invalid');
    setMockScenario({ outcome: 'captcha-failed' });
    expect(currentScenario().outcome).toBe('captcha-failed');
  });
});
