/**
 * The parts a non-English catalogue is split into, so a page loads only the texts it can show:
 * `shared` on every page (header, footer, menus, errors, the session's and the cart's toasts), the
 * others with the routes that name them (`handle: messageParts(…)` in the route table), and with
 * them the parts they build on (PART_NEEDS). Which messages module goes into which part:
 * src/i18n/sources.ts.
 */
export const MESSAGE_PARTS = [
  'shared',
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
 * the field rules' messages of `forms`, the order form is on the cart page, and the search page
 * says the search's failures as the header's suggestions do.
 */
export const PART_NEEDS: Partial<Record<MessagePart, readonly MessagePart[]>> = {
  account: ['forms'],
  checkout: ['cart', 'forms'],
  search: ['suggestions'],
};

/** Parts with the parts they build on (PART_NEEDS), each once. */
export function withNeededParts(parts: readonly MessagePart[]): MessagePart[] {
  return [...new Set(parts.flatMap((part) => [part, ...(PART_NEEDS[part] ?? [])]))];
}

export function isMessagePart(value: unknown): value is MessagePart {
  return typeof value === 'string' && (MESSAGE_PARTS as readonly string[]).includes(value);
}
