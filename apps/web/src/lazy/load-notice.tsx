import { Trans } from '@lingui/react/macro';
import { keepInputForReload } from '../lib/early-input.ts';

/**
 * The lazy page notices (docs/requirements/site.md#page-loading). Retrying reloads the document: browsers remember a failed
 * module import for the life of the page (whatwg/html#6768), so only a fresh document really retries.
 * What is typed on the page is kept for the reload (docs/decisions/0411-hydration-safe-forms.md).
 */
export function LoadNotice({ kind }: { kind: 'slow' | 'error' }) {
  if (kind === 'slow') {
    return (
      <p className="notice" role="status" data-notice="slow">
        <Trans>Loading is taking a bit longer than usual.</Trans>
      </p>
    );
  }
  return (
    <div className="notice notice--error" role="alert" data-notice="error">
      <p>
        <Trans>There was a problem loading the page. Please try again.</Trans>
      </p>
      <button
        type="button"
        className="button"
        onClick={() => (keepInputForReload(), window.location.reload())}
      >
        <Trans>Try again</Trans>
      </button>
    </div>
  );
}
