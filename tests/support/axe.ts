import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';
import { expect } from './fixtures.ts';

/** The WCAG levels the site and the dashboard are held to (docs/requirements/site.md#budgets). */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** axe-core's minified build: injected once per document (see below). */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Only violations are collected in full: the passes' node details were work for nothing. */
const OPTIONS: RunOptions = {
  runOnly: { type: 'tag', values: WCAG_TAGS },
  resultTypes: ['violations'],
};

declare global {
  interface Window {
    axe?: { run: (context: Document, options: RunOptions) => Promise<AxeResults> };
  }
}

/**
 * axe finds nothing in this state of the page (WCAG 2.1 A and AA).
 *
 * axe-core runs in the page itself, injected once per document and run again for each later state of it.
 * `@axe-core/playwright` (used until 2026-11-27) sent the unminified 1.48 MB source twice per analysis and
 * compiled it twice; the test run analyses ~140 states, and axe was half of `screens.spec.ts`'s CPU
 * (65 → 50 CPU s with this helper, `docs/perf/history/test-run.md`). Our screens have no frames, so the
 * helper refuses a page with one rather than silently leaving it out. `tests/e2e/axe.spec.ts` holds the
 * helper to WCAG's rules and no others.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const frames = page.frames().filter((frame) => frame !== page.mainFrame() && frame.url() !== 'about:blank');
  expect(
    frames.map((frame) => frame.url()),
    'frames axe would not look into',
  ).toEqual([]);
  if (!(await page.evaluate(() => typeof window.axe?.run === 'function'))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (options) => {
    if (!window.axe) throw new Error('axe-core did not load into the page');
    const result = await window.axe.run(document, options);
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }, OPTIONS);
  expect(violations).toEqual([]);
}
