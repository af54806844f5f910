// The brand's colours for the build scripts (logo, icons, share images). The site's own copy is the
// custom properties in src/styles/tokens.css; palette.test.ts keeps the two equal (docs/brand.md).

export const PALETTE = {
  /** Text, dark bands. */
  ink: '#0e1a3a',
  /** Secondary text. */
  inkMuted: '#4b5675',
  /** Primary: links, buttons, the mark's tile. */
  brand: '#2449d8',
  /** Hover, pressed, dark brand bands. */
  brandStrong: '#1a2f99',
  /** Text and lines on ink or brandStrong. */
  brandSoft: '#aab6ff',
  /** The accent: decorative only on white, text only on ink. */
  sun: '#ffb020',
  /** Tinted surfaces. */
  surface: '#f4f6fb',
  surfaceBrand: '#eef2fe',
  white: '#ffffff',
};
