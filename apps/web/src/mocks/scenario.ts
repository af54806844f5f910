/**
 * Which answer the mocked platform gives. A unit test sets it with `setMockScenario`; in the browser an
 * end-to-end test or a developer picks it with a query parameter (`?mock=invalid`, `?mockSession=logged-in`,
 * `?mockSlow=1`) or, to keep it across navigations, the localStorage key `opstap.mocks` holding the same
 * names as JSON (`{"mock":"server-error"}`). The query wins over localStorage.
 */
export const MOCK_OUTCOMES = [
  'ok',
  'invalid',
  'server-error',
  'captcha-failed',
  'unknown-token',
  'empty',
] as const;
export type MockOutcome = (typeof MOCK_OUTCOMES)[number];

export interface MockScenario {
  /** What every call answers: `invalid` (422 with field errors), `server-error` (500), `captcha-failed` (403 on the lead form), `unknown-token` (404 on email links), `empty` (lists with no items). */
  readonly outcome: MockOutcome;
  /** Whether the visitor is logged in on the platform. */
  readonly session: 'anonymous' | 'logged-in';
  /** Extra delay of every answer, in ms (the `slow` mode: `?mockSlow=1` is 2500 ms). */
  readonly delayMs: number;
}

export const DEFAULT_SCENARIO: MockScenario = { outcome: 'ok', session: 'anonymous', delayMs: 0 };
export const STORAGE_KEY = 'opstap.mocks';
export const SLOW_DELAY_MS = 2500;

let override: Partial<MockScenario> | undefined;

/** Sets the scenario for the Node server (unit tests); `undefined` returns to the browser's sources. */
export function setMockScenario(scenario: Partial<MockScenario> | undefined): void {
  override = scenario;
}

type Source = Partial<Record<'mock' | 'mockSession' | 'mockSlow', string>>;

function fromSource(source: Source): Partial<MockScenario> {
  const scenario: { -readonly [K in keyof MockScenario]?: MockScenario[K] } = {};
  if ((MOCK_OUTCOMES as readonly string[]).includes(source.mock ?? ''))
    scenario.outcome = source.mock as MockOutcome;
  if (source.mockSession === 'logged-in' || source.mockSession === 'anonymous')
    scenario.session = source.mockSession;
  if (source.mockSlow !== undefined && source.mockSlow !== '0') {
    const ms = Number(source.mockSlow);
    scenario.delayMs = Number.isFinite(ms) && ms > 1 ? ms : SLOW_DELAY_MS;
  }
  return scenario;
}

function browserSources(): Partial<MockScenario> {
  if (typeof window === 'undefined') return {};
  let stored: Source = {};
  try {
    stored = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? '{}') as Source;
  } catch {
    // A hand-edited, broken value: ignore it.
  }
  const query = new URLSearchParams(window.location.search);
  const fromQuery: Source = {};
  for (const key of ['mock', 'mockSession', 'mockSlow'] as const) {
    const value = query.get(key);
    if (value !== null) fromQuery[key] = value;
  }
  return { ...fromSource(stored), ...fromSource(fromQuery) };
}

/** The scenario in force for the request being answered now. */
export function currentScenario(): MockScenario {
  return { ...DEFAULT_SCENARIO, ...(override ?? browserSources()) };
}
