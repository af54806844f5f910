import type { MetricName } from '@opstap/contracts';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { DashboardSearch } from '../lib/search.ts';

/**
 * A page family's name in a table, leading to its trends for the row's device (and `metric` when given), the
 * rest of the analyst's filters kept: the one way from a row to its trend.
 */
export function FamilyTrendsLink({
  screen,
  device,
  metric,
  children,
}: {
  screen: string | undefined;
  device: string | undefined;
  metric?: MetricName;
  children: ReactNode;
}) {
  return (
    <Link
      to="/trends"
      search={(prev: DashboardSearch) => ({ ...prev, screen, device, ...(metric && { metric }) })}
    >
      {children}
    </Link>
  );
}
