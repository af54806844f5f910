import type { Location } from '@opstap/contracts';
import { platformLink, type Country, type Language } from '@opstap/routes';

/** City, URL slug and open opportunities: biggest student cities first. */
const CITIES: Record<Country, readonly (readonly [string, string, number])[]> = {
  nl: [
    ['Amsterdam', 'amsterdam', 6840],
    ['Rotterdam', 'rotterdam', 4215],
    ['Utrecht', 'utrecht', 3590],
    ['Den Haag', 'den-haag', 2870],
    ['Eindhoven', 'eindhoven', 2310],
    ['Groningen', 'groningen', 1460],
    ['Leiden', 'leiden', 1120],
    ['Delft', 'delft', 990],
    ['Nijmegen', 'nijmegen', 870],
    ['Tilburg', 'tilburg', 820],
    ["'s-Hertogenbosch", 's-hertogenbosch', 760],
    ['Breda', 'breda', 690],
    ['Arnhem', 'arnhem', 640],
    ['Maastricht', 'maastricht', 580],
    ['Enschede', 'enschede', 510],
    ['Zwolle', 'zwolle', 470],
  ],
  gb: [
    ['London', 'london', 9120],
    ['Manchester', 'manchester', 3340],
    ['Birmingham', 'birmingham', 2760],
    ['Leeds', 'leeds', 1980],
    ['Bristol', 'bristol', 1840],
    ['Edinburgh', 'edinburgh', 1620],
    ['Glasgow', 'glasgow', 1410],
    ['Cambridge', 'cambridge', 1180],
    ['Oxford', 'oxford', 1050],
    ['Newcastle', 'newcastle', 880],
    ['Liverpool', 'liverpool', 860],
    ['Nottingham', 'nottingham', 740],
    ['Sheffield', 'sheffield', 690],
    ['Cardiff', 'cardiff', 610],
    ['Belfast', 'belfast', 520],
  ],
};

export function locations(language: Language, country: Country): Location[] {
  return CITIES[country].map(([city, slug, opportunityCount]) => ({
    city,
    slug,
    opportunityCount,
    url: platformLink('opportunities', { language, country, query: { city: slug } }),
  }));
}
