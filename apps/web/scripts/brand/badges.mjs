import satori from 'satori';
import { siApple, siGoogleplay } from 'simple-icons';
import { brandFonts } from './fonts.mjs';

/**
 * The app-store badges (docs/brand.md "App-store badges"): black, rounded, the store's mark and the store's
 * own wording in each language, text drawn as outlines so the files need no font. Apple's and Google's
 * badge guides fix the wording; the Dutch lines are theirs too.
 */
export const BADGE_WORDING = {
  'app-store': {
    en: ['Download on the', 'App Store'],
    nl: ['Download in de', 'App Store'],
    icon: siApple,
  },
  'google-play': {
    en: ['GET IT ON', 'Google Play'],
    nl: ['ONTDEK HET OP', 'Google Play'],
    icon: siGoogleplay,
  },
};

const HEIGHT = 40;

async function textBlock([small, big], width) {
  const svg = await satori(
    {
      type: 'div',
      props: {
        style: {
          display: 'flex',
          flexDirection: 'column',
          color: '#fff',
          fontFamily: 'Plus Jakarta Sans',
          lineHeight: 1,
        },
        children: [
          {
            type: 'div',
            props: { style: { fontSize: 9.5, fontWeight: 500, letterSpacing: 0.2 }, children: small },
          },
          {
            type: 'div',
            props: {
              style: { fontSize: 17, fontWeight: 700, marginTop: 2, letterSpacing: -0.2 },
              children: big,
            },
          },
        ],
      },
    },
    { width, height: 31, fonts: brandFonts() },
  );
  return svg.replace(/^<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
}

/** One badge as an SVG document, 40 px high at 1×. */
export async function badgeSvg(store, language) {
  const { icon, ...wording } = BADGE_WORDING[store];
  const lines = wording[language];
  const textWidth = 106;
  const width = 44 + textWidth;
  const label = lines.join(' ');
  const text = await textBlock(lines, textWidth);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${HEIGHT}" viewBox="0 0 ${width} ${HEIGHT}" role="img" aria-label="${label}"><title>${label}</title><rect x="0.5" y="0.5" width="${width - 1}" height="${HEIGHT - 1}" rx="8" fill="#000" stroke="#a6a6a6"/><svg x="11" y="9" width="22" height="22" viewBox="0 0 24 24"><path d="${icon.path}" fill="#fff"/></svg><svg x="40" y="5" width="${textWidth}" height="31" viewBox="0 0 ${textWidth} 31">${text}</svg></svg>\n`;
}
