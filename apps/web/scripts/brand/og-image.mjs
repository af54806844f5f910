import { readFileSync } from 'node:fs';
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import { brandFonts } from './fonts.mjs';
import { PALETTE } from './palette.mjs';

/** Open Graph's recommended size (docs/requirements/site.md#brand-and-imagery: an absolute 1200×630 image). */
export const OG_SIZE = { width: 1200, height: 630 };

const h = (type, style, children) => ({ type, props: { style, children } });

/**
 * One share image (docs/brand.md "Imagery"): the page's title on the brand, the white logo, the site's
 * host, and the stair of the mark, large, as the backdrop. Satori lays it out with the brand face and
 * draws SVG; resvg turns that into the PNG.
 */
export async function ogImagePng({ title, kicker, host, logoFile }) {
  const logo = `data:image/svg+xml;base64,${readFileSync(logoFile).toString('base64')}`;
  const stair = `data:image/svg+xml;base64,${Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="520" height="520" viewBox="0 0 64 64"><path d="M13 51V41H24V31H35V21H51V51Z" fill="#ffffff" fill-opacity="0.16"/><circle cx="43" cy="12.5" r="5.5" fill="${PALETTE.sun}"/></svg>`,
  ).toString('base64')}`;
  const size = title.length > 60 ? 56 : title.length > 36 ? 64 : 76;
  const svg = await satori(
    h(
      'div',
      {
        display: 'flex',
        width: OG_SIZE.width,
        height: OG_SIZE.height,
        background: `linear-gradient(135deg, ${PALETTE.brand} 0%, ${PALETTE.brandStrong} 70%, ${PALETTE.ink} 100%)`,
        color: PALETTE.white,
        fontFamily: 'Plus Jakarta Sans',
      },
      [
        {
          type: 'img',
          props: {
            src: stair,
            width: 420,
            height: 420,
            style: { position: 'absolute', right: 40, bottom: 30 },
          },
        },
        h(
          'div',
          {
            display: 'flex',
            position: 'absolute',
            top: 64,
            left: 72,
            right: 72,
            bottom: 64,
            flexDirection: 'column',
            justifyContent: 'space-between',
          },
          [
            h('div', { display: 'flex', justifyContent: 'space-between', alignItems: 'center' }, [
              { type: 'img', props: { src: logo, width: 240, height: 56 } },
              h('div', { display: 'flex', fontSize: 28, fontWeight: 500, color: PALETTE.brandSoft }, host),
            ]),
            h('div', { display: 'flex', flexDirection: 'column', maxWidth: 860 }, [
              h(
                'div',
                {
                  display: 'flex',
                  alignSelf: 'flex-start',
                  padding: '8px 20px',
                  marginBottom: 24,
                  borderRadius: 999,
                  background: PALETTE.sun,
                  color: PALETTE.ink,
                  fontSize: 26,
                  fontWeight: 700,
                },
                kicker,
              ),
              h('div', { fontSize: size, fontWeight: 800, lineHeight: 1.08, letterSpacing: -1.5 }, title),
            ]),
          ],
        ),
      ],
    ),
    { ...OG_SIZE, fonts: brandFonts() },
  );
  return new Resvg(svg, { fitTo: { mode: 'width', value: OG_SIZE.width } }).render().asPng();
}
