import { Trans } from '@lingui/react/macro';
import { usePageState } from '../../page-state/page-state.tsx';
import { ScreenLink } from '../../components/internal-link.tsx';
import { appLink } from '../../lib/platform-links.ts';

/** The confirmation after saving email settings. */
export function EmailSettingsUpdatedPage() {
  const { country } = usePageState();
  return (
    <article data-screen="email-settings-updated" className="page">
      <h1>
        <Trans>Your email settings are saved</Trans>
      </h1>
      <p className="lead">
        <Trans>
          From now on you only receive the emails you chose. Changes can take up to a day to apply.
        </Trans>
      </p>
      <p className="button-row">
        <a className="button" href={appLink(country)}>
          <Trans>Go to the Opstap app</Trans>
        </a>
        <ScreenLink screen="jobseekers">
          <Trans>Back to the home page</Trans>
        </ScreenLink>
      </p>
    </article>
  );
}
