import { expect, test } from '../support/fixtures.ts';
import { SITE_ORIGIN } from '../support/site.ts';

/** The brand's files as a browser, a share preview or a home screen gets them (docs/brand.md). */

/** A PNG's size from its IHDR chunk. */
function pngSize(body: Buffer): { width: number; height: number } {
  expect(body.subarray(1, 4).toString('ascii')).toBe('PNG');
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

for (const path of ['/werkgevers', '/employers', '/press']) {
  test(`${path} shares its own 1200×630 image, with its title as the alternative text`, async ({
    page,
    request,
  }) => {
    await page.goto(path);
    const image = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect(image?.startsWith(`${SITE_ORIGIN}/og/`)).toBe(true);
    const served = await request.get(new URL(image ?? '').pathname);
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toBe('image/png');
    expect(pngSize(await served.body())).toEqual({ width: 1200, height: 630 });
    await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute('content', '1200');
    await expect(page.locator('meta[property="og:image:height"]')).toHaveAttribute('content', '630');
    await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute(
      'content',
      await page.title(),
    );
  });
}

test('the favicon set and the web app manifest are served', async ({ page, request }) => {
  await page.goto('/');
  for (const selector of [
    'link[rel="icon"][type="image/svg+xml"]',
    'link[rel="apple-touch-icon"]',
    'link[rel="manifest"]',
  ]) {
    const href = await page.locator(selector).getAttribute('href');
    expect((await request.get(href ?? '')).status(), selector).toBe(200);
  }
  expect(pngSize(await (await request.get('/apple-touch-icon.png')).body())).toEqual({
    width: 180,
    height: 180,
  });
  const ico = await (await request.get('/favicon.ico')).body();
  expect(ico.readUInt16LE(2)).toBe(1); // an icon file
  const manifest = (await (await request.get('/manifest.webmanifest')).json()) as {
    icons: { src: string; sizes: string; purpose?: string }[];
  };
  expect(manifest.icons.map((icon) => icon.purpose)).toContain('maskable');
  for (const icon of manifest.icons) expect((await request.get(icon.src)).status(), icon.src).toBe(200);
});

test('the brand face is preloaded and paints the headings', async ({ page }) => {
  await page.goto('/werkgevers');
  const preload = page.locator('link[rel="preload"][as="font"]');
  await expect(preload).toHaveAttribute('href', /\.woff2$/);
  await page.evaluate(() => document.fonts.ready);
  expect(await page.evaluate(() => document.fonts.check('800 40px "Plus Jakarta Sans"'))).toBe(true);
  const family = await page.locator('h1').evaluate((h1) => getComputedStyle(h1).fontFamily);
  expect(family.startsWith('"Plus Jakarta Sans"')).toBe(true);
});

test("the app-store badges carry the stores' wording in the page language and a real store link", async ({
  page,
}) => {
  await page.goto('/werkgevers');
  const badges = page.getByRole('list', { name: 'Download de app' });
  await expect(badges.getByRole('img', { name: 'Download in de App Store' })).toBeVisible();
  await expect(badges.getByRole('img', { name: 'Ontdek het op Google Play' })).toBeVisible();
  await page.goto('/employers');
  const english = page.getByRole('list', { name: 'Download the app' });
  await expect(english.getByRole('img', { name: 'Download on the App Store' })).toBeVisible();
  await expect(english.getByRole('img', { name: 'Get it on Google Play' })).toBeVisible();
  for (const href of await english
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')))) {
    expect(href).toMatch(/^https:\/\/(apps\.apple\.com|play\.google\.com)\//);
    expect(href).not.toContain('id0000000000');
  }
});

test('the icon sprite is fetched once: on the first view, and not again for icons drawn later', async ({
  page,
  request,
}) => {
  const fetched: string[] = [];
  page.on('request', (sent) => {
    if (/sprite/.test(new URL(sent.url()).pathname)) fetched.push(sent.url());
  });
  await page.goto('/');
  const href = await page.locator('svg.icon use').first().getAttribute('href');
  const sprite = new URL(href ?? '', page.url()).pathname;
  // A hashed name, served for a year: a `<use>` made later (React rendering an icon again, a route change) is
  // answered by the cache. With a revalidated name every new `<use>` fetched the file again
  // (docs/decisions/0329-icon-sprite-hashed.md).
  expect(sprite).toMatch(/^\/static\/media\/icon-sprite\.[0-9a-f]{8}\.svg$/);
  expect((await request.get(sprite)).headers()['cache-control']).toContain('immutable');
  await expect.poll(() => fetched.length).toBe(1);
  // An icon drawn after the first view: wait until it is painted, which needs the sprite.
  await page.evaluate((url) => {
    const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
    svg.setAttribute('width', '24');
    svg.setAttribute('height', '24');
    svg.id = 'late-icon';
    const use = document.createElementNS('http://www.w3.org/2000/svg', 'use');
    use.setAttribute('href', `${url}#check`);
    svg.append(use);
    document.body.append(svg);
  }, sprite);
  await expect
    .poll(() => page.locator('#late-icon use').evaluate((use) => (use as SVGUseElement).getBBox().width))
    .toBeGreaterThan(0);
  // And the icons of another screen, reached by a link.
  await page.locator('header').getByRole('link', { name: 'Werkgevers' }).click();
  await expect(page.locator('[data-screen="employers"] svg.icon').first()).toBeVisible();
  expect(fetched).toEqual([new URL(sprite, page.url()).href]);
});
