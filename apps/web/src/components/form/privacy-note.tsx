import { Trans } from '@lingui/react/macro';
import { inCountry, languageVersion, routeFor, type Country, type Language } from '@opstap/routes';
import type { ReactNode } from 'react';

/**
 * Beside every form's submit button (docs/requirements/forms.md#privacy): what happens to what is sent, in
 * one sentence, and the privacy statement one click away (GDPR art. 13 at the moment of collection). A plain
 * link built from the language and country, so it also works inside an island, which has no page state
 * (the lead form: docs/decisions/0312-lead-form-island.md).
 */
/** The privacy statement's canonical URL in a language and market: `/privacy?country=gb`. */
function privacyHref(language: Language, country: Country): string {
  const route = routeFor('privacy', language);
  return inCountry(languageVersion(route.path, route.lang === undefined, language), country);
}

export function PrivacyNote({
  language,
  country,
  children,
}: {
  language: Language;
  country: Country;
  children: ReactNode;
}) {
  return (
    <p className="form-privacy" data-privacy-note="">
      {children} <a href={privacyHref(language, country)}>{<Trans>Privacy statement</Trans>}</a>
    </p>
  );
}
