import { island } from '../../lazy/island.tsx';

/**
 * The product tour as an island (docs/decisions/0312-lead-form-island.md): prerendered in full, its code loads
 * as it nears the viewport, not with the page (docs/requirements/site.md#budgets).
 */
export const ProductTourIsland = island('product-tour', () =>
  import('./employer-product-tour.tsx').then((module) => module.EmployerProductTour),
);
