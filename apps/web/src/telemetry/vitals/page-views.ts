import { VITAL_REPORT_MAX as MAX, type VitalReport } from '@opstap/contracts';
import { resolve } from '@opstap/routes';

/** What web-vitals says about the navigation a metric belongs to (its `Metric` fields of the same names). */
export interface MetricNavigation {
  /** `soft-navigation` for a route change the browser detected, else how the document was reached. */
  readonly navigationType?: string;
  /** The navigation's id in this document (0 or absent where the browser has none). */
  readonly navigationId?: number;
  /** When the navigation started, ms from the time origin: 0 for the document's own, else a soft one's or a bfcache restore's. */
  readonly navigationStartTime?: number;
  /** The URL the navigation went to; query and hash included, so scrubbed here. */
  readonly navigationURL?: string;
}

/** The page view a report belongs to (docs/requirements/client-telemetry.md#page-views). */
export interface PageView {
  /** Unique per page view: the document's id and the view's number in it. */
  readonly id: string;
  /** The view's number in this document, from 1, in the order its first report came. */
  readonly number: number;
  /** When the view's navigation started, ms from the time origin: 0 for the document's own. */
  readonly startTime: number;
  /** The view's path: no query, no hash. */
  readonly path: string;
  /** The view's screen (`@opstap/routes`), so `/werkgevers` and `/employers` group as one. */
  readonly screen: string;
  /** The view's language and site version, from its URL as the page itself reads them. */
  readonly language: VitalReport['language'];
  readonly country: VitalReport['country'];
}

/** Views remembered at once: web-vitals reports only the current view and the one before it (lib/softNavs.ts keeps 2). */
const REMEMBERED_VIEWS = 8;

/** A document's id: base-36 time and randomness, as web-vitals makes metric ids (lib/generateUniqueID.ts). */
function documentId(): string {
  return `${Date.now().toString(36)}-${Math.floor(Math.random() * 36 ** 8).toString(36)}`;
}

/** `/werkgevers?country=gb#faq` → `/werkgevers`: the contract's path has no query (it may carry personal data). */
function pathOnly(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] ?? '';
  return (bare.startsWith('/') ? bare : `/${bare}`).slice(0, MAX.path);
}

/**
 * Tells each metric's page view by its navigation: every soft navigation starts one, as the document's own
 * navigation and a back/forward-cache restore do. `landingUrl` stands in where the browser gives no URL.
 * Returns the lookup; the same navigation always gets the same view, and its id never repeats.
 */
export function createPageViews(
  landingUrl: string,
  docId: string = documentId(),
): (metric: MetricNavigation) => PageView {
  const views = new Map<string, PageView>();
  let count = 0;
  return (metric) => {
    // A bfcache restore keeps the navigation id of the view it restores: its start time tells them apart.
    const startTime = metric.navigationStartTime ?? 0;
    const key = `${metric.navigationId ?? 0}@${Math.round(startTime)}`;
    const known = views.get(key);
    if (known) return known;
    const url = new URL(metric.navigationURL || landingUrl, landingUrl);
    const resolved = resolve(url);
    count += 1;
    const view: PageView = {
      id: `${docId}-${count}`,
      number: count,
      startTime,
      path: pathOnly(url.pathname),
      screen: resolved.screen,
      language: resolved.language,
      country: resolved.country,
    };
    views.set(key, view);
    if (views.size > REMEMBERED_VIEWS) views.delete(views.keys().next().value as string);
    return view;
  };
}
