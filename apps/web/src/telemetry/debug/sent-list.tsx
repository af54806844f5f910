import type { I18n } from '@lingui/core';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { SendAnswer } from '../vitals/create-vital-transport.ts';
import type { SentRecord } from '../telemetry-store.ts';

function describeAnswer(answer: SendAnswer | undefined, i18n: I18n): string {
  if (answer === undefined) return i18n._(msg`waiting for the answer`);
  if (answer === 'queued')
    return i18n._(msg`accepted by the browser (a beacon’s answer shows here when Resource Timing has it)`);
  if (answer === 'failed') return i18n._(msg`network error`);
  return `HTTP ${answer}`;
}

function SentBatch({ batch }: { batch: SentRecord }) {
  const { i18n } = useLingui();
  const number = batch.batch;
  const time = new Date(batch.time).toLocaleTimeString();
  const via = batch.via;
  const names = batch.reports.map((report) => report.name).join(', ');
  const answer = describeAnswer(batch.answer, i18n);
  const count = batch.reports.length;
  return (
    <li data-batch={number} data-answer={String(batch.answer ?? '')}>
      <p>
        <Trans>
          #{number} at {time} by {via}: {names} → {answer}
        </Trans>
      </p>
      <details>
        <summary>
          <Plural value={count} one="Body (# report)" other="Body (# reports)" />
        </summary>
        <pre>{JSON.stringify(batch.reports, null, 2)}</pre>
      </details>
    </li>
  );
}

/** The batches sent on this page view, newest first, each with its answer and its exact body. */
export function SentList({ sent }: { sent: readonly SentRecord[] }) {
  if (sent.length === 0) {
    return (
      <p>
        <Trans>Nothing sent yet: vitals leave when the page is hidden (switch tabs and come back).</Trans>
      </p>
    );
  }
  return (
    <ol className="telemetry-sent" reversed>
      {[...sent].reverse().map((batch) => (
        <SentBatch key={batch.batch} batch={batch} />
      ))}
    </ol>
  );
}
