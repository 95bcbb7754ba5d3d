/**
 * The parts a non-English catalogue is split into, so a page loads only the texts it can show:
 * `shared` on every page (header, footer, menus, errors, the session's and the cart's toasts), the
 * others with the routes that name them (`handle: messageParts(…)` in the route table), and with
 * them the parts they build on (PART_NEEDS). Which messages module goes into which part:
 * src/i18n/sources.ts.
 */
export const MESSAGE_PARTS = [
  'shared',
  'fields',
  'forms',
  'cart',
  'catalog',
  'search',
  'suggestions',
  'home',
  'checkout',
  'orders',
  'account',
] as const;
export type MessagePart = (typeof MESSAGE_PARTS)[number];

/**
 * The parts a part's pages always show as well, loaded with it: the account and order forms show
 * the field rules' messages of `fields`, the order form is on the cart page, and the search page
 * says the search's failures as the header's suggestions do.
 */
export const PART_NEEDS: Partial<Record<MessagePart, readonly MessagePart[]>> = {
  account: ['fields'],
  checkout: ['cart', 'fields'],
  search: ['suggestions'],
};

/**
 * Parts whose file holds another part's texts as well, so that a page showing both loads one file
 * (two files gzip apart, each with its own header and without the other's words to refer back to):
 * the login and sign-up pages' `forms` holds the field rules, which the account and order pages
 * load on their own as `fields`.
 */
export const PART_HOLDS: Partial<Record<MessagePart, readonly MessagePart[]>> = {
  forms: ['fields'],
};

/** Parts with the parts they build on (PART_NEEDS), each once. */
export function withNeededParts(parts: readonly MessagePart[]): MessagePart[] {
  return [...new Set(parts.flatMap((part) => [part, ...(PART_NEEDS[part] ?? [])]))];
}

export function isMessagePart(value: unknown): value is MessagePart {
  return typeof value === 'string' && (MESSAGE_PARTS as readonly string[]).includes(value);
}
