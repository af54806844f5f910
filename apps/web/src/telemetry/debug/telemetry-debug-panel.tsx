import { Trans, useLingui } from '@lingui/react/macro';
import { LOG_LEVELS, METRIC_NAMES, THRESHOLDS, type MetricName } from '@opstap/contracts';
import { useSyncExternalStore } from 'react';
import { SENTRY_DSN } from '../../config/build-config.ts';
import { CONSOLE_LEVEL_KEY, LOG_WEB_VITALS_KEY } from '../logger-settings.ts';
import { INITIAL_SNAPSHOT, telemetryStore, type TelemetrySnapshot } from '../telemetry-store.ts';
import { SentList } from './sent-list.tsx';
import './telemetry-debug-panel.css';

// A developer tool, in the page's language like every screen. Names that are code (metric names, storage
// keys, log levels, states, HTTP statuses) stay as they are: they are what a developer searches for.

/** The metrics this app measures (FID is not: docs/decisions/0500-no-fid.md). */
const MEASURED = METRIC_NAMES.filter((name) => name !== 'FID');

const format = (name: MetricName, value: number): string =>
  name === 'CLS' ? value.toFixed(3) : `${Math.round(value)} ms`;

function useTelemetry(): TelemetrySnapshot {
  return useSyncExternalStore(telemetryStore.subscribe, telemetryStore.getSnapshot, () => INITIAL_SNAPSHOT);
}

function VitalsTable({ snapshot }: { snapshot: TelemetrySnapshot }) {
  const { t } = useLingui();
  const state = snapshot.vitalsState;
  return (
    // A narrow screen scrolls the table sideways (keyboard too: the region takes focus) rather than
    // breaking its headers inside words.
    <div className="telemetry-scroll" role="region" aria-label={t`Web vitals table`} tabIndex={0}>
      <table className="telemetry-table" data-telemetry="vitals">
        <caption>
          <Trans>
            Web vitals of this page view (web-vitals: <span data-state="">{state}</span>). LCP is final after
            the first input; CLS and INP keep changing until the page is hidden.
          </Trans>
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Metric</Trans>
            </th>
            <th scope="col">
              <Trans>Latest value</Trans>
            </th>
            <th scope="col">
              <Trans>Rating</Trans>
            </th>
            <th scope="col">
              <Trans>Good / poor above</Trans>
            </th>
            <th scope="col">
              <Trans>Id</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {MEASURED.map((name) => {
            const vital = snapshot.vitals[name];
            const [good, poor] = THRESHOLDS[name];
            return (
              <tr key={name} data-metric={name} data-rating={vital?.rating ?? ''}>
                <th scope="row">{name}</th>
                <td>{vital ? format(name, vital.value) : t`not measured yet`}</td>
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
    </div>
  );
}

function LoggerSettingsForm({ snapshot }: { snapshot: TelemetrySnapshot }) {
  const { logger } = snapshot;
  const { reportLevel, consoleLevel } = logger;
  return (
    <form className="telemetry-settings" onSubmit={(event) => event.preventDefault()} data-telemetry="logger">
      <p>
        <Trans>
          Records at <strong>{reportLevel}</strong> and above go to error reporting. Console level in effect:{' '}
          <strong>{consoleLevel}</strong>.
        </Trans>
      </p>
      <label>
        <code>localStorage[&apos;{CONSOLE_LEVEL_KEY}&apos;]</code>{' '}
        <select
          value={logger.consoleLevelSetting ?? ''}
          onChange={(event) =>
            telemetryStore.writeLoggerSetting(CONSOLE_LEVEL_KEY, event.target.value || null)
          }
        >
          <option value="">
            <Trans>(unset: off, warn in development)</Trans>
          </option>
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
        {/* The key outside the message: ICU reads the apostrophes around it as quoting. */}
        <code>localStorage[&apos;{LOG_WEB_VITALS_KEY}&apos;] = &apos;true&apos;</code>:{' '}
        <Trans>print web vitals to the console</Trans>
      </label>
    </form>
  );
}

/**
 * The live content of the tracking debug page (`/_debug/tracking`,
 * docs/requirements/client-telemetry.md#debug-page): the vitals measured on this page view with their
 * ratings, what was sent and the answer, error reporting's state, and the logger settings.
 */
export function TelemetryDebugPanel() {
  const { t } = useLingui();
  const snapshot = useTelemetry();
  const { pending, dropped, blockedUntil } = snapshot;
  const { state, reported, buffered, dropped: errorsDropped } = snapshot.errorReporting;
  const until = new Date(blockedUntil).toLocaleTimeString();
  const sentry = SENTRY_DSN ? t`DSN set at build time` : t`off (no VITE_SENTRY_DSN in this build)`;
  return (
    <div className="telemetry-debug">
      <section aria-labelledby="telemetry-vitals">
        <h2 id="telemetry-vitals">
          <Trans>Web vitals</Trans>
        </h2>
        <VitalsTable snapshot={snapshot} />
      </section>
      <section aria-labelledby="telemetry-sent">
        <h2 id="telemetry-sent">
          <Trans>Sent to /analytics/vital</Trans>
        </h2>
        <p data-telemetry="queue">
          <Trans>
            Waiting for the page to be hidden: {pending}. Dropped: {dropped}.
          </Trans>
          {blockedUntil > 0 && ' ' + t`The service asked to wait until ${until}.`}
        </p>
        <SentList sent={snapshot.sent} />
      </section>
      <section aria-labelledby="telemetry-errors">
        <h2 id="telemetry-errors">
          <Trans>Error reporting</Trans>
        </h2>
        <p data-telemetry="errors">
          <Trans>
            Sentry {sentry}; state: <strong>{state}</strong>; reported {reported}, waiting {buffered}, dropped{' '}
            {errorsDropped}.
          </Trans>
        </p>
      </section>
      <section aria-labelledby="telemetry-logger">
        <h2 id="telemetry-logger">
          <Trans>Logger settings</Trans>
        </h2>
        <LoggerSettingsForm snapshot={snapshot} />
      </section>
    </div>
  );
}
