import { Trans } from '@lingui/react/macro';
import { countrySwitchLink, languageSwitchLink } from '@opstap/routes';
import { usePageState } from '../../page-state/page-state.tsx';
import { InternalLink } from '../internal-link.tsx';

/** Language names in their own language, each marked with its own `lang` (WCAG 3.1.2). */
const LANGUAGE_OPTIONS = [
  { language: 'nl', label: 'Nederlands' },
  { language: 'en', label: 'English' },
] as const;

export function LanguageSwitcher() {
  const page = usePageState();
  return (
    <nav className="switcher" aria-labelledby="language-switcher" data-switcher="language">
      <h2 id="language-switcher" className="switcher__label">
        <Trans>Language</Trans>
      </h2>
      <ul className="inline-list">
        {LANGUAGE_OPTIONS.map(({ language, label }) => (
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
        ))}
      </ul>
    </nav>
  );
}

/** The NL or UK optimised version of the same page (docs/requirements/site.md#footer). */
export function CountrySwitcher() {
  const page = usePageState();
  return (
    <nav className="switcher" aria-labelledby="country-switcher" data-switcher="country">
      <h2 id="country-switcher" className="switcher__label">
        <Trans>Country</Trans>
      </h2>
      <ul className="inline-list">
        <li>
          <InternalLink
            href={countrySwitchLink(page.resolved, 'nl')}
            data-country="nl"
            aria-current={page.country === 'nl' ? 'true' : undefined}
          >
            <Trans>Netherlands</Trans>
          </InternalLink>
        </li>
        <li>
          <InternalLink
            href={countrySwitchLink(page.resolved, 'gb')}
            data-country="gb"
            aria-current={page.country === 'gb' ? 'true' : undefined}
          >
            <Trans>United Kingdom</Trans>
          </InternalLink>
        </li>
      </ul>
    </nav>
  );
}
