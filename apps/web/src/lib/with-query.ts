/** Adds parameters to an internal link that may already carry `lang`/`country`. */
export function withQuery(href: string, extra: string): string {
  if (!extra) return href;
  return href + (href.includes('?') ? '&' : '?') + extra;
}
