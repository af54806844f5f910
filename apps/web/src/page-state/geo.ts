/**
 * The visitor's country as the CDN geolocates it, without a request: the CDN sets the cookie
 * `geo_country` (ISO 3166-1 alpha-2, lower or upper case) on HTML responses (README, "Web app").
 */
export const GEO_COOKIE = 'geo_country';

/** The country with the scam-warning notice (docs/requirements/site.md#footer). */
export const SCAM_WARNING_COUNTRY = 'au';

export function geoCountry(cookie: string = document.cookie): string | undefined {
  for (const part of cookie.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === GEO_COOKIE && value) return decodeURIComponent(value).trim().toLowerCase();
  }
  return undefined;
}
