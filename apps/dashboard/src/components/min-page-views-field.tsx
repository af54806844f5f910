import { useNavigate, useSearch } from '@tanstack/react-router';
import { DEFAULT_MIN_PAGE_VIEWS } from '@opstap/contracts/vocabulary';
import { MAX_MIN_PAGE_VIEWS, minPageViewsOf, type DashboardSearch } from '../lib/search.ts';

/**
 * The least page views a group needs before a ranking by rate lists it, written to the URL
 * (docs/decisions/0802-rankings-need-volume.md): stated where the rankings are, and the analyst's to change.
 */
export function MinPageViewsField() {
  const search = useSearch({ strict: false }) as DashboardSearch;
  const navigate = useNavigate();
  const current = minPageViewsOf(search);
  const set = (text: string) => {
    const value = Number(text);
    if (text.trim() === '' || !Number.isInteger(value) || value < 0 || value > MAX_MIN_PAGE_VIEWS) return;
    void navigate({
      to: '.',
      search: (prev: DashboardSearch) => ({
        ...prev,
        minPageViews: value === DEFAULT_MIN_PAGE_VIEWS ? undefined : value,
      }),
    });
  };
  return (
    <form className="filters minimum" aria-label="Ranking" onSubmit={(event) => event.preventDefault()}>
      <label>
        <span>Rank only groups with at least this many page views</span>
        <input
          key={current}
          name="minPageViews"
          type="number"
          inputMode="numeric"
          min={0}
          max={MAX_MIN_PAGE_VIEWS}
          step={1}
          defaultValue={current}
          onKeyDown={(e) => {
            if (e.key === 'Enter') set(e.currentTarget.value);
          }}
          onBlur={(e) => set(e.currentTarget.value)}
        />
      </label>
    </form>
  );
}
