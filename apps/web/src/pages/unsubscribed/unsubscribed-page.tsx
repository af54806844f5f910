import { Trans, useLingui } from '@lingui/react/macro';
import { useRouterState } from '@tanstack/react-router';
import { usePageState } from '../../page-state/page-state.tsx';
import { useHydrated } from '../../page-state/use-hydrated.ts';
import { parseUnsubscribeLink } from '../../features/unsubscribe/unsubscribe-flow.ts';
import { UNSUBSCRIBED_TEXT } from '../../features/unsubscribe/unsubscribed-text.ts';
import { appLink, notificationSettingsLink } from '../../lib/platform-links.ts';

/**
 * The unsubscribed page: what stopped (every subject variant, docs/requirements/forms.md#unsubscribe), a tip,
 * the app.
 */
export function UnsubscribedPage() {
  const { country } = usePageState();
  const { i18n } = useLingui();
  const hydrated = useHydrated();
  const search = useRouterState({ select: (state) => (state.resolvedLocation ?? state.location).searchStr });
  // The prerendered page says the default; the subject from the query shows once hydrated.
  const link = parseUnsubscribeLink(hydrated ? search : '');
  const stopped = UNSUBSCRIBED_TEXT[link.subject];
  const settings = notificationSettingsLink(country);
  return (
    <article data-screen="unsubscribed" className="page" data-subject={link.subject}>
      <h1>
        <Trans>You are unsubscribed</Trans>
      </h1>
      <p className="lead">
        {i18n._(stopped.id, { company: link.companyName ?? '' }, { message: stopped.message })}
      </p>
      <p className="notice">
        <Trans>
          Tip: in your <a href={settings}>notification settings</a> you choose exactly which emails you
          receive, and how often.
        </Trans>
      </p>
      <p>
        <a className="button" href={appLink(country)}>
          <Trans>Open the Opstap app</Trans>
        </a>
      </p>
    </article>
  );
}
