/**
 * The logo, mark and wordmark (docs/brand.md "Logo"): an image file, so it costs no script and is cached
 * across pages; drawn by scripts/brand/make-brand-assets.mjs. `tone` "white" on ink or brand backgrounds.
 */
export function Logo({ tone = 'ink', height = 32 }: { tone?: 'ink' | 'white'; height?: number }) {
  const file = tone === 'white' ? 'opstap-logo-white' : 'opstap-logo';
  // The artwork is 274 × 64.
  const width = Math.round((274 / 64) * height);
  return <img className="logo" src={`/brand/${file}.svg`} width={width} height={height} alt="Opstap" />;
}
