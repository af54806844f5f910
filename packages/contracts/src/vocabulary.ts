/**
 * The analysts' vocabulary with no schema in it (`@opstap/contracts/vocabulary`): metrics, thresholds,
 * dimensions, navigation types, limits. For browser code whose budget cannot carry TypeBox (the dashboard,
 * docs/requirements/telemetry-service.md#dashboard); types come from the main entry, erased at build.
 */
export * from './thresholds.ts';
export * from './limits.ts';
export * from './analytics/dimensions.ts';
export * from './analytics/vital-phases.ts';
export * from './navigation-types.ts';
export * from './connection-types.ts';
export * from './app-types.ts';
export * from './analytics/budget-vocabulary.ts';
