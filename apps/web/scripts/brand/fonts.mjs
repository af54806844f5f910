import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * The brand face for build-time drawing (wordmark, share images). Satori reads TTF/OTF/WOFF but not WOFF2
 * or variable fonts, so it gets the static instances of the same family the site self-hosts as a
 * variable WOFF2 (docs/decisions/0310-brand-identity.md).
 */
export function brandFonts() {
  const file = (weight) =>
    readFileSync(
      require.resolve(`@fontsource/plus-jakarta-sans/files/plus-jakarta-sans-latin-${weight}-normal.woff`),
    );
  return [
    { name: 'Plus Jakarta Sans', data: file(500), weight: 500, style: 'normal' },
    { name: 'Plus Jakarta Sans', data: file(700), weight: 700, style: 'normal' },
    { name: 'Plus Jakarta Sans', data: file(800), weight: 800, style: 'normal' },
  ];
}
