import { Trans } from '@lingui/react/macro';
import { linkTo } from '@opstap/routes';
import { useRouter, useRouterState } from '@tanstack/react-router';
import { usePageState } from '../../page-state/page-state.tsx';
import { useHydrated } from '../../page-state/use-hydrated.ts';
import { parseUnsubscribeLink, unsubscribedQuery } from '../../features/unsubscribe/unsubscribe-flow.ts';
import { UnsubscribeView } from '../../features/unsubscribe/unsubscribe-view.tsx';
import { focusOnArrival } from '../../lib/focus-on-arrival.ts';
import { withQuery } from '../../lib/with-query.ts';

/**
 * The unsubscribe confirmation (docs/requirements/forms.md#unsubscribe): `?token=&subject=[&company=]` from
 * the email's link.
 */
export function UnsubscribePage() {
  const page = usePageState();
  const router = useRouter();
  const hydrated = useHydrated();
  const search = useRouterState({ select: (state) => (state.resolvedLocation ?? state.location).searchStr });
  const link = parseUnsubscribeLink(hydrated ? search : '');
  return (
    <article data-screen="unsubscribe" className="page">
      <h1>
        <Trans>Unsubscribe</Trans>
      </h1>
      {hydrated ? (
        <UnsubscribeView
          key={search}
          link={link}
          country={page.country}
          onDone={() => {
            focusOnArrival('unsubscribed');
            void router.navigate({
              href: withQuery(linkTo('unsubscribed', page.resolved), unsubscribedQuery(link)),
            });
          }}
        />
      ) : null}
    </article>
  );
}
