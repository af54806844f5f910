import type { PhaseFigure, PhasesResponse, PhasesRow } from '@opstap/contracts';
import { formatDifference, formatValue } from './format.ts';

/** What each part is called where an analyst reads it. */
export const PHASE_LABELS: Record<string, string> = {
  timeToFirstByte: 'Time to first byte',
  resourceLoadDelay: 'Resource load delay',
  resourceLoadDuration: 'Resource load duration',
  elementRenderDelay: 'Element render delay',
  inputDelay: 'Input delay',
  processingDuration: 'Processing duration',
  presentationDelay: 'Presentation delay',
};

export const phaseLabel = (phase: string): string => PHASE_LABELS[phase] ?? phase;

/** A row's page family and device as one name, e.g. "employers · mobile". */
export const groupName = (row: PhasesRow): string => Object.values(row.group).join(' · ');

/** The part with the largest p75 (the candidate's when compared): where most of the time goes. */
export function largestPart(row: PhasesRow): PhaseFigure | undefined {
  return row.phases.reduce<PhaseFigure | undefined>(
    (top, figure) => (figure.p75 !== null && (top?.p75 ?? -1) < figure.p75 ? figure : top),
    undefined,
  );
}

/**
 * The phases picture in words, its accessible summary (docs/requirements/telemetry-service.md#dashboard):
 * which part grew where between the releases (or that none did), and where the most time goes.
 */
export function describePhases(data: PhasesResponse): string {
  if (data.rows.length === 0)
    return `No ${data.metric} reports with their parts in this window and these filters.`;
  const parts = data.metric === 'LCP' ? 'sub-part' : 'phase';
  const grown = data.rows.filter((row) => row.grew !== null);
  const growth =
    data.baseline === null
      ? ''
      : grown.length === 0
        ? `No ${data.metric} ${parts} grew significantly from ${data.baseline} to ${data.candidate}. `
        : `From ${data.baseline} to ${data.candidate}: ${grown
            .map((row) => {
              const figure = row.phases.find((f) => f.phase === row.grew);
              return `${phaseLabel(row.grew ?? '').toLowerCase()} grew ${formatDifference(data.metric, figure?.difference)} on ${groupName(row)}`;
            })
            .join('; ')}. `;
  let top: { row: PhasesRow; figure: PhaseFigure } | undefined;
  for (const row of data.rows) {
    const figure = largestPart(row);
    if (figure?.p75 != null && (top?.figure.p75 ?? -1) < figure.p75) top = { row, figure };
  }
  const largest = top
    ? `The largest ${parts} p75: ${phaseLabel(top.figure.phase).toLowerCase()} on ${groupName(top.row)}, ${formatValue(data.metric, top.figure.p75)}.`
    : '';
  return `${growth}${largest}`.trim();
}
