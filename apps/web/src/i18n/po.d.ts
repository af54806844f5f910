// The Lingui Vite plugin turns `import('./messages.po')` into a compiled catalog module.
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}

// scripts/i18n/catalog-parts-plugin.ts: per locale, a loader per catalog part (the shell, the head, each screen).
declare module 'virtual:opstap-catalog-parts' {
  import type { Messages } from '@lingui/core';
  import type { Language, ScreenName } from '@opstap/routes';
  export const CATALOG_PARTS: Record<
    Language,
    Record<'shell' | 'head' | ScreenName, () => Promise<{ messages: Messages }>>
  >;
}
