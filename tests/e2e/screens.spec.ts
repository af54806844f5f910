import { EXACT_ROUTES, type Language } from '@opstap/routes';
import { expectNoAxeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { LIST_ITEMS } from '../support/site.ts';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

/** Query an email link would carry, so the screen shows its real content rather than its empty state. */
const LINK_QUERY: Partial<Record<string, string>> = {
  'email-settings': 'token=demo-token-1234',
  'branded-email-settings': 'token=branded-demo-1234',
  'branded-email-settings-updated': 'company=Vlinder%20Bank',
  unsubscribe: 'token=demo-token-1234&subject=matching_opportunities',
  unsubscribed: 'subject=matching_opportunities',
};

/** Lists loaded when the screen opens, the email links' settings too (their query carries a token). */
const LOADED: Partial<Record<string, string>> = {
  ...LIST_ITEMS,
  'email-settings': '.checkbox',
  'branded-email-settings': '.checkbox',
};

const WIDTHS = [360, 1440] as const;
/**
 * Set SCREENSHOT_DIR to keep a full-page PNG of each screen at each width there, and in the report (to look
 * at them). Off by default: they assert nothing, and 64 of them cost the test run time; a failing test still
 * gets its screenshot and trace (playwright.config.ts).
 */
const SHOTS = process.env.SCREENSHOT_DIR;

// Each visit is independent of the others (its own page, mocks answered in the browser): they share the workers.
test.describe.configure({ mode: 'parallel' });

interface Visit {
  screen: string;
  language: Language;
  url: string;
}

const visits: Visit[] = [];
for (const route of EXACT_ROUTES) {
  for (const language of route.lang ? [route.lang] : (['en', 'nl'] as const)) {
    const params = new URLSearchParams(LINK_QUERY[route.name] ?? '');
    if (!route.lang && language === 'nl') params.set('lang', 'nl');
    const query = params.toString();
    visits.push({ screen: route.name, language, url: route.path + (query ? `?${query}` : '') });
  }
}
visits.push({ screen: 'employers', language: 'nl', url: '/werkgevers-vlinder-bank' });
visits.push({ screen: 'not-found', language: 'en', url: '/this-page-does-not-exist' });

for (const visit of visits) {
  test(`${visit.url}: ${visit.screen} in ${visit.language}, no axe violations, holds at 360 and 1440 px`, async ({
    page,
    consoleGuard,
  }, testInfo) => {
    // An unknown path is answered 404, which the browser logs as a console error.
    if (visit.screen === 'not-found') consoleGuard.allow(/status of 404/);
    const screen = page.locator(`[data-screen="${visit.screen}"]`);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      // Loaded once, on a phone; then the same page on a wide screen, as a window is widened. A first load
      // at desktop width is in nginx-site.spec.ts (every screen) and visual.spec.ts; a page load is most of a
      // test's CPU (docs/perf/history/test-run.md).
      if (width === WIDTHS[0]) {
        const response = await page.goto(visit.url);
        expect(response?.status()).toBeLessThan(visit.screen === 'not-found' ? 500 : 400);
        await expect(page.locator('html')).toHaveAttribute('lang', visit.language === 'nl' ? 'nl' : 'en');
        const loaded = LOADED[visit.screen];
        if (loaded) await expect(screen.locator(loaded).first()).toBeVisible();
      }
      await expect(screen).toBeVisible();

      // Nothing may stick out sideways: a phone would have to scroll horizontally.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);

      await expectNoAxeViolations(page);

      if (SHOTS) {
        const name = `${visit.screen}-${visit.language}-${width}.png`;
        mkdirSync(SHOTS, { recursive: true });
        const shot = await page.screenshot({ fullPage: true, path: join(SHOTS, name) });
        await testInfo.attach(name, { body: shot, contentType: 'image/png' });
      }
    }
  });
}
