import { I18nProvider } from '@lingui/react';
import { RouterProvider, type RegisteredRouter } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { i18n } from '../i18n/i18n.ts';
import { RootErrorBoundary } from './root-error-boundary.tsx';

/** The whole app, the same tree for the prerender and the browser (hydration needs them equal). */
export function App({ router }: { router: RegisteredRouter }) {
  return (
    <StrictMode>
      <RootErrorBoundary>
        <I18nProvider i18n={i18n}>
          <RouterProvider router={router} />
        </I18nProvider>
      </RootErrorBoundary>
    </StrictMode>
  );
}
