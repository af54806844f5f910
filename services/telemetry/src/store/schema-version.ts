/**
 * The words a store uses when its recorded schema is newer than this build's migrations know
 * (docs/requirements/telemetry-service.md#upgrade-and-rollback): an older build must not write into a
 * schema it does not know (a column it would leave empty, a table it would miss). The message crosses the
 * DuckDB worker thread as text, so server.ts recognises it by SCHEMA_TOO_NEW.
 */
export const SCHEMA_TOO_NEW = 'is newer than this build knows';

/** Throws when `applied` holds a version past `known`'s newest; else returns. */
export function refuseNewerSchema(store: string, applied: Iterable<number>, known: readonly number[]): void {
  const newest = Math.max(0, ...known);
  const newer = [...applied].filter((version) => version > newest).sort((a, b) => a - b);
  if (newer.length === 0) return;
  throw new Error(
    `the ${store} schema is at version ${newer.at(-1)}, which ${SCHEMA_TOO_NEW} (${newest}): run the build that ` +
      'wrote it or a newer one, or restore a backup taken before the upgrade',
  );
}
