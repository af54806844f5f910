import { expect, isSameDocument, markDocument, test } from '../support/fixtures.ts';
import { screenSelector } from '../support/site.ts';

test('each language option is marked with its own language', async ({ page }) => {
  await page.goto('/employers');
  const options = page.locator('[data-switcher="language"] a');
  await expect(options).toHaveCount(2);
  await expect(options.filter({ hasText: 'Nederlands' })).toHaveAttribute('lang', 'nl');
  await expect(options.filter({ hasText: 'English' })).toHaveAttribute('lang', 'en');
  await expect(options.filter({ hasText: 'Nederlands' })).toHaveAttribute('href', '/werkgevers');
});

test('the country switcher changes link targets, and internal links keep the country', async ({ page }) => {
  await page.goto('/werkgevers');
  const jobs = page.locator('footer a', { hasText: 'Alle evenementen' });
  await expect(jobs).toHaveAttribute('href', /^https:\/\/app\.opstap\.nl\//);

  await markDocument(page);
  await page.locator('[data-switcher="country"] a[data-country="gb"]').click();
  await expect(page).toHaveURL(/\/werkgevers\?country=gb$/);
  await expect(page.locator('[data-switcher="country"] a[data-country="gb"]')).toHaveAttribute(
    'aria-current',
    'true',
  );
  // The UK-optimised version links into the UK platform, and every internal link carries country=gb.
  await expect(jobs).toHaveAttribute('href', /^https:\/\/app\.opstap\.co\.uk\/vacatures\?/);
  // The Dutch degree filters (HBO, WO) belong to the Dutch market: the UK version offers placements instead.
  await expect(page.locator('footer a[data-degree]')).toHaveCount(0);
  await expect(page.locator('header a', { hasText: 'Contact' })).toHaveAttribute(
    'href',
    '/contact?lang=nl&country=gb',
  );
  await expect(page.locator('[data-switcher="language"] a[lang="en"]')).toHaveAttribute(
    'href',
    '/employers?country=gb',
  );

  // The Dutch home is `/` (decision 0320).
  await page.locator('header a', { hasText: 'Werkzoekenden' }).click();
  await expect(page).toHaveURL(/\/\?country=gb$/);
  await expect(page.locator(screenSelector('jobseekers'))).toBeVisible();
  await page.locator('[data-switcher="language"] a[lang="en"]').click();
  await expect(page).toHaveURL(/\/jobseekers\?country=gb$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await isSameDocument(page)).toBe(true);
});

test('a direct load with ?country= and ?lang= renders that version', async ({ page }) => {
  await page.goto('/contact?lang=nl&country=gb');
  await expect(page.locator(screenSelector('contact'))).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  await expect(page.locator('h1')).toHaveText('Neem contact op');
  await expect(page.locator('header a', { hasText: 'Werkgevers' })).toHaveAttribute(
    'href',
    '/werkgevers?country=gb',
  );
  await expect(page.locator('footer a', { hasText: 'Alle evenementen' })).toHaveAttribute(
    'href',
    'https://app.opstap.co.uk/vacatures?tags=event,business-course,inhouse-day',
  );
});

test('invalid lang and country values are ignored', async ({ page }) => {
  await page.goto('/contact?lang=NL&country=uk');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('header a', { hasText: 'Employers' })).toHaveAttribute('href', '/employers');
});

test('the footer shows each audience its own links', async ({ page }) => {
  await page.goto('/employers');
  await expect(page.locator('footer')).toHaveAttribute('data-audience', 'employer');
  await expect(page.locator('footer a', { hasText: 'Recruiting Gen Z' })).toBeVisible();
  await page.goto('/jobseekers');
  await expect(page.locator('footer')).toHaveAttribute('data-audience', 'jobseeker');
  await expect(page.locator('footer a', { hasText: 'Writing your CV' })).toBeVisible();
  await expect(page.locator('footer a[data-degree="nl-bachelor-wo"]')).toHaveAttribute(
    'href',
    'https://app.opstap.nl/opportunities?educationLevels=nl-bachelor-wo',
  );
});

test('the language and country switches: in the first screen on a phone, and first by keyboard', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/jobseekers');
  const english = page.locator('[data-switcher="header-language"] a[lang="nl"]');
  const uk = page.locator('[data-switcher="header-country"] a[data-country="gb"]');
  for (const link of [english, uk]) {
    const box = await link.boundingBox();
    expect(box).not.toBeNull();
    if (!box) continue;
    expect(box.y + box.height).toBeLessThanOrEqual(844);
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  }
  await expect(uk).toHaveAccessibleName('UK (United Kingdom)');
  // From the top of the page: the skip link, then the switches.
  const focused: string[] = [];
  for (let press = 0; press < 6; press += 1) {
    await page.keyboard.press('Tab');
    focused.push(await page.evaluate(() => document.activeElement?.getAttribute('href') ?? ''));
  }
  expect(focused).toContain('/jobseekers?country=gb');
  while (
    (await page.evaluate(() => document.activeElement?.getAttribute('href'))) !== '/jobseekers?country=gb'
  )
    await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/jobseekers\?country=gb$/);
  await expect(uk).toHaveAttribute('aria-current', 'true');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/jobseekers\?country=gb$/);
});

test('the UK version is UK through and through: cities, currency, filters, app stores', async ({ page }) => {
  for (const path of ['/jobseekers?country=gb', '/employers?country=gb']) {
    await page.goto(path);
    await expect(page.locator('[data-screen]')).toBeVisible();
    const text = await page.locator('body').innerText();
    expect(text, path).not.toMatch(/€|Amsterdam|Eindhoven|Utrecht|Arnhem|HBO|WO bachelor/);
    await expect(page.locator('footer a[data-degree]')).toHaveCount(0);
    for (const badge of await page.locator('.store-badge').all())
      await expect(badge).toHaveAttribute('href', /apps\.apple\.com\/gb\/|gl=GB/);
  }
  await page.goto('/jobseekers?country=gb');
  await expect(page.locator('.hero-visual')).toContainText('London');
  await expect(page.locator('.job-card').first()).toContainText('£');
  await page.goto('/jobseekers');
  for (const badge of await page.locator('.store-badge').all())
    await expect(badge).toHaveAttribute('href', /apps\.apple\.com\/nl\/|gl=NL/);
});
