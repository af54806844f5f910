import { COMPANIES, COMPANY_LOGO_SIZE } from '../../lib/companies.ts';

/**
 * A wall of employer logos (docs/brand.md "Imagery"): image files, so the wall costs markup, not script;
 * below the fold, so they load lazily. The companies are the fictional ones the content names.
 */
export function LogoWall({ label, slugs }: { label: string; slugs?: readonly string[] }) {
  const shown = slugs ? COMPANIES.filter((c) => slugs.includes(c.slug)) : COMPANIES;
  return (
    <ul className="logo-wall" aria-label={label}>
      {shown.map((company) => (
        <li key={company.slug}>
          <img
            src={`/logos/${company.slug}.svg`}
            width={COMPANY_LOGO_SIZE.width}
            height={COMPANY_LOGO_SIZE.height}
            loading="lazy"
            alt={company.name}
          />
        </li>
      ))}
    </ul>
  );
}
