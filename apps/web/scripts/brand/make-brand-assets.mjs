#!/usr/bin/env node
// `pnpm --filter @opstap/web brand:assets`: draws the logo files, the favicon set and the web app
// manifest into public/ from the mark, the wordmark and the palette (docs/brand.md). Its output is
// committed: the files are the brand's artwork, and the build only copies them.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Resvg } from '@resvg/resvg-js';
import { badgeSvg, BADGE_WORDING } from './badges.mjs';
import { companies, companyLogoSvg } from './companies.mjs';
import { iconSprite } from './icons.mjs';
import { logoSvg } from './logo.mjs';
import { markSvg } from './mark.mjs';
import { PALETTE } from './palette.mjs';
import { PEOPLE, personSvg } from './people.mjs';
import { SOCIAL_ICONS } from './social.mjs';

const publicDir = join(dirname(fileURLToPath(import.meta.url)), '../../public');
const png = (svg, width, background) =>
  new Resvg(svg, { fitTo: { mode: 'width', value: width }, ...(background ? { background } : {}) })
    .render()
    .asPng();

function write(path, data) {
  const file = join(publicDir, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, data);
  console.log(`wrote public/${path}`);
}

/** An ICO holding PNG images (every browser since IE 11 reads PNG entries). */
function ico(images) {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, data }, i) => {
    const at = 6 + 16 * i;
    header.writeUInt8(size >= 256 ? 0 : size, at);
    header.writeUInt8(size >= 256 ? 0 : size, at + 1);
    header.writeUInt16LE(1, at + 4);
    header.writeUInt16LE(32, at + 6);
    header.writeUInt32LE(data.length, at + 8);
    header.writeUInt32LE(offset, at + 12);
    offset += data.length;
  });
  return Buffer.concat([header, ...images.map((image) => image.data)]);
}

const mark = markSvg();
write('favicon.svg', mark);
write('favicon.ico', ico([16, 32, 48].map((size) => ({ size, data: png(markSvg({ size }), size) }))));
// iOS rounds the corners itself and shows transparency as black: a square, full-bleed tile.
write('apple-touch-icon.png', png(markSvg({ size: 180, rounded: false, inset: 10 }), 180));
write('icons/icon-192.png', png(markSvg({ size: 192 }), 192));
write('icons/icon-512.png', png(markSvg({ size: 512 }), 512));
// Maskable: the platform cuts any shape out of the square; the drawing stays in the inner 80%.
write('icons/icon-maskable-512.png', png(markSvg({ size: 512, rounded: false, inset: 10 }), 512));

for (const tone of ['ink', 'white']) {
  const svg = await logoSvg(tone);
  const name = tone === 'ink' ? 'opstap-logo' : 'opstap-logo-white';
  write(`brand/${name}.svg`, svg);
  write(`brand/${name}.png`, png(svg, 1200));
}
write('brand/opstap-mark.svg', mark);
write('brand/opstap-mark.png', png(markSvg({ size: 512 }), 512));

for (const store of Object.keys(BADGE_WORDING))
  for (const language of ['en', 'nl'])
    write(`badges/${store}-${language}.svg`, await badgeSvg(store, language));

for (const [name, svg] of Object.entries(SOCIAL_ICONS)) write(`brand/social/${name}.svg`, svg);

for (const company of companies) write(`logos/${company.slug}.svg`, await companyLogoSvg(company));
PEOPLE.forEach((seed, index) => write(`people/${seed}.svg`, personSvg(seed, index)));
// Beside the Icon component, which imports it: the build gives it a hashed name, cached for a year
// (docs/decisions/0329-icon-sprite-hashed.md).
const spriteFile = join(
  dirname(fileURLToPath(import.meta.url)),
  '../../src/components/content/icon-sprite.svg',
);
writeFileSync(spriteFile, iconSprite());
console.log('wrote src/components/content/icon-sprite.svg');

const manifest = {
  name: 'Opstap',
  short_name: 'Opstap',
  description: 'The career network for students and young professionals.',
  start_url: '/',
  scope: '/',
  display: 'minimal-ui',
  background_color: PALETTE.white,
  theme_color: PALETTE.brand,
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
  ],
};
write('manifest.webmanifest', `${JSON.stringify(manifest, null, 2)}\n`);
