import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { usePageState } from '../page-state/page-state.tsx';

/** The session flag of a dismissed warning; index.html's head script reads the same key. */
export const SCAM_WARNING_DISMISSED_KEY = 'opstap:scam-warning-dismissed';
/** Set on `<html>` by index.html's head script, before the first paint, for visitors who must see it. */
export const SHOW_SCAM_WARNING_ATTR = 'data-show-scam-warning';

function rememberDismissal(): void {
  try {
    sessionStorage.setItem(SCAM_WARNING_DISMISSED_KEY, '1');
  } catch {
    // Storage off (private mode): dismissed for this page only.
  }
}

/**
 * The scam-warning notice for visitors geolocated to `au` (docs/requirements/site.md#footer). A bar in the
 * page's flow above the header, so it never covers content; every page's HTML holds it hidden, and a head
 * script in index.html shows it before the first paint from the CDN's cookie, so it never shifts the
 * page either. Dismissed, it stays away for the visit (sessionStorage).
 */
export function ScamWarning() {
  const { t } = useLingui();
  const { showScamWarning } = usePageState();
  const [dismissed, setDismissed] = useState(false);

  // The cookie can change without a reload (a client navigation after the CDN set it): follow page state.
  useEffect(() => {
    if (!showScamWarning || dismissed) return;
    let already: boolean;
    try {
      already = sessionStorage.getItem(SCAM_WARNING_DISMISSED_KEY) !== null;
    } catch {
      already = false;
    }
    if (!already) document.documentElement.setAttribute(SHOW_SCAM_WARNING_ATTR, '');
  }, [showScamWarning, dismissed]);

  if (dismissed) return null;
  const dismiss = () => {
    rememberDismissal();
    document.documentElement.removeAttribute(SHOW_SCAM_WARNING_ATTR);
    setDismissed(true);
  };
  return (
    <aside className="scam-warning" aria-label={t`Scam warning`} data-scam-warning="">
      <div className="container scam-warning__inner">
        <p>
          <Trans>Beware of scams: Opstap never asks you for money or bank details to apply for a job.</Trans>
        </p>
        <button type="button" className="scam-warning__close" onClick={dismiss}>
          <span aria-hidden="true">×</span>
          <span className="visually-hidden">
            <Trans>Dismiss the scam warning</Trans>
          </span>
        </button>
      </div>
    </aside>
  );
}
