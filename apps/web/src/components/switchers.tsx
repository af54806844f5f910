import { Trans, useLingui } from '@lingui/react/macro';
import { countrySwitchLink, languageSwitchLink, type Country, type Language } from '@opstap/routes';
import type { ReactNode } from 'react';
import { usePageState } from '../page-state/page-state.tsx';
import { InternalLink } from './internal-link.tsx';

/** Language names in their own language, each marked with its own `lang` (WCAG 3.1.2). */
const LANGUAGE_OPTIONS: readonly { language: Language; label: string }[] = [
  { language: 'nl', label: 'Nederlands' },
  { language: 'en', label: 'English' },
];
const COUNTRY_OPTIONS: readonly { country: Country; short: string }[] = [
  { country: 'nl', short: 'NL' },
  { country: 'gb', short: 'UK' },
];

/**
 * The language and the country switchers (docs/requirements/site.md#footer): the same links in the footer,
 * under their headings, and in the bar above the header (decision 0326), where the countries are short
 * ("UK", its full name for assistive technology) and each option's box has a width of its own, so nothing
 * moves when the brand face arrives. The country switch leads to the NL or UK version of the same page.
 */
export function Switchers({ place }: { place: 'header' | 'footer' }) {
  const { t } = useLingui();
  const page = usePageState();
  const names: Record<Country, string> = { nl: t`Netherlands`, gb: t`United Kingdom` };
  const footer = place === 'footer';
  const nav = (kind: 'language' | 'country', heading: ReactNode, label: string, links: ReactNode) => (
    <nav
      className={footer ? 'switcher' : undefined}
      {...(footer ? { 'aria-labelledby': `${kind}-switcher` } : { 'aria-label': label })}
      data-switcher={footer ? kind : `header-${kind}`}
    >
      {footer ? (
        <h2 id={`${kind}-switcher`} className="switcher__label">
          {heading}
        </h2>
      ) : null}
      <ul className={footer ? 'inline-list' : 'locale-bar__list'}>{links}</ul>
    </nav>
  );
  return (
    <>
      {nav(
        'language',
        <Trans>Language</Trans>,
        t`Language of the site`,
        LANGUAGE_OPTIONS.map(({ language, label }) => (
          <li key={language}>
            <InternalLink
              href={languageSwitchLink(page.resolved, language)}
              lang={language}
              hrefLang={language}
              aria-current={page.language === language ? 'true' : undefined}
            >
              {label}
            </InternalLink>
          </li>
        )),
      )}
      {nav(
        'country',
        <Trans>Country</Trans>,
        t`Country version`,
        COUNTRY_OPTIONS.map(({ country, short }) => (
          <li key={country}>
            <InternalLink
              href={countrySwitchLink(page.resolved, country)}
              data-country={country}
              aria-current={page.country === country ? 'true' : undefined}
            >
              {footer ? (
                names[country]
              ) : (
                <>
                  {short}
                  <span className="visually-hidden"> ({names[country]})</span>
                </>
              )}
            </InternalLink>
          </li>
        )),
      )}
    </>
  );
}
