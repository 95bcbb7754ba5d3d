declare module '*.po' {
  /**
   * The catalogue compiled for the shop's message runtime and packed into one text
   * (scripts/vite-i18n-catalog.mjs): src/i18n/runtime.ts unpackMessages reads it.
   */
  export const messages: string;
}
