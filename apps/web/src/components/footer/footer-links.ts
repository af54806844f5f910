import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { PathWord, RouteEntry } from '@opstap/routes';

/** The two footer audiences (docs/requirements/site.md#footer). */
export const AUDIENCES = ['jobseeker', 'employer'] as const;
export type Audience = (typeof AUDIENCES)[number];

export function isAudience(value: unknown): value is Audience {
  return typeof value === 'string' && (AUDIENCES as readonly string[]).includes(value);
}

type Screen = RouteEntry['name'];

/** A link with its translated name: into the platform (localised path word) or to an outside page. */
export interface NamedLink {
  readonly name: MessageDescriptor;
  readonly href: string;
}

export interface FooterLinks {
  /** Overview: the site's own screens for this audience. */
  readonly overview: readonly { screen: Screen; name: MessageDescriptor }[];
  /** Quick links into the platform, with its localised path words (`/vacatures`, `/jobs`). */
  readonly quick: readonly { word: PathWord; name: MessageDescriptor }[];
  /** Blog and guide articles: name and link pairs. */
  readonly guides: readonly NamedLink[];
  /** About the company: screens of this site. */
  readonly company: readonly { screen: Screen; name: MessageDescriptor }[];
}

const BLOG = 'https://blog.opstap.nl';

export const FOOTER_LINKS: Record<Audience, FooterLinks> = {
  jobseeker: {
    overview: [
      { screen: 'jobseekers', name: msg`For job seekers` },
      { screen: 'latest-jobs', name: msg`Newest opportunities` },
      { screen: 'locations', name: msg`Locations` },
      { screen: 'most-popular', name: msg`Most popular` },
      { screen: 'golden-ticket', name: msg`Golden ticket` },
    ],
    quick: [
      { word: 'jobs', name: msg`Jobs` },
      { word: 'internships', name: msg`Internships` },
      { word: 'traineeships', name: msg`Traineeships` },
      { word: 'graduate-schemes', name: msg`Graduate schemes` },
      { word: 'companies', name: msg`Companies` },
    ],
    guides: [
      { name: msg`Writing your CV`, href: `${BLOG}/cv` },
      { name: msg`Preparing for a job interview`, href: `${BLOG}/job-interview` },
      { name: msg`Finding an internship`, href: `${BLOG}/internship` },
    ],
    company: [
      { screen: 'press', name: msg`Press and about us` },
      { screen: 'contact', name: msg`Contact` },
      { screen: 'employers', name: msg`For employers` },
    ],
  },
  employer: {
    overview: [
      { screen: 'employers', name: msg`For employers` },
      { screen: 'new-employers', name: msg`Talent community` },
      { screen: 'latest-jobs', name: msg`Newest opportunities` },
    ],
    quick: [
      { word: 'companies', name: msg`Company pages` },
      { word: 'jobs', name: msg`Jobs` },
      { word: 'events', name: msg`Events` },
    ],
    guides: [
      { name: msg`Recruiting Gen Z`, href: `${BLOG}/recruiting-gen-z` },
      { name: msg`Employer branding for starters`, href: `${BLOG}/employer-branding` },
      { name: msg`Writing a job posting`, href: `${BLOG}/job-posting` },
    ],
    company: [
      { screen: 'press', name: msg`Press and about us` },
      { screen: 'contact', name: msg`Contact` },
      { screen: 'jobseekers', name: msg`For job seekers` },
    ],
  },
};

/** Social profiles: brand names, not translated. */
export const SOCIAL_LINKS = [
  { name: 'LinkedIn', href: 'https://www.linkedin.com/company/opstap' },
  { name: 'Instagram', href: 'https://www.instagram.com/opstap' },
  { name: 'TikTok', href: 'https://www.tiktok.com/@opstap' },
  { name: 'Facebook', href: 'https://www.facebook.com/opstap' },
] as const;
