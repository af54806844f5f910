import { Trans } from '@lingui/react/macro';
import { resolve, type ScreenName } from '@opstap/routes';
import { Outlet } from '@tanstack/react-router';
import { useEffect } from 'react';
import { createChatWidget } from '../chat/chat-widget.ts';
import { Footer } from '../components/footer/footer.tsx';
import { Header } from '../components/header.tsx';
import { ScamWarning } from '../components/scam-warning.tsx';
import { DocumentHead } from './document-head.tsx';
import { PageStateProvider, useCommittedHref } from '../page-state/page-state.tsx';

/**
 * Screens whose footer is the employer's (docs/requirements/site.md#footer); every other screen is the job
 * seeker's.
 */
const EMPLOYER_SCREENS: ReadonlySet<ScreenName> = new Set(['employers', 'new-employers', 'nps-recruiters']);

const chat = createChatWidget();

/** Per route change: the chat widget is loaded or refreshed (the scroll position: scroll-positions.ts). */
function OnRouteChange({ path }: { path: string }) {
  useEffect(() => chat.onRouteChange(path), [path]);
  return null;
}

export function RootLayout() {
  const href = useCommittedHref();
  const page = resolve(href);
  return (
    <PageStateProvider>
      <DocumentHead href={href} />
      <OnRouteChange path={page.path} />
      <a className="skip-link" href="#main">
        <Trans>Skip to content</Trans>
      </a>
      <ScamWarning />
      <Header />
      <main id="main" className="container site-main">
        <Outlet />
      </main>
      <Footer audience={EMPLOYER_SCREENS.has(page.screen) ? 'employer' : 'jobseeker'} />
    </PageStateProvider>
  );
}
