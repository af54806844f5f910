import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

/**
 * One fact about the company from content/company.json, or, while it is not filled in, a plain marker saying
 * so (development and test builds only: a release build refuses an unfilled fact,
 * docs/decisions/0325-content-the-company-fills.md).
 */
export function Fact({ value, what }: { value: ReactNode | null; what: string }) {
  if (value !== null) return <>{value}</>;
  return (
    <span className="to-fill" data-to-fill={what}>
      <Trans>[{what}: to be filled in by Opstap]</Trans>
    </span>
  );
}
