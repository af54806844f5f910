import { Trans } from '@lingui/react/macro';
import type { Country } from '@opstap/routes';
import { forwardRef } from 'react';
import { notificationSettingsLink } from '../lib/platform-links.ts';

/**
 * The one state of an email link that cannot be used, whether its token is cut off, unknown or expired
 * (docs/requirements/forms.md#email-settings): retrying cannot help, so it says so and shows the way
 * forward, the app's notification settings or a newer email.
 */
export const LinkProblem = forwardRef<HTMLDivElement, { country: Country }>(function LinkProblem(
  { country },
  ref,
) {
  return (
    <div ref={ref} className="notice notice--error" role="alert" data-link-problem="" tabIndex={-1}>
      <p>
        <Trans>This link can no longer be used: it has expired, or it was cut off on its way.</Trans>
      </p>
      <p>
        <Trans>
          You can change your emails in the app under{' '}
          <a href={notificationSettingsLink(country)}>notification settings</a>, or use the link in a more
          recent email.
        </Trans>
      </p>
    </div>
  );
});
