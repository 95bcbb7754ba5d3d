declare module '*.po' {
  import type { Messages } from '@lingui/core';
  /** The catalogue compiled for Lingui's runtime (scripts/vite-i18n-catalog.mjs). */
  export const messages: Messages;
}
