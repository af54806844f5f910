import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { WEB_ORIGIN } from '../support/ports.ts';

/**
 * Layout defects a visitor saw (docs/requirements/site.md#brand-and-imagery), each checked where it
 * showed: the width or the overlap a person would notice, not a class name.
 */

const WIDTHS = [390, 1280] as const;

/** The page is no wider than the viewport (nothing sticks out sideways). */
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

for (const width of WIDTHS) {
  test(`NPS ratings at ${width} px: the options fill the column, the page stays in the viewport`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/nps/job-seekers?score=9');
    await page.getByRole('button', { name: 'Confirm score' }).click();
    const group = page.getByRole('group', { name: 'Discovering jobs' });
    await expect(group).toBeVisible();
    const options = await group.locator('.rating__options').boundingBox();
    const column = await group.boundingBox();
    expect(options?.width ?? 0).toBeGreaterThan((column?.width ?? 0) * 0.9);
    // Five options of 44 px or more fit on one or two rows, never one under the other.
    expect(options?.height ?? Infinity).toBeLessThan(2 * 44 + 3 * 16);
    expect(await pageWidth(page)).toBeLessThanOrEqual(width);
  });

  test(`the tracking debug table's headers never break inside a word at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/_debug/tracking');
    const headers = page.locator('.telemetry-table th');
    await expect(headers.first()).toBeVisible();
    const split = await headers.evaluateAll((cells) =>
      cells.flatMap((cell) => {
        const text = cell.firstChild;
        if (!text || text.nodeType !== Node.TEXT_NODE) return [];
        const words: string[] = [];
        for (const match of (text.textContent ?? '').matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(text, match.index);
          range.setEnd(text, match.index + match[0].length);
          // A word on two lines has a box on each.
          const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
          if (lines.size > 1) words.push(match[0]);
        }
        return words;
      }),
    );
    expect(split).toEqual([]);
  });
}

test('the scam warning never covers content, can be dismissed, and stays away for the visit', async ({
  page,
  context,
  consoleGuard,
}) => {
  await context.addCookies([{ name: 'geo_country', value: 'au', url: WEB_ORIGIN }]);
  await page.setViewportSize({ width: 390, height: 844 });
  // Only the warning's own effect is measured here. With the brand font held back the page keeps its
  // fallback: on a busy machine the font arrives after the first paint, and its swap moves words by a few
  // pixels (a layout shift of about 0.0001), which is the font budget's concern (docs/requirements/site.md#budgets),
  // not the warning's.
  await page.route('**/*.woff2', (route) => route.abort());
  consoleGuard.allow(/Failed to load resource: net::ERR_FAILED/);
  // The English home (decision 0320: `/` is the Dutch one), so the button's English name below applies.
  await page.goto('/jobseekers');
  const warning = page.locator('[data-scam-warning]');
  await expect(warning).toBeVisible();
  await expect(page.locator('[data-screen]')).toBeVisible();

  // Scrolled to the bottom edge of the screen, where a bar fixed to the bottom would sit, the badges and
  // the switchers are what a tap at their centre reaches.
  for (const selector of ['.store-badges', '[data-switcher="language"]', '[data-switcher="country"]']) {
    const reachable = await page.locator(selector).evaluate((element) => {
      element.scrollIntoView({ block: 'end' });
      const box = element.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return hit !== null && element.contains(hit);
    });
    expect(reachable, `${selector} is not covered`).toBe(true);
  }
  // Shown before the first paint, in the page's flow: it never moves the page. Had it come after the first
  // paint, everything below it would have moved down by its height (over 100 px at this width): no layout
  // shift may move anything by more than a few pixels. (A busy machine shows icon nudges of 3 px, the
  // site's own lab CLS budget's concern: docs/requirements/site.md#budgets.)
  const moves = await page.evaluate(
    () =>
      new Promise<number[]>((resolve) => {
        const seen: number[] = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as {
            sources: { previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
          }[])
            for (const source of entry.sources)
              seen.push(Math.abs(source.currentRect.y - source.previousRect.y));
        }).observe({ type: 'layout-shift', buffered: true });
        // Buffered entries arrive before the next frames; none at all is none.
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(seen)));
      }),
  );
  expect(
    moves.filter((px) => px > 8),
    'vertical moves of more than 8 px',
  ).toEqual([]);

  await warning.getByRole('button', { name: 'Dismiss the scam warning' }).click();
  await expect(warning).toBeHidden();
  await page.goto('/werkgevers');
  await expect(page.locator('[data-screen="employers"]')).toBeVisible();
  await expect(page.locator('[data-scam-warning]')).toBeHidden();

  // Another tab is another visit: the warning is back.
  const other = await context.newPage();
  await other.goto('/');
  await expect(other.locator('[data-scam-warning]')).toBeVisible();
  await other.close();
});

test('a feature heading is the feature alone; its Free or Paid tag sits beside it', async ({ page }) => {
  await page.goto('/employers');
  const free = page.locator('.feature-card', {
    has: page.getByRole('heading', { name: 'Post jobs for free' }),
  });
  await expect(free.getByRole('heading')).toHaveText('Post jobs for free');
  await expect(free.locator('.tag')).toHaveText('Free');
  const paid = page.locator('.feature-card', {
    has: page.getByRole('heading', { name: 'Promote jobs with office photos' }),
  });
  await expect(paid.getByRole('heading')).toHaveText('Promote jobs with office photos');
  await expect(paid.locator('.tag')).toHaveText('Paid');
});

test('sample jobs have titles in the page language', async ({ page }) => {
  await page.goto('/werkzoekenden');
  await expect(page.locator('.job-card h3')).toHaveText([
    'Junior data-analist',
    'Traineeship Duurzame Energie',
    'Junior front-end ontwikkelaar',
  ]);
  await page.goto('/jobseekers');
  await expect(page.locator('.job-card h3')).toHaveText([
    'Junior Data Analyst',
    'Traineeship Sustainable Energy',
    'Junior Front-end Developer',
  ]);
});

test('the unsubscribe button keeps its own width on a desktop', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/unsubscribe?token=demo-token-1234&subject=profile_views');
  const button = page.getByRole('button', { name: 'Unsubscribe' });
  await expect(button).toBeVisible();
  expect((await button.boundingBox())?.width ?? Infinity).toBeLessThan(320);
});

test('the header marks the page on show with aria-current', async ({ page }) => {
  await page.goto('/werkgevers');
  const nav = page.getByRole('navigation', { name: 'Hoofdmenu' });
  await expect(nav.locator('[aria-current="page"]')).toHaveText('Werkgevers');
  await page.goto('/contact');
  const en = page.getByRole('navigation', { name: 'Main' });
  await expect(en.locator('[aria-current="page"]')).toHaveText('Contact');
  await expect(en.locator('[aria-current]')).toHaveCount(1);
});

for (const width of WIDTHS) {
  test(`the NPS scale's end labels sit under their end buttons at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/nps/recruiters');
    const options = page.locator('.score-picker .score-option');
    await expect(options).toHaveCount(11);
    const first = await options.first().boundingBox();
    const last = await options.last().boundingBox();
    const low = await page.locator('.score-picker__ends span').first().boundingBox();
    const high = await page.locator('.score-picker__ends span').last().boundingBox();
    if (!first || !last || !low || !high) throw new Error('the scale is not laid out');
    // "0 – …" starts where the 0 starts; "10 – Extremely likely" ends where the 10 ends.
    expect(Math.abs(low.x - first.x)).toBeLessThanOrEqual(2);
    expect(Math.abs(high.x + high.width - (last.x + last.width))).toBeLessThanOrEqual(2);
    expect(await pageWidth(page)).toBeLessThanOrEqual(width);
  });
}

test("the lead form's phone field sits level with the e-mail field on a desktop", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/employers');
  const email = page.getByLabel('Business email', { exact: true });
  const phone = page.getByLabel('Phone number', { exact: true });
  await email.scrollIntoViewIfNeeded();
  const [emailBox, phoneBox] = [await email.boundingBox(), await phone.boundingBox()];
  if (!emailBox || !phoneBox) throw new Error('the lead form is not laid out');
  // One row: side by side, their controls top-aligned (the phone's hint no longer pushes it down).
  expect(phoneBox.x).toBeGreaterThan(emailBox.x + emailBox.width);
  expect(Math.abs(phoneBox.y - emailBox.y)).toBeLessThanOrEqual(1);
});

test('numbers in the product mock-ups are written the way the page language writes them', async ({
  page,
}) => {
  await page.goto('/werkgevers');
  await expect(page.locator('.hero-visual')).toContainText('1.240 volgers');
  await page.goto('/employers');
  await expect(page.locator('.hero-visual')).toContainText('1,240 followers');
});

test('the press kit shows the product as each version of the site shows it', async ({ page }) => {
  for (const [path, suffix] of [
    ['/pers', 'nl'],
    ['/press', 'en'],
    ['/press?country=gb', 'gb'],
  ] as const) {
    await page.goto(path);
    const shots = page.locator('img[src^="/press/opstap-app-"]');
    await expect(shots).toHaveCount(2);
    for (const shot of await shots.all())
      await expect(shot, path).toHaveAttribute('src', new RegExp(`-${suffix}\\.png$`));
  }
});
