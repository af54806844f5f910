import { Trans } from '@lingui/react/macro';
import { usePageState } from '../../page-state/page-state.tsx';
import { appLink } from '../../lib/platform-links.ts';
import { useSearchParam } from '../../page-state/use-search-param.ts';

/** The confirmation after saving a company's (branded) email settings; `?company=` names it. */
export function BrandedEmailSettingsUpdatedPage() {
  const { country } = usePageState();
  const company = useSearchParam('company')?.slice(0, 100);
  return (
    <article data-screen="branded-email-settings-updated" className="page">
      <h1>
        <Trans>Your email settings are saved</Trans>
      </h1>
      <p className="lead">
        {company ? (
          <Trans>You now only receive the emails from {company} that you chose.</Trans>
        ) : (
          <Trans>You now only receive the emails from this company that you chose.</Trans>
        )}
      </p>
      <p>
        <a className="button" href={appLink(country)}>
          <Trans>Go to the Opstap app</Trans>
        </a>
      </p>
    </article>
  );
}
