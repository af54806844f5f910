import { logsWebVitals } from '../logger-settings.ts';

/** One web-vitals measurement, as printed to the console. */
export interface ConsoleVital {
  /** Metric name, e.g. `LCP`. */
  readonly name: string;
  /** ms, or unitless for CLS. */
  readonly value: number;
  /** good, needs-improvement or poor. */
  readonly rating: string;
  /** The web-vitals metric id. */
  readonly id: string;
}

/**
 * Prints a web-vitals measurement when `opstap:log-web-vitals` is `true`, whatever the console level: the two
 * switches are separate (docs/requirements/client-telemetry.md#logger), and vitals are not log records (no
 * sink sees them).
 */
export function logWebVital(vital: ConsoleVital): void {
  if (logsWebVitals()) console.info(`[web-vitals] ${vital.name} ${vital.value} (${vital.rating})`, vital);
}
