import type { ScreenName } from '@opstap/routes';
import { PAGES } from '../pages/pages.ts';
import { createScreenLoader } from '../lazy/screen-loader.ts';

/** The app's one screen loader: every lazy page goes through it, so every load gets the notices. */
export const screens = createScreenLoader<ScreenName>(PAGES);
