// robots.txt and sitemap.xml from the route table (docs/requirements/site.md#search-engines).

/** Paths no search engine should list: the debug page. */
const HIDDEN_PREFIXES = ['/_debug/'];

export function robotsTxt(origin) {
  const lines = ['User-agent: *', ...HIDDEN_PREFIXES.map((prefix) => `Disallow: ${prefix}`)];
  return `${lines.join('\n')}\n\nSitemap: ${new URL('/sitemap.xml', origin).href}\n`;
}

const HREFLANG = { nl: 'nl-NL', en: 'en-GB' };
const escapeXml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** One `<url>` per canonical exact path, with `xhtml:link` alternates for screens with Dutch and English paths. */
export function sitemapXml({ EXACT_ROUTES, localizedPaths, SITE_ORIGIN }) {
  const url = (path) => escapeXml(new URL(path, SITE_ORIGIN).href);
  const entries = EXACT_ROUTES.filter(
    (route) =>
      (route.canonical ?? route.path) === route.path &&
      !HIDDEN_PREFIXES.some((p) => route.path.startsWith(p)),
  ).map((route) => {
    const alternates = Object.entries(localizedPaths(route.name)).map(
      ([language, path]) =>
        `\n    <xhtml:link rel="alternate" hreflang="${HREFLANG[language]}" href="${url(path)}"/>`,
    );
    return `  <url>\n    <loc>${url(route.path)}</loc>${alternates.join('')}\n  </url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}
