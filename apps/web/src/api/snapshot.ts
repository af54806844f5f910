/**
 * The platform's lists as they were at build time (docs/requirements/site.md#prerender-and-hydration,
 * decision 0323): the prerender renders the list screens from them and embeds the ones a page used as
 * JSON in its HTML, so the browser's first render (the hydration) shows exactly the same items.
 */
export interface Snapshot<T> {
  /** When the build took it (ISO 8601), shown as "as of" when the browser cannot refresh it. */
  readonly takenAt: string;
  readonly data: T;
}

export type Snapshots = Readonly<Record<string, Snapshot<unknown>>>;

/** The id of the `<script type="application/json">` holding a page's snapshots. */
export const SNAPSHOT_ELEMENT_ID = 'platform-snapshot';

let store: Snapshots | undefined;
const used = new Set<string>();

/** Build time: the snapshots the next renders read from; forgets what earlier renders used. */
export function provideSnapshots(snapshots: Snapshots): void {
  store = snapshots;
  used.clear();
}

/** Build time: the snapshots read since `provideSnapshots`, to embed in the page just rendered. */
export function usedSnapshots(): Snapshots {
  return Object.fromEntries([...used].flatMap((key) => (store?.[key] ? [[key, store[key]]] : [])));
}

function fromDocument(): Snapshots {
  const element = typeof document === 'undefined' ? null : document.getElementById(SNAPSHOT_ELEMENT_ID);
  try {
    return element?.textContent ? (JSON.parse(element.textContent) as Snapshots) : {};
  } catch {
    return {};
  }
}

/** The snapshot of one list (`locations:nl:nl`), if the build took one and this page carries it. */
export function readSnapshot<T>(key: string): Snapshot<T> | undefined {
  store ??= fromDocument();
  const found = store[key];
  if (found) used.add(key);
  return found as Snapshot<T> | undefined;
}
