// The entry: the page's static shell (index.html) paints first, then the app loads. Evaluating React and
// the router before the first paint would hold it back by their parse time on a slow phone (the
// Lighthouse budget of docs/requirements/telemetry-service.md#dashboard).
import './styles.css';

requestAnimationFrame(() => setTimeout(() => void import('./app.tsx'), 0));
