import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';

/**
 * A form's submit button. While sending it stays focusable (`aria-disabled`, not `disabled`): a disabled
 * button drops keyboard focus to `<body>`. A second press meanwhile does nothing (the form guards it).
 */
export function SubmitButton({ sending, children }: { sending: boolean; children: ReactNode }) {
  const { t } = useLingui();
  return (
    <button type="submit" className="button button--large" aria-disabled={sending || undefined}>
      {sending ? t`Sending…` : children}
    </button>
  );
}
