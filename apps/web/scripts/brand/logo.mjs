import satori from 'satori';
import { brandFonts } from './fonts.mjs';
import { markSvgBody } from './mark.mjs';
import { PALETTE } from './palette.mjs';

const HEIGHT = 64;
const GAP = 14;

/** The wordmark "opstap" as outlines (satori draws the glyphs as paths, so the file needs no font). */
async function wordmark(color) {
  const svg = await satori(
    {
      type: 'div',
      props: {
        style: {
          display: 'flex',
          fontFamily: 'Plus Jakarta Sans',
          fontWeight: 800,
          fontSize: 56,
          color,
          letterSpacing: -1.5,
          lineHeight: 1,
        },
        children: 'opstap',
      },
    },
    { height: HEIGHT, width: 220, fonts: brandFonts(), embedFont: true },
  );
  const width = 196;
  const inner = svg.replace(/^<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
  return { width, inner };
}

/**
 * The full logo, mark and wordmark, as an SVG document. `tone` "ink" for light backgrounds,
 * "white" for the brand colour, ink or photos (docs/brand.md "Logo").
 */
export async function logoSvg(tone = 'ink') {
  const color = tone === 'white' ? PALETTE.white : PALETTE.ink;
  const word = await wordmark(color);
  const width = HEIGHT + GAP + word.width;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${HEIGHT}" viewBox="0 0 ${width} ${HEIGHT}" role="img" aria-label="Opstap"><title>Opstap</title>${markSvgBody()}<svg x="${HEIGHT + GAP}" y="-2" width="220" height="${HEIGHT}" viewBox="0 0 220 ${HEIGHT}" overflow="visible">${word.inner}</svg></svg>\n`;
}
