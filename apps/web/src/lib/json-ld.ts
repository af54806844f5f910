/**
 * The text of a `<script type="application/ld+json">` (structured data for search engines): JSON with
 * every `<` escaped, so no string in it can close the element.
 */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
