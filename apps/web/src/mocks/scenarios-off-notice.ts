import { STORAGE_KEY } from './scenario.ts';

/** What the notice says: why the page answers `ok`, and the one command that turns the scenarios on. */
export const SCENARIOS_OFF_TEXT =
  'Mock scenarios are off: this dev server answers from the platform stand-in, which always answers ok. ' +
  'Restart it with VITE_ENABLE_MOCKS=true pnpm dev to pick answers with ?mock=, ?mockSession=, ?mockSlow= ' +
  'or localStorage["opstap.mocks"] (decision 0400).';

/**
 * Plain `pnpm dev` talks to the platform stand-in, not the MSW worker, so a page's `?mock=invalid` would be
 * answered `ok` without a word (docs/decisions/0400-mocks-switch.md). A page that asks for a scenario there
 * gets a banner across its top, and the console the same line. Dev servers only: builds leave this out.
 */
export function noticeWhenScenariosOff(): void {
  const query = new URLSearchParams(window.location.search);
  const asked =
    [...query.keys()].some((key) => /^mock/.test(key)) || localStorage.getItem(STORAGE_KEY) !== null;
  if (!asked) return;
  const banner = document.createElement('div');
  banner.setAttribute('role', 'alert');
  banner.dataset.devNotice = 'mock-scenarios-off';
  banner.textContent = SCENARIOS_OFF_TEXT;
  banner.style.cssText =
    'position:sticky;top:0;z-index:2147483647;padding:12px 16px;background:#b00020;color:#fff;font:600 15px/1.4 system-ui,sans-serif';
  document.body.prepend(banner);
  console.warn(SCENARIOS_OFF_TEXT);
}
