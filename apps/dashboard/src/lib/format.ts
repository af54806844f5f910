import { THRESHOLDS } from '@opstap/contracts/vocabulary';
import type { MetricName, Rating } from '@opstap/contracts';

const grouped = new Intl.NumberFormat('en-GB');

/** A metric's value as an analyst reads it: seconds from 1 s up, ms below; CLS unitless to 3 decimals. */
export function formatValue(metric: string, value: number | null | undefined): string {
  if (value === null || value === undefined || Number.isNaN(value)) return '–';
  if (metric === 'CLS') return value.toFixed(3);
  if (Math.abs(value) >= 1000) return `${(value / 1000).toFixed(2)} s`;
  return `${Math.round(value)} ms`;
}

/** A signed difference (`+1.20 s`, `−0.015`). */
export function formatDifference(metric: string, value: number | null | undefined): string {
  if (value === null || value === undefined) return '–';
  const sign = value > 0 ? '+' : value < 0 ? '−' : '±';
  return `${sign}${formatValue(metric, Math.abs(value))}`;
}

export const formatCount = (n: number): string => grouped.format(n);

export function formatShare(share: number | null | undefined, digits = 0): string {
  if (share === null || share === undefined) return '–';
  return `${(share * 100).toFixed(digits)}%`;
}

export function formatRate(rate: number | null | undefined): string {
  if (rate === null || rate === undefined) return '–';
  return rate >= 10 ? rate.toFixed(0) : rate.toFixed(1);
}

export const RATING_LABEL: Record<Rating, string> = {
  good: 'good',
  'needs-improvement': 'needs improvement',
  poor: 'poor',
};

export function thresholdsOf(metric: MetricName): { good: number; poor: number } {
  const [good, poor] = THRESHOLDS[metric];
  return { good, poor };
}
