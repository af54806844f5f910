import type { SendAnswer } from '../vitals/create-vital-transport.ts';
import type { SentRecord } from '../telemetry-store.ts';

function describeAnswer(answer: SendAnswer | undefined): string {
  if (answer === undefined) return 'waiting for the answer';
  if (answer === 'queued')
    return 'accepted by the browser (a beacon’s answer shows here when Resource Timing has it)';
  if (answer === 'failed') return 'network error';
  return `HTTP ${answer}`;
}

/** The batches sent on this page view, newest first, each with its answer and its exact body. */
export function SentList({ sent }: { sent: readonly SentRecord[] }) {
  if (sent.length === 0) {
    return <p>Nothing sent yet: vitals leave when the page is hidden (switch tabs and come back).</p>;
  }
  return (
    <ol className="telemetry-sent" reversed>
      {[...sent].reverse().map((batch) => (
        <li key={batch.batch} data-batch={batch.batch} data-answer={String(batch.answer ?? '')}>
          <p>
            #{batch.batch} at {new Date(batch.time).toLocaleTimeString()} by {batch.via}:{' '}
            {batch.reports.map((report) => report.name).join(', ')} → {describeAnswer(batch.answer)}
          </p>
          <details>
            <summary>Body ({batch.reports.length} reports)</summary>
            <pre>{JSON.stringify(batch.reports, null, 2)}</pre>
          </details>
        </li>
      ))}
    </ol>
  );
}
