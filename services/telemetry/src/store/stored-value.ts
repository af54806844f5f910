import { THRESHOLDS, type MetricName } from '@opstap/contracts';

/**
 * The precision a vital's value is kept to, the same in every store (docs/decisions/0605-stored-value-precision.md):
 * timings to the microsecond, CLS to six decimals. Browsers report times no finer than 5 µs and the API
 * shows CLS to three decimals, so nothing an analyst reads is lost; in exchange DuckDB keeps the value as
 * an INTEGER of these units, on which its quantiles cost ~40% less than on a DOUBLE
 * (docs/perf/history/telemetry-queries.md). Ingest rounds every value with `storedValue`, so both stores hold, and
 * answer from, the same numbers.
 */
export function valueScale(metric: MetricName | string): number {
  return metric === 'CLS' ? 1_000_000 : 1_000;
}

/** The value as the stores keep it: rounded to its metric's unit. */
export const storedValue = (metric: MetricName | string, value: number): number =>
  fixedValue(metric, value) / valueScale(metric);

/** The value in its metric's units: DuckDB's `value_fixed` column (0 … 100,000,000 within the contract's bounds). */
export const fixedValue = (metric: MetricName | string, value: number): number =>
  Math.round(value * valueScale(metric));

/** The metric's good and poor bounds in its fixed-point units, to compare with `value_fixed`. */
export const fixedThresholds = (metric: MetricName): [number, number] => {
  const [good, poor] = THRESHOLDS[metric];
  return [fixedValue(metric, good), fixedValue(metric, poor)];
};

/** SQL for a row's scale, for statements over several metrics (a migration, the export); `name` its metric. */
export const valueScaleSql = (name = 'name'): string =>
  `CASE WHEN ${name} = 'CLS' THEN ${valueScale('CLS')} ELSE ${valueScale('LCP')} END`;
