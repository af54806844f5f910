import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeFile } from 'node:fs/promises';
import { ogImagePng } from './og-image.mjs';

const appDir = join(dirname(fileURLToPath(import.meta.url)), '../..');
/** Drawn images by content, so a build redraws only what changed (each takes most of a second). */
const CACHE = join(appDir, 'node_modules/.cache/share-images');
const LOGO = join(appDir, 'public/brand/opstap-logo-white.svg');
const DRAWING = [
  readFileSync(join(appDir, 'scripts/brand/og-image.mjs')),
  readFileSync(join(appDir, 'scripts/brand/palette.mjs')),
  readFileSync(LOGO),
];

/** Writes dist/og/<language>/<screen>.png for every text; returns how many. */
export async function writeShareImages(dist, texts, host) {
  mkdirSync(CACHE, { recursive: true });
  for (const text of texts) {
    const hash = createHash('sha256');
    for (const part of DRAWING) hash.update(part);
    hash.update(JSON.stringify([text.title, text.kicker, host]));
    const cached = join(CACHE, `${hash.digest('hex').slice(0, 24)}.png`);
    if (!existsSync(cached)) {
      await writeFile(
        cached,
        await ogImagePng({ title: text.title, kicker: text.kicker, host, logoFile: LOGO }),
      );
    }
    const file = join(dist, text.path);
    mkdirSync(dirname(file), { recursive: true });
    copyFileSync(cached, file);
  }
  return texts.length;
}
