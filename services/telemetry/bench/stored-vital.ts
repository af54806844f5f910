import { rate, type VitalReport } from '@opstap/contracts';
import { vitalReport } from '@opstap/contracts/fixtures';
import { EMPTY_ATTRIBUTION } from '../src/store/stored-attribution.ts';
import type { VitalRow } from '../src/store/types.ts';

/**
 * A stored vital for the benches: the contracts' report fixture as the service stores it, the rating following
 * the value. The benches build their rows here rather than from the test tree, so no bench runs test code.
 */
export function storedVital(overrides: Partial<VitalRow> & Pick<VitalRow, 'receivedAt'>): VitalRow {
  const {
    rating: _claimed,
    attribution: _attribution,
    softNavigations,
    ...report
  } = vitalReport({ screen: 'jobseekers', navigationType: 'navigate' }) as Required<VitalReport>;
  const name = overrides.name ?? report.name;
  const value = overrides.value ?? report.value;
  return {
    ...report,
    rating: rate(name, value),
    softNavigations: softNavigations ? 'yes' : 'no',
    attribution: EMPTY_ATTRIBUTION,
    ...overrides,
  };
}
