import { LOG_LEVELS, METRIC_NAMES, THRESHOLDS, type MetricName } from '@opstap/contracts';
import { useSyncExternalStore } from 'react';
import { SENTRY_DSN } from '../build-config.ts';
import { CONSOLE_LEVEL_KEY, LOG_WEB_VITALS_KEY } from '../logger.ts';
import { INITIAL_SNAPSHOT, telemetryStore, type TelemetrySnapshot } from '../telemetry-store.ts';
import { SentList } from './sent-list.tsx';
import './telemetry-debug-panel.css';

// A developer tool, not marketing copy: its labels stay English in both languages and out of the catalogs.

/** The metrics this app measures (FID is not: docs/decisions/0500-no-fid.md). */
const MEASURED = METRIC_NAMES.filter((name) => name !== 'FID');

const format = (name: MetricName, value: number): string =>
  name === 'CLS' ? value.toFixed(3) : `${Math.round(value)} ms`;

function useTelemetry(): TelemetrySnapshot {
  return useSyncExternalStore(telemetryStore.subscribe, telemetryStore.getSnapshot, () => INITIAL_SNAPSHOT);
}

function VitalsTable({ snapshot }: { snapshot: TelemetrySnapshot }) {
  return (
    <table className="telemetry-table" data-telemetry="vitals">
      <caption>
        Web vitals of this page view (web-vitals: <span data-state="">{snapshot.vitalsState}</span>). LCP is
        final after the first input; CLS and INP keep changing until the page is hidden.
      </caption>
      <thead>
        <tr>
          <th scope="col">Metric</th>
          <th scope="col">Latest value</th>
          <th scope="col">Rating</th>
          <th scope="col">Good / poor above</th>
          <th scope="col">Id</th>
        </tr>
      </thead>
      <tbody>
        {MEASURED.map((name) => {
          const vital = snapshot.vitals[name];
          const [good, poor] = THRESHOLDS[name];
          return (
            <tr key={name} data-metric={name} data-rating={vital?.rating ?? ''}>
              <th scope="row">{name}</th>
              <td>{vital ? format(name, vital.value) : 'not measured yet'}</td>
              <td>{vital?.rating ?? '–'}</td>
              <td>
                {format(name, good)} / {format(name, poor)}
              </td>
              <td>
                <code>{vital?.id ?? '–'}</code>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

function LoggerSettingsForm({ snapshot }: { snapshot: TelemetrySnapshot }) {
  const { logger } = snapshot;
  return (
    <form className="telemetry-settings" onSubmit={(event) => event.preventDefault()} data-telemetry="logger">
      <p>
        Records at <strong>{logger.reportLevel}</strong> and above go to error reporting. Console level in
        effect: <strong>{logger.consoleLevel}</strong>.
      </p>
      <label>
        <code>localStorage[&apos;{CONSOLE_LEVEL_KEY}&apos;]</code>{' '}
        <select
          value={logger.consoleLevelSetting ?? ''}
          onChange={(event) =>
            telemetryStore.writeLoggerSetting(CONSOLE_LEVEL_KEY, event.target.value || null)
          }
        >
          <option value="">(unset: off, warn in development)</option>
          {Object.keys(LOG_LEVELS).map((level) => (
            <option key={level} value={level}>
              {level}
            </option>
          ))}
          <option value="off">off</option>
        </select>
      </label>
      <label>
        <input
          type="checkbox"
          checked={logger.logWebVitals}
          onChange={(event) =>
            telemetryStore.writeLoggerSetting(LOG_WEB_VITALS_KEY, event.target.checked ? 'true' : null)
          }
        />{' '}
        <code>localStorage[&apos;{LOG_WEB_VITALS_KEY}&apos;] = &apos;true&apos;</code>: print web vitals to
        the console
      </label>
    </form>
  );
}

/**
 * The live content of the tracking debug page (`/_debug/tracking`, issue 5): the vitals measured on this page
 * view with their ratings, what was sent and the answer, error reporting's state, and the logger settings.
 */
export function TelemetryDebugPanel() {
  const snapshot = useTelemetry();
  const errors = snapshot.errorReporting;
  return (
    <div className="telemetry-debug">
      <section aria-labelledby="telemetry-vitals">
        <h2 id="telemetry-vitals">Web vitals</h2>
        <VitalsTable snapshot={snapshot} />
      </section>
      <section aria-labelledby="telemetry-sent">
        <h2 id="telemetry-sent">Sent to /analytics/vital</h2>
        <p data-telemetry="queue">
          Waiting for the page to be hidden: {snapshot.pending}. Dropped: {snapshot.dropped}.
          {snapshot.blockedUntil > 0 &&
            ` The service asked to wait until ${new Date(snapshot.blockedUntil).toLocaleTimeString()}.`}
        </p>
        <SentList sent={snapshot.sent} />
      </section>
      <section aria-labelledby="telemetry-errors">
        <h2 id="telemetry-errors">Error reporting</h2>
        <p data-telemetry="errors">
          Sentry {SENTRY_DSN ? 'DSN set at build time' : 'off (no VITE_SENTRY_DSN in this build)'}; state:{' '}
          <strong>{errors.state}</strong>; reported {errors.reported}, waiting {errors.buffered}, dropped{' '}
          {errors.dropped}.
        </p>
      </section>
      <section aria-labelledby="telemetry-logger">
        <h2 id="telemetry-logger">Logger settings</h2>
        <LoggerSettingsForm snapshot={snapshot} />
      </section>
    </div>
  );
}
