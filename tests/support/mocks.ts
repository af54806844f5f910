import type { Page } from '@playwright/test';

/**
 * Picks the mocked platform's answer for one test (apps/web/src/mocks/scenario.ts): written to the
 * localStorage key the mock layer reads on every request, before any page script runs, so it holds across
 * navigations. `mockCaptcha: 'fail'` makes the test captcha provider fail.
 */
export interface Scenario {
  mock?: 'ok' | 'invalid' | 'server-error' | 'captcha-failed' | 'unknown-token' | 'empty';
  mockSession?: 'anonymous' | 'logged-in';
  /** Delay of every answer in ms. */
  mockSlow?: string;
  mockCaptcha?: 'fail';
}

export async function useScenario(page: Page, scenario: Scenario): Promise<void> {
  await page.addInitScript(
    (value) => window.localStorage.setItem('opstap.mocks', value),
    JSON.stringify(scenario),
  );
}
