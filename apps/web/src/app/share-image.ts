import { msg } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';
import { SCREEN_NAMES, type Language, type ScreenName } from '@opstap/routes';
import { SCREEN_META } from './screen-meta.ts';

/**
 * Share images (docs/brand.md "Imagery"): one 1200×630 PNG per screen and language, the screen's title on
 * the brand, drawn at build time by scripts/prerender.mjs (scripts/brand/og-image.mjs). Screens no search
 * engine lists share the home's.
 */
const NO_OWN_IMAGE: ReadonlySet<ScreenName> = new Set(['not-found', 'tracking-debug']);

/** Screens whose image speaks to employers; the others speak to job seekers. */
const EMPLOYER_SCREENS: ReadonlySet<ScreenName> = new Set(['employers', 'new-employers', 'nps-recruiters']);

const KICKER = {
  employer: msg`Opstap for employers`,
  jobseeker: msg`For students and graduates`,
};

export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

export function shareImagePath(screen: ScreenName, language: Language): string {
  return `/og/${language}/${NO_OWN_IMAGE.has(screen) ? 'jobseekers' : screen}.png`;
}

/** What each image says, in one language: for the prerender (i18n active in that language). */
export function shareImageTexts(i18n: I18n, language: Language) {
  return SCREEN_NAMES.filter((screen) => !NO_OWN_IMAGE.has(screen)).map((screen) => ({
    screen,
    path: shareImagePath(screen, language),
    title: i18n._(SCREEN_META[screen].title),
    kicker: i18n._(EMPLOYER_SCREENS.has(screen) ? KICKER.employer : KICKER.jobseeker),
  }));
}
