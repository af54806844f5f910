import { resolve } from '@opstap/routes';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

// A minimal shell (issue 2): the real router, catalogs and prerendering arrive with the web spine (issue 3).
function Shell() {
  const page = resolve(window.location.href);
  return (
    <main data-screen={page.screen}>
      <h1>Opstap</h1>
      <p>{page.screen}</p>
    </main>
  );
}

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <Shell />
    </StrictMode>,
  );
}
