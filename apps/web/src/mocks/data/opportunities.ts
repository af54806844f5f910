import type { Opportunity } from '@opstap/contracts';
import { platformLink, type Country, type Language } from '@opstap/routes';

interface Seed {
  readonly slug: string;
  /** Dutch title where the employer writes one; English otherwise and for English readers. */
  readonly title: { readonly en: string; readonly nl?: string };
  readonly companyName: string;
  readonly city: string;
  readonly type: Opportunity['type'];
  /** How long ago it was published. */
  readonly hoursAgo: number;
}

/** Made-up but plausible employers and openings, per country version. */
const SEEDS: Record<Country, readonly Seed[]> = {
  nl: [
    {
      slug: 'junior-data-analist-vlinder-bank',
      title: { en: 'Junior Data Analyst', nl: 'Junior data-analist' },
      companyName: 'Vlinder Bank',
      city: 'Amsterdam',
      type: 'job',
      hoursAgo: 2,
    },
    {
      slug: 'afstudeerstage-robotica-delta-robotics',
      title: { en: 'Graduate internship: warehouse robotics', nl: 'Afstudeerstage robotica in magazijnen' },
      companyName: 'Delta Robotics',
      city: 'Delft',
      type: 'internship',
      hoursAgo: 5,
    },
    {
      slug: 'traineeship-duurzame-energie-groenstroom',
      title: { en: 'Sustainable Energy Traineeship', nl: 'Traineeship duurzame energie' },
      companyName: 'Groenstroom Energie',
      city: 'Arnhem',
      type: 'traineeship',
      hoursAgo: 9,
    },
    {
      slug: 'junior-frontend-developer-tulp-software',
      title: { en: 'Junior Front-end Developer' },
      companyName: 'Tulp Software',
      city: 'Utrecht',
      type: 'job',
      hoursAgo: 14,
    },
    {
      slug: 'in-house-dag-zuidas-capital',
      title: { en: 'In-house day: a day at the trading desk', nl: 'Inhousedag: een dag op de handelsvloer' },
      companyName: 'Zuidas Capital',
      city: 'Amsterdam',
      type: 'event',
      hoursAgo: 20,
    },
    {
      slug: 'stage-marketing-amstel-media',
      title: { en: 'Marketing internship', nl: 'Stage marketing en content' },
      companyName: 'Amstel Media',
      city: 'Amsterdam',
      type: 'internship',
      hoursAgo: 26,
    },
    {
      slug: 'graduate-programme-rijnmond-consultancy',
      title: { en: 'Graduate Programme Strategy & Operations' },
      companyName: 'Rijnmond Consultancy',
      city: 'Rotterdam',
      type: 'graduate-scheme',
      hoursAgo: 31,
    },
    {
      slug: 'junior-jurist-kanaal-advocaten',
      title: { en: 'Junior Legal Counsel', nl: 'Junior jurist arbeidsrecht' },
      companyName: 'Kanaal & Co Advocaten',
      city: 'Den Haag',
      type: 'job',
      hoursAgo: 38,
    },
    {
      slug: 'traineeship-supply-chain-noordzee',
      title: { en: 'Supply Chain Traineeship', nl: 'Traineeship supply chain' },
      companyName: 'Noordzee Logistiek',
      city: 'Rotterdam',
      type: 'traineeship',
      hoursAgo: 44,
    },
    {
      slug: 'werkstudent-ux-brabant-health-tech',
      title: { en: 'Working student UX research', nl: 'Werkstudent UX-onderzoek' },
      companyName: 'Brabant Health Tech',
      city: 'Eindhoven',
      type: 'job',
      hoursAgo: 52,
    },
    {
      slug: 'junior-projectleider-hanze-bouw',
      title: { en: 'Junior Project Lead Construction', nl: 'Junior projectleider bouw' },
      companyName: 'Hanze Bouw',
      city: 'Groningen',
      type: 'job',
      hoursAgo: 60,
    },
    {
      slug: 'polderdata-business-course',
      title: {
        en: 'Business course: data science in practice',
        nl: 'Businesscourse: data science in de praktijk',
      },
      companyName: 'Polderdata',
      city: 'Utrecht',
      type: 'event',
      hoursAgo: 70,
    },
  ],
  gb: [
    {
      slug: 'graduate-data-analyst-thameside',
      title: { en: 'Graduate Data Analyst' },
      companyName: 'Thameside Analytics',
      city: 'London',
      type: 'job',
      hoursAgo: 1,
    },
    {
      slug: 'summer-internship-brightwater-bank',
      title: { en: 'Summer Internship, Risk & Compliance' },
      companyName: 'Brightwater Bank',
      city: 'Edinburgh',
      type: 'internship',
      hoursAgo: 4,
    },
    {
      slug: 'engineering-graduate-scheme-severn',
      title: { en: 'Engineering Graduate Scheme 2027' },
      companyName: 'Severn Engineering',
      city: 'Bristol',
      type: 'graduate-scheme',
      hoursAgo: 8,
    },
    {
      slug: 'junior-software-engineer-kestrel',
      title: { en: 'Junior Software Engineer (TypeScript)' },
      companyName: 'Kestrel Software',
      city: 'Manchester',
      type: 'job',
      hoursAgo: 12,
    },
    {
      slug: 'insight-evening-harbour-vale',
      title: { en: 'Insight evening: life as a trainee solicitor' },
      companyName: 'Harbour & Vale Solicitors',
      city: 'Leeds',
      type: 'event',
      hoursAgo: 19,
    },
    {
      slug: 'placement-year-clyde-robotics',
      title: { en: 'Placement Year: Robotics Engineering' },
      companyName: 'Clyde Robotics',
      city: 'Glasgow',
      type: 'internship',
      hoursAgo: 25,
    },
    {
      slug: 'consulting-graduate-programme-northgate',
      title: { en: 'Consulting Graduate Programme' },
      companyName: 'Northgate Consulting',
      city: 'Birmingham',
      type: 'graduate-scheme',
      hoursAgo: 33,
    },
    {
      slug: 'marketing-assistant-mersey-media',
      title: { en: 'Marketing Assistant' },
      companyName: 'Mersey Media',
      city: 'Liverpool',
      type: 'job',
      hoursAgo: 40,
    },
    {
      slug: 'energy-traineeship-pennine',
      title: { en: 'Renewable Energy Traineeship' },
      companyName: 'Pennine Energy',
      city: 'Sheffield',
      type: 'traineeship',
      hoursAgo: 47,
    },
    {
      slug: 'clinical-data-intern-oakridge',
      title: { en: 'Clinical Data Intern' },
      companyName: 'Oakridge Health',
      city: 'Cambridge',
      type: 'internship',
      hoursAgo: 55,
    },
    {
      slug: 'junior-analyst-camden-capital',
      title: { en: 'Junior Investment Analyst' },
      companyName: 'Camden Capital',
      city: 'London',
      type: 'job',
      hoursAgo: 63,
    },
    {
      slug: 'food-science-graduate-fenland',
      title: { en: 'Food Science Graduate Scheme' },
      companyName: 'Fenland Foods',
      city: 'Norwich',
      type: 'graduate-scheme',
      hoursAgo: 71,
    },
  ],
};

const HOUR_MS = 3_600_000;

/** The newest opportunities, newest first, with links into the platform in the reader's language. */
export function latestOpportunities(
  language: Language,
  country: Country,
  limit: number,
  now = Date.now(),
): Opportunity[] {
  return [...SEEDS[country]]
    .sort((a, b) => a.hoursAgo - b.hoursAgo)
    .slice(0, limit)
    .map((seed) => ({
      id: `${country}-${seed.slug}`,
      title: (language === 'nl' ? seed.title.nl : undefined) ?? seed.title.en,
      companyName: seed.companyName,
      city: seed.city,
      type: seed.type,
      publishedAt: new Date(now - seed.hoursAgo * HOUR_MS).toISOString(),
      url: platformLink('opportunity', { language, country, segments: [seed.slug] }),
    }));
}
