import { SITE_HOST } from '../config/build-config.ts';

/**
 * The hosts the app starts on (docs/requirements/site.md#host-check): the production domain and development
 * hosts. A mirror or a phishing copy of the site is left with an empty page.
 */
export function isAllowedHost(hostname: string, productionHost: string = SITE_HOST): boolean {
  const host = hostname.toLowerCase();
  return (
    host === productionHost ||
    host === 'localhost' ||
    host === '127.0.0.1' ||
    host === '[::1]' ||
    host === '::1' ||
    host.endsWith('.localhost')
  );
}
