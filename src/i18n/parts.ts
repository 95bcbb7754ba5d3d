/**
 * The parts a non-English catalogue is split into, so a page loads only the texts it can show:
 * `shared` on every page (header, footer, menus, errors, the session's and the cart's texts and
 * toasts), the others with the routes that name them (`handle: messageParts(…)` in the route
 * table). Which messages module goes into which part: src/i18n/sources.ts.
 */
export const MESSAGE_PARTS = ['shared', 'catalog', 'home', 'checkout', 'orders', 'account'] as const;
export type MessagePart = (typeof MESSAGE_PARTS)[number];

export function isMessagePart(value: unknown): value is MessagePart {
  return typeof value === 'string' && (MESSAGE_PARTS as readonly string[]).includes(value);
}

/** A catalogue part's module (scripts/vite-i18n-catalog.mjs compiles it from the language's .po). */
export const partModule = (locale: string, part: MessagePart) => `src/locales/${locale}/${part}.part.po`;
