import type { ScreenName } from '@opstap/routes';
import { useEffect, useSyncExternalStore } from 'react';
import { markHydrated } from '../page-state/use-hydrated.ts';
import { LoadNotice } from '../lazy/load-notice.tsx';
import { screens } from './screens.ts';

/**
 * Shows a screen's lazy page, or the loading notices (docs/requirements/site.md#page-loading): nothing for
 * the first 500 ms, then the slow notice; at 10 s or on a failed chunk, the error notice with a retry.
 */
export function ScreenOutlet({ screen }: { screen: ScreenName }) {
  const state = useSyncExternalStore(
    screens.subscribe,
    () => screens.state(screen),
    () => screens.state(screen),
  );

  useEffect(() => {
    if (!state) screens.load(screen).catch(() => undefined); // the state records the failure
  }, [screen, state]);
  const loaded = state?.status === 'loaded';
  useEffect(() => {
    if (loaded) markHydrated();
  }, [loaded]);

  if (loaded) return <state.component />;
  if (state?.status === 'failed' || state?.timedOut) return <LoadNotice kind="error" />;
  if (state?.slow) return <LoadNotice kind="slow" />;
  return null;
}
