import { PALETTE } from './palette.mjs';

/**
 * The mark (docs/brand.md "Logo"): a tile with a three-step stair rising to the right and the sun
 * on the top step, "op-stap", the step up. Drawn on a 64×64 grid; `inset` shrinks the drawing inside the
 * tile for maskable icons (their safe zone is the inner 80%).
 */
export function markSvgBody({ size = 64, rounded = true, inset = 0 } = {}) {
  const scale = size / 64;
  const k = (64 - 2 * inset) / 64;
  const at = (value) => +(inset + value * k).toFixed(2);
  const stairs = `M${at(13)} ${at(51)}V${at(41)}H${at(24)}V${at(31)}H${at(35)}V${at(21)}H${at(51)}V${at(51)}Z`;
  const radius = rounded ? 15 : 0;
  return `<g transform="scale(${scale})"><rect width="64" height="64" rx="${radius}" fill="${PALETTE.brand}"/><path d="${stairs}" fill="${PALETTE.white}"/><circle cx="${at(43)}" cy="${at(12.5)}" r="${+(5.5 * k).toFixed(2)}" fill="${PALETTE.sun}"/></g>`;
}

/** The mark alone as an SVG document. */
export function markSvg(options = {}) {
  const size = options.size ?? 64;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">${markSvgBody({ ...options, size })}</svg>\n`;
}
