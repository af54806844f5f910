import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** The WCAG levels the site and the dashboard are held to (docs/requirements/site.md#budgets). */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * axe finds nothing in this state of the page (WCAG 2.1 A and AA).
 *
 * Legacy mode runs axe in the page itself. The default mode opens a second, blank page for each analysis to
 * merge the results of cross-origin frames; our screens have no frames, and that extra page cost about 1 s of
 * every analysis (measured 1.1–1.7 s against 0.4–0.8 s, same results): the test run analyses ~140 states.
 * Only violations are collected in full (`resultTypes`): the passes' node details were work for nothing
 * (`screens.spec.ts` 85–88 → 82 CPU s; a page with a missing alt and low contrast still fails on both).
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const frames = page.frames().filter((frame) => frame !== page.mainFrame() && frame.url() !== 'about:blank');
  expect(
    frames.map((frame) => frame.url()),
    'frames legacy-mode axe would not look into',
  ).toEqual([]);
  const result = await new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true)
    .analyze();
  expect(
    result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}
