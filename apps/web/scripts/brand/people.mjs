import { createAvatar } from '@dicebear/core';
import * as notionists from '@dicebear/notionists';

/**
 * The illustrated people of the testimonials and product mock-ups (docs/brand.md "Imagery"): DiceBear's
 * Notionists (artwork CC0 1.0), drawn once at build time from a seed, so no avatar code ships to the
 * browser. The people are made up, and the site says so next to what they "say".
 */
export const PEOPLE = ['sanne', 'daan', 'priya', 'tom', 'eva', 'mark', 'lotte', 'james'];

const BACKGROUNDS = ['eef2fe', 'fff4d6', 'e3f5ec', 'fde8e8'];

export function personSvg(seed, index) {
  return createAvatar(notionists, {
    seed,
    size: 96,
    radius: 50,
    backgroundColor: [BACKGROUNDS[index % BACKGROUNDS.length]],
  }).toString();
}
