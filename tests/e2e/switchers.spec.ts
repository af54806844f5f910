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
  const jobs = page.locator('footer a', { hasText: 'Vacatures voor hbo-bachelors' });
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
