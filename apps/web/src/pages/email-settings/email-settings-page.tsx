import { Trans } from '@lingui/react/macro';
import { linkTo } from '@opstap/routes';
import { useRouter } from '@tanstack/react-router';
import { usePageState } from '../../page-state/page-state.tsx';
import { EmailSettingsView } from '../../features/email-settings/email-settings-view.tsx';
import { focusOnArrival } from '../../lib/focus-on-arrival.ts';
import { useSearchParam } from '../../page-state/use-search-param.ts';

/**
 * Email settings (docs/requirements/forms.md#email-settings): the email's link carries `?token=`; saving
 * leads to the confirmation.
 */
export function EmailSettingsPage() {
  const page = usePageState();
  const router = useRouter();
  const token = useSearchParam('token');
  return (
    <article data-screen="email-settings" className="page">
      <h1>
        <Trans>Email settings</Trans>
      </h1>
      <p className="lead">
        <Trans>Choose which emails you want to receive from Opstap. You can change this at any time.</Trans>
      </p>
      <EmailSettingsView
        token={token}
        country={page.country}
        onSaved={() => {
          focusOnArrival('email-settings-updated');
          void router.navigate({ href: linkTo('email-settings-updated', page.resolved) });
        }}
      />
    </article>
  );
}
