declare module '*.po' {
  import type { Messages } from '@/i18n/runtime';
  /** The catalogue compiled for the shop's message runtime (src/i18n/runtime.ts) (scripts/vite-i18n-catalog.mjs). */
  export const messages: Messages;
}
