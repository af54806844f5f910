import { Trans } from '@lingui/react/macro';
import { usePageState } from '../../app/page-state.tsx';
import { useHydrated } from '../../app/use-hydrated.ts';

/** The tracking debug screen: what this page reports about itself (the page state of spec section 3). */
export function TrackingDebugPage() {
  const { language, country, showScamWarning, resolved } = usePageState();
  const hydrated = useHydrated();
  const rows: [string, string][] = [
    ['language', language],
    ['country', country],
    ['showScamWarning', String(showScamWarning)],
    ['screen', resolved.screen],
    ['path', resolved.path],
    ['userType', 'anonymous'],
  ];
  if (hydrated) {
    rows.push(['viewport', `${window.innerWidth}×${window.innerHeight} @${window.devicePixelRatio}x`]);
    rows.push(['userAgent', navigator.userAgent]);
  }
  return (
    <article data-screen="tracking-debug" className="page">
      <h1>
        <Trans>Tracking debug</Trans>
      </h1>
      <p className="lead">
        <Trans>What this page reports about its performance and warnings.</Trans>
      </p>
      <dl className="debug-list">
        {rows.map(([key, value]) => (
          <div key={key}>
            <dt>{key}</dt>
            <dd>
              <code>{value}</code>
            </dd>
          </div>
        ))}
      </dl>
    </article>
  );
}
