// The Lingui Vite plugin turns `import('./messages.po')` into a compiled catalog module.
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
