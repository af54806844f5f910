import { Trans } from '@lingui/react/macro';
import { usePageState } from '../page-state/page-state.tsx';

/**
 * The scam-warning notice for visitors geolocated to `au` (docs/requirements/site.md#footer). Fixed to the
 * bottom of the viewport: it appears after hydration, and must not push the page down (no layout shift).
 */
export function ScamWarning() {
  const { showScamWarning } = usePageState();
  if (!showScamWarning) return null;
  return (
    <aside className="scam-warning" role="note" data-scam-warning="">
      <Trans>Beware of scams: Opstap never asks you for money or bank details to apply for a job.</Trans>
    </aside>
  );
}
