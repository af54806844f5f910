#!/usr/bin/env node
// The press kit's product screenshots (public/press/), one per version of the site (decision 0326), so the
// Dutch press page shows the Dutch app and the UK one the UK app: the hero drawings of the homes and the
// employers pages, shot in Chromium at twice their size. Against a served build:
// `node scripts/brand/press-screenshots.mjs http://127.0.0.1:4173`.
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const base = process.argv[2] ?? 'http://127.0.0.1:4173';
const out = join(import.meta.dirname, '../../public/press');
const VERSIONS = [
  { suffix: 'nl', jobseeker: '/', employer: '/werkgevers' },
  { suffix: 'en', jobseeker: '/jobseekers', employer: '/employers' },
  { suffix: 'gb', jobseeker: '/jobseekers?country=gb', employer: '/employers?country=gb' },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, deviceScaleFactor: 2 });
for (const version of VERSIONS) {
  for (const kind of ['jobseeker', 'employer']) {
    await page.goto(base + version[kind], { waitUntil: 'networkidle' });
    await page
      .locator('.hero-visual')
      .screenshot({ path: join(out, `opstap-app-${kind}-${version.suffix}.png`) });
  }
}
await browser.close();
