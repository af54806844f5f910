/**
 * The words a store uses when its recorded schema has a version this build's migrations do not know
 * (docs/requirements/telemetry-service.md#upgrade-and-rollback, decision 0130): a newer release wrote it,
 * and an older build must not write into a schema it does not know (a column it would leave empty, a table
 * it would miss). The message crosses the DuckDB worker thread as text, so server.ts recognises it by
 * UNKNOWN_SCHEMA.
 */
export const UNKNOWN_SCHEMA = 'which this release does not know';

/** Throws when `applied` holds a version `known` lacks; else returns. */
export function refuseUnknownSchema(
  store: string,
  applied: Iterable<number>,
  known: readonly number[],
): void {
  const unknown = [...applied].filter((version) => !known.includes(version)).sort((a, b) => a - b);
  if (unknown.length === 0) return;
  throw new Error(
    `The ${store} records schema version(s) ${unknown.join(', ')}, ${UNKNOWN_SCHEMA}: it was made by a newer ` +
      'release. Run that release, or restore a backup taken before the upgrade.',
  );
}
