import type { ProofLogo } from '../../content/content-types.ts';

/** The logo files' artboard: 200 × 48. */
const LOGO_SIZE = { width: 200, height: 48 } as const;

/**
 * A wall of customers' logos (docs/brand.md "Imagery"), from the market's content file: only companies
 * whose permission is recorded there. Image files, so the wall costs markup, not script; lazy below the fold.
 */
export function LogoWall({ label, logos }: { label: string; logos: readonly ProofLogo[] }) {
  return (
    <ul className="logo-wall" aria-label={label}>
      {logos.map((logo) => (
        <li key={logo.file}>
          <img
            src={logo.file}
            width={LOGO_SIZE.width}
            height={LOGO_SIZE.height}
            loading="lazy"
            alt={logo.name}
          />
        </li>
      ))}
    </ul>
  );
}
