import { msg } from '@lingui/core/macro';
import type { Stat } from '../../components/content/stat-band.tsx';

/** The rounded figures (docs/requirements/site.md#audiences-and-claims), for quoting. */
export const PRESS_FIGURES: readonly Stat[] = [
  { figure: msg`400,000`, label: msg`job seekers` },
  { figure: msg`30,000`, label: msg`jobs` },
  { figure: msg`5,000`, label: msg`companies` },
  { figure: msg`15,000+`, label: msg`monthly active users` },
];
