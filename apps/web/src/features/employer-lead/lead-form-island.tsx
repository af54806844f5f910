import { island } from '../../lazy/island.tsx';

/**
 * The employer lead form as an island: below the fold on every screen that has it, so its code (the form,
 * the shared form parts, the contract's checks) loads as it nears the viewport or is touched, not with the
 * page (docs/decisions/0312-lead-form-island.md; docs/requirements/site.md#budgets).
 */
export const LeadFormIsland = island('lead-form', () =>
  import('./employer-lead-form.tsx').then((module) => module.EmployerLeadForm),
);
