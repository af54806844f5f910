/** The platform API origin the one client calls (build config `VITE_PLATFORM_API`). */
export const PLATFORM_API: string = (import.meta.env.VITE_PLATFORM_API ?? 'https://api.opstap.nl').replace(
  /\/+$/,
  '',
);
