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
 * (`screens.spec.ts` 85–88 → 77–79 CPU s). `tests/e2e/axe.spec.ts` holds the helper to WCAG's rules and no others.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const frames = page.frames().filter((frame) => frame !== page.mainFrame() && frame.url() !== 'about:blank');
  expect(
    frames.map((frame) => frame.url()),
    'frames legacy-mode axe would not look into',
  ).toEqual([]);
  // `options` first: it replaces the options object, and `withTags` then adds the tags to it.
  const result = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(WCAG_TAGS)
    .setLegacyMode(true)
    .analyze();
  expect(
    result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}
