/**
 * The production origin (build config `VITE_SITE_ORIGIN`, default https://www.opstap.nl): canonical and
 * hreflang URLs are absolute on it, and the host guard lets the app start on its host.
 */
export const SITE_ORIGIN: string =
  (import.meta.env.VITE_SITE_ORIGIN as string | undefined) || 'https://www.opstap.nl';

export const SITE_HOST = new URL(SITE_ORIGIN).hostname;

/** The site's name, as shown in titles. */
export const SITE_NAME = 'Opstap';
