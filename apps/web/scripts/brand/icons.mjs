import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * The icon sprite (docs/brand.md "Icons"): the Lucide icons the site uses, as `<symbol>`s in one cached
 * file, referenced with `<svg><use href="/icons/sprite.svg#name"/></svg>`. An icon then costs a few bytes
 * of markup and no script (a React icon component would be JS in the page chunk).
 */
/** The names, read from the site's own list (src/components/content/icon-names.ts). */
export const ICONS = [
  ...readFileSync(new URL('../../src/components/content/icon-names.ts', import.meta.url), 'utf8')
    .split('ICON_NAMES = [')[1]
    .split(']')[0]
    .matchAll(/'([a-z0-9-]+)'/g),
].map((match) => match[1]);

export function iconSprite() {
  const symbols = ICONS.map((name) => {
    const svg = readFileSync(require.resolve(`lucide-static/icons/${name}.svg`), 'utf8');
    const body = svg
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/^[\s\S]*?<svg[^>]*>/, '')
      .replace(/<\/svg>\s*$/, '')
      .replace(/\s+/g, ' ')
      .trim();
    return `<symbol id="${name}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${body}</symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>\n`;
}
