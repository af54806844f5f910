import type { Country, Language } from './locale.ts';

/**
 * The career platform's localised URL path words, English and Dutch (docs/requirements/site.md#routes).
 * Several English words share one Dutch word: placements and internships are both `stages`, jobs and
 * graduate schemes both `vacatures`.
 */
export const PATH_WORDS = {
  companies: { en: 'companies', nl: 'bedrijven' },
  company: { en: 'company', nl: 'bedrijf' },
  opportunity: { en: 'opportunity', nl: 'vacature' },
  opportunities: { en: 'opportunities', nl: 'vacatures' },
  jobs: { en: 'jobs', nl: 'vacatures' },
  internships: { en: 'internships', nl: 'stages' },
  traineeships: { en: 'traineeships', nl: 'traineeships' },
  'inhouse-days': { en: 'inhouse-days', nl: 'inhousedagen' },
  events: { en: 'events', nl: 'evenementen' },
  'business-courses': { en: 'business-courses', nl: 'business-courses' },
  'graduate-internships': { en: 'graduate-internships', nl: 'afstudeerstages' },
  placements: { en: 'placements', nl: 'stages' },
  'graduate-schemes': { en: 'graduate-schemes', nl: 'vacatures' },
} as const satisfies Record<string, Record<Language, string>>;

export type PathWord = keyof typeof PATH_WORDS;

/** The career platform's origin for each country version. */
export const PLATFORM_ORIGINS: Record<Country, string> = {
  nl: 'https://app.opstap.nl',
  gb: 'https://app.opstap.co.uk',
};

/**
 * The tags of the all-events list: events, business courses and in-house days
 * (docs/requirements/site.md#routes).
 */
export const ALL_EVENTS_TAGS = ['event', 'business-course', 'inhouse-day'] as const;

/** The degree filters linked from the footer (docs/requirements/site.md#footer). */
export const DEGREE_FILTERS = ['nl-bachelor-hbo', 'nl-bachelor-wo'] as const;
export type DegreeFilter = (typeof DEGREE_FILTERS)[number];

export interface PlatformLinkOptions {
  language: Language;
  country: Country;
  /** Path segments after the word, e.g. a company's slug. */
  segments?: readonly string[];
  /** Query parameters; arrays are joined with commas. */
  query?: Record<string, string | readonly string[]>;
}

/** A link into the career platform with the localised path word: `/bedrijven/acme` or `/companies/acme`. */
export function platformLink(word: PathWord, options: PlatformLinkOptions): string {
  const segments = [PATH_WORDS[word][options.language], ...(options.segments ?? [])];
  const path = '/' + segments.map(encodeURIComponent).join('/');
  const url = new URL(path, PLATFORM_ORIGINS[options.country]);
  for (const [key, value] of Object.entries(options.query ?? {})) {
    url.searchParams.set(key, typeof value === 'string' ? value : value.join(','));
  }
  // Commas in tag lists read better unescaped, and are legal in a query.
  return url.toString().replaceAll('%2C', ',');
}

/** The all-events link: the opportunities list filtered by the event, business-course and in-house-day tags. */
export function allEventsLink(language: Language, country: Country): string {
  return platformLink('opportunities', { language, country, query: { tags: ALL_EVENTS_TAGS } });
}

/** A footer degree filter: the opportunities list filtered by one education level. */
export function degreeFilterLink(degree: DegreeFilter, language: Language, country: Country): string {
  return platformLink('opportunities', { language, country, query: { educationLevels: degree } });
}
