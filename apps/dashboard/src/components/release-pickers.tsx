import { useNavigate } from '@tanstack/react-router';
import type { DashboardSearch } from '../lib/search.ts';

/** The baseline and candidate releases of a comparison, written to the URL (shared by the views that compare). */
export function ReleasePickers({
  versions,
  baseline,
  candidate,
}: {
  versions: readonly string[];
  baseline: string;
  candidate: string;
}) {
  const navigate = useNavigate();
  const pick = (key: 'baseline' | 'candidate', value: string) =>
    void navigate({ to: '.', search: (prev: DashboardSearch) => ({ ...prev, [key]: value }) });
  return (
    <div className="filters" role="group" aria-label="Releases to compare">
      <label>
        <span>Baseline</span>
        <select name="baseline" value={baseline} onChange={(e) => pick('baseline', e.target.value)}>
          {versions.map((v) => (
            <option key={v}>{v}</option>
          ))}
        </select>
      </label>
      <label>
        <span>Candidate</span>
        <select name="candidate" value={candidate} onChange={(e) => pick('candidate', e.target.value)}>
          {versions.map((v) => (
            <option key={v}>{v}</option>
          ))}
        </select>
      </label>
    </div>
  );
}
