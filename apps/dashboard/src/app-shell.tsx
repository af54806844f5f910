import { Link, Outlet } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { clearToken, onTokenChange, readToken, wasRefused } from './api/token.ts';
import { clearAnswers } from './api/answers.ts';
import { TokenPrompt } from './components/token-prompt.tsx';
import type { DashboardSearch } from './lib/search.ts';

export const VIEWS = [
  { to: '/', label: 'Overview' },
  { to: '/trends', label: 'Trends' },
  { to: '/distribution', label: 'Distribution' },
  { to: '/segments', label: 'Segments' },
  { to: '/releases', label: 'Releases' },
  { to: '/attribution', label: 'Attribution' },
  { to: '/phases', label: 'Why slow' },
  { to: '/navigations', label: 'Navigations' },
  { to: '/warnings', label: 'Warnings' },
  { to: '/budgets', label: 'Budgets' },
  { to: '/export', label: 'Export' },
] as const;

/** The frame of every view: the token gate, the header with the views, and the view itself. */
export function AppShell() {
  const [token, setToken] = useState(readToken);
  const [refused, setRefused] = useState(wasRefused);
  useEffect(
    () =>
      onTokenChange((next) => {
        clearAnswers();
        // A token that disappears without the analyst signing out was refused (a 401).
        setRefused(next === null);
        setToken(next);
      }),
    [],
  );
  if (!token) return <TokenPrompt refused={refused} />;
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to the view
      </a>
      <header className="top">
        <p className="brand">Opstap web vitals</p>
        <nav aria-label="Views">
          <ul>
            {VIEWS.map((view) => (
              <li key={view.to}>
                <Link
                  to={view.to}
                  search={(prev: DashboardSearch) => prev}
                  activeOptions={{ exact: true, includeSearch: false }}
                  activeProps={{ 'aria-current': 'page', className: 'active' }}
                >
                  {view.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <button
          type="button"
          className="sign-out"
          onClick={() => {
            clearToken();
            setRefused(false);
          }}
        >
          Forget token
        </button>
      </header>
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
}
