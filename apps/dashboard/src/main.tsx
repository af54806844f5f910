import './styles.css';
import { askEarly } from './api/ask-early.ts';

// The entry: the landing view's first questions go out at once (api/ask-early.ts); the page's static shell
// (index.html) paints first, then the app is evaluated (its chunks are already downloading: a prefetch,
// vite.config.ts). Evaluating React and the router before the first paint would hold that paint back by
// their parse time on a slow phone (the Lighthouse budget of docs/requirements/telemetry-service.md#dashboard).
// A hidden tab never paints: a time-out starts it there.
askEarly(window.location);

let started = false;
const start = () => {
  if (started) return;
  started = true;
  void import('./app.tsx');
};
if (typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes.includes('paint')) {
  new PerformanceObserver((list, observer) => {
    if (list.getEntries().some((entry) => entry.name === 'first-contentful-paint')) {
      observer.disconnect();
      start();
    }
  }).observe({ type: 'paint', buffered: true });
  setTimeout(start, 300);
} else {
  start();
}
