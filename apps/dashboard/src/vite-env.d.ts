/// <reference types="vite/client" />

/** The dashboard's package version, inlined at build time (vite.config.ts). */
declare const __DASHBOARD_VERSION__: string;
