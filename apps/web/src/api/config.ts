/** The platform API origin the one client calls (build config `VITE_PLATFORM_API`). */
export const PLATFORM_API: string = (import.meta.env.VITE_PLATFORM_API ?? 'https://api.opstap.nl').replace(
  /\/+$/,
  '',
);

/**
 * Whether this build carries the MSW mocks: the dev server, and a build made with `VITE_ENABLE_MOCKS=true`
 * (the end-to-end tests). Vitest (mode `test`) uses the Node server from `src/mocks/node.ts` instead.
 * A production build has this `false` at compile time, so the mock code is never bundled.
 */
export const MOCKS_ENABLED: boolean =
  import.meta.env.MODE !== 'test' && (import.meta.env.DEV || import.meta.env.VITE_ENABLE_MOCKS === 'true');
