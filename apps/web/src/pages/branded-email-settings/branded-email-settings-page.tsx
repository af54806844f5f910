import { Trans } from '@lingui/react/macro';
import { linkTo } from '@opstap/routes';
import { useRouter } from '@tanstack/react-router';
import { usePageState } from '../../page-state/page-state.tsx';
import { EmailSettingsView } from '../../features/email-settings/email-settings-view.tsx';
import { focusOnArrival } from '../../lib/focus-on-arrival.ts';
import { useSearchParam } from '../../page-state/use-search-param.ts';
import { withQuery } from '../../lib/with-query.ts';

/** Branded email settings: the emails one company sends through Opstap (job alerts, company news). */
export function BrandedEmailSettingsPage() {
  const page = usePageState();
  const router = useRouter();
  const token = useSearchParam('token');
  const onSaved = (company: string | undefined) => {
    const query = company ? new URLSearchParams({ company }).toString() : '';
    focusOnArrival('branded-email-settings-updated');
    void router.navigate({ href: withQuery(linkTo('branded-email-settings-updated', page.resolved), query) });
  };
  return (
    <article data-screen="branded-email-settings" className="page">
      <h1>
        <Trans>Email settings</Trans>
      </h1>
      <p className="lead">
        <Trans>Choose which emails you want to receive from this company through Opstap.</Trans>
      </p>
      <EmailSettingsView token={token} country={page.country} onSaved={onSaved} />
    </article>
  );
}
