import type { PopularPage } from '@opstap/contracts';
import { platformLink, type Country, type Language, type PathWord } from '@opstap/routes';

interface Seed {
  readonly title: Record<Language, string>;
  readonly word: PathWord;
  readonly segments?: readonly string[];
  readonly query?: Record<string, string>;
  readonly visits: number;
}

const SEEDS: Record<Country, readonly Seed[]> = {
  nl: [
    {
      title: { nl: 'Stages in Amsterdam', en: 'Internships in Amsterdam' },
      word: 'internships',
      query: { city: 'amsterdam' },
      visits: 48210,
    },
    { title: { nl: 'Traineeships', en: 'Traineeships' }, word: 'traineeships', visits: 39876 },
    {
      title: { nl: 'Afstudeerstages', en: 'Graduate internships' },
      word: 'graduate-internships',
      visits: 31540,
    },
    {
      title: { nl: 'Werken bij Vlinder Bank', en: 'Working at Vlinder Bank' },
      word: 'company',
      segments: ['vlinder-bank'],
      visits: 22105,
    },
    {
      title: { nl: 'Startersbanen in Rotterdam', en: 'Entry-level jobs in Rotterdam' },
      word: 'jobs',
      query: { city: 'rotterdam' },
      visits: 19870,
    },
    { title: { nl: 'Inhousedagen', en: 'In-house days' }, word: 'inhouse-days', visits: 15432 },
    {
      title: { nl: 'Werken bij Delta Robotics', en: 'Working at Delta Robotics' },
      word: 'company',
      segments: ['delta-robotics'],
      visits: 12980,
    },
    { title: { nl: 'Evenementen', en: 'Events' }, word: 'events', visits: 11204 },
    { title: { nl: 'Alle bedrijven', en: 'All companies' }, word: 'companies', visits: 9876 },
    {
      title: { nl: 'Bijbanen in Utrecht', en: 'Student jobs in Utrecht' },
      word: 'jobs',
      query: { city: 'utrecht', tags: 'student-job' },
      visits: 8421,
    },
  ],
  gb: [
    {
      title: { en: 'Graduate schemes in London', nl: 'Graduate schemes in Londen' },
      word: 'graduate-schemes',
      query: { city: 'london' },
      visits: 52110,
    },
    { title: { en: 'Placement years', nl: 'Placement years' }, word: 'placements', visits: 40230 },
    {
      title: { en: 'Summer internships', nl: 'Zomerstages' },
      word: 'internships',
      query: { tags: 'summer' },
      visits: 33415,
    },
    {
      title: { en: 'Working at Brightwater Bank', nl: 'Werken bij Brightwater Bank' },
      word: 'company',
      segments: ['brightwater-bank'],
      visits: 21760,
    },
    {
      title: { en: 'Entry-level jobs in Manchester', nl: 'Startersbanen in Manchester' },
      word: 'jobs',
      query: { city: 'manchester' },
      visits: 18904,
    },
    {
      title: { en: 'Insight days and events', nl: 'Insight days en evenementen' },
      word: 'events',
      visits: 14320,
    },
    {
      title: { en: 'Working at Kestrel Software', nl: 'Werken bij Kestrel Software' },
      word: 'company',
      segments: ['kestrel-software'],
      visits: 11876,
    },
    { title: { en: 'Traineeships', nl: 'Traineeships' }, word: 'traineeships', visits: 10112 },
    { title: { en: 'All companies', nl: 'Alle bedrijven' }, word: 'companies', visits: 9034 },
    {
      title: { en: 'Graduate jobs in Edinburgh', nl: 'Startersbanen in Edinburgh' },
      word: 'jobs',
      query: { city: 'edinburgh' },
      visits: 7650,
    },
  ],
};

/** The most visited platform pages of the last 30 days, most visited first. */
export function popularPages(language: Language, country: Country): PopularPage[] {
  return SEEDS[country].map((seed) => ({
    title: seed.title[language],
    visits: seed.visits,
    url: platformLink(seed.word, {
      language,
      country,
      ...(seed.segments ? { segments: seed.segments } : {}),
      ...(seed.query ? { query: seed.query } : {}),
    }),
  }));
}
