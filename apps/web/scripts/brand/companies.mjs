import satori from 'satori';
import companies from '../../src/lib/companies.json' with { type: 'json' };
import { brandFonts } from './fonts.mjs';

/**
 * Wordmarks for the fictional employers the content names (docs/brand.md "Imagery"): a simple symbol in
 * the company's colour and its name drawn as outlines, 200 × 48. Made up, like the companies.
 */
const SYMBOLS = {
  butterfly: (c) =>
    `<ellipse cx="14" cy="17" rx="9" ry="11" fill="${c}" transform="rotate(-25 14 17)"/><ellipse cx="30" cy="17" rx="9" ry="11" fill="${c}" opacity=".75" transform="rotate(25 30 17)"/><ellipse cx="15" cy="33" rx="6" ry="7" fill="${c}" opacity=".75"/><ellipse cx="29" cy="33" rx="6" ry="7" fill="${c}"/>`,
  leaf: (c) =>
    `<path d="M8 38C8 18 22 6 40 6c0 20-12 32-32 32z" fill="${c}"/><path d="M10 36L30 16" stroke="#fff" stroke-width="2.5" stroke-linecap="round"/>`,
  tulip: (c) =>
    `<path d="M10 8l6 7 6-9 6 9 6-7v14c0 7-5 12-12 12S10 29 10 22z" fill="${c}"/><path d="M22 34v8" stroke="${c}" stroke-width="3" stroke-linecap="round"/>`,
  waves: (c) =>
    `<g fill="none" stroke="${c}" stroke-width="4" stroke-linecap="round"><path d="M5 14c5-5 9 5 14 0s9 5 14 0 6-2 8-1"/><path d="M5 24c5-5 9 5 14 0s9 5 14 0 6-2 8-1"/><path d="M5 34c5-5 9 5 14 0s9 5 14 0 6-2 8-1"/></g>`,
  hex: (c) =>
    `<path d="M22 4l17 10v20L22 44 5 34V14z" fill="${c}"/><circle cx="22" cy="24" r="7" fill="#fff"/>`,
  kestrel: (c) => `<path d="M4 30L22 8l6 12 14-6-12 26-8-10z" fill="${c}"/>`,
  beam: (c) =>
    `<circle cx="14" cy="24" r="9" fill="${c}"/><path d="M24 24h18M22 16l16-8M22 32l16 8" stroke="${c}" stroke-width="4" stroke-linecap="round"/>`,
  robot: (c) =>
    `<rect x="8" y="12" width="28" height="24" rx="7" fill="${c}"/><circle cx="17" cy="24" r="3.5" fill="#fff"/><circle cx="27" cy="24" r="3.5" fill="#fff"/><path d="M22 12V5" stroke="${c}" stroke-width="3" stroke-linecap="round"/><circle cx="22" cy="5" r="3" fill="${c}"/>`,
  chip: (c) =>
    `<rect x="10" y="10" width="24" height="24" rx="4" fill="${c}"/><rect x="16" y="16" width="12" height="12" rx="2" fill="#fff"/><g stroke="${c}" stroke-width="3" stroke-linecap="round"><path d="M16 4v4M22 4v4M28 4v4M16 36v4M22 36v4M28 36v4M4 16h4M4 22h4M4 28h4M36 16h4M36 22h4M36 28h4"/></g>`,
};

export async function companyLogoSvg({ name, color, symbol }) {
  const words = await satori(
    {
      type: 'div',
      props: {
        style: {
          display: 'flex',
          height: 48,
          alignItems: 'center',
          fontFamily: 'Plus Jakarta Sans',
          fontWeight: 800,
          fontSize: name.length > 16 ? 15 : 17,
          color: '#1f2937',
          letterSpacing: -0.3,
        },
        children: name,
      },
    },
    { width: 150, height: 48, fonts: brandFonts() },
  );
  const inner = words.replace(/^<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="48" viewBox="0 0 200 48" role="img" aria-label="${name}"><title>${name}</title>${SYMBOLS[symbol](color)}<svg x="50" y="0" width="150" height="48" viewBox="0 0 150 48">${inner}</svg></svg>\n`;
}

export { companies };
