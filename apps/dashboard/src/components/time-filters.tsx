import { useNavigate, useSearch } from '@tanstack/react-router';
import { useMemo } from 'react';
import { browserZone, zoneChoices } from '../lib/days.ts';
import { DEFAULT_DAYS, WINDOW_DAYS, dayWindow, zoneOf, type DashboardSearch } from '../lib/search.ts';

const CUSTOM = 'custom';

/**
 * The window (the last 7, 28, 30 or 90 days, or a custom range of days) and the zone whose days they are,
 * part of the filter bar and written to the URL (docs/decisions/0806-dashboard-days-in-a-zone.md). What the
 * controls show is what the URL asks for, which is what every view's question asks.
 */
export function TimeFilters() {
  const search = useSearch({ strict: false }) as DashboardSearch;
  const navigate = useNavigate();
  const shown = dayWindow(search);
  const zone = zoneOf(search);
  const own = browserZone();
  const zones = useMemo(() => zoneChoices([zone, own]), [zone, own]);
  const go = (change: (prev: DashboardSearch) => DashboardSearch) =>
    void navigate({ to: '.', search: (prev: DashboardSearch) => change(prev) });
  const preset = (prev: DashboardSearch, days: number): DashboardSearch => ({
    ...prev,
    days: days === DEFAULT_DAYS ? undefined : days,
    from: undefined,
    to: undefined,
  });
  const range = (from: string, to: string) =>
    go((prev) => (from && to && from <= to ? { ...prev, days: undefined, from, to } : prev));

  return (
    <>
      <label>
        <span>Window</span>
        <select
          name="days"
          value={shown.custom ? CUSTOM : String(search.days ?? DEFAULT_DAYS)}
          onChange={(e) => {
            const value = e.target.value;
            // A custom range starts as the window shown, for the analyst to move.
            if (value === CUSTOM) range(shown.from, shown.to);
            else go((prev) => preset(prev, Number(value)));
          }}
        >
          {WINDOW_DAYS.map((days) => (
            <option key={days} value={days}>
              last {days} days
            </option>
          ))}
          <option value={CUSTOM}>custom range</option>
        </select>
      </label>
      {shown.custom && (
        <>
          <label>
            <span>From</span>
            <input
              type="date"
              name="from"
              value={shown.from}
              max={shown.to}
              required
              onChange={(e) => range(e.target.value, shown.to)}
            />
          </label>
          <label>
            <span>To</span>
            <input
              type="date"
              name="to"
              value={shown.to}
              min={shown.from}
              required
              onChange={(e) => range(shown.from, e.target.value)}
            />
          </label>
        </>
      )}
      <label>
        <span>Days in</span>
        <select name="tz" value={zone} onChange={(e) => go((prev) => ({ ...prev, tz: e.target.value }))}>
          {zones.map((name) => (
            <option key={name} value={name}>
              {name === own ? `${name} (this browser)` : name}
            </option>
          ))}
        </select>
      </label>
    </>
  );
}
