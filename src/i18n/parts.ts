/**
 * The parts a non-English catalogue is split into, so a page loads only the texts it can show:
 * `shared` on every page (header, footer, menus, errors, the session's and the cart's toasts), the
 * others with the routes that name them (`handle: messageParts(…)` in the route table), and with
 * them the parts they build on (PART_NEEDS); `suggestions` and `toasts` with the code of the
 * header's suggestions and of the toast container, on their first use. Which messages module goes
 * into which part: src/i18n/sources.ts.
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
  'toasts',
] as const;
export type MessagePart = (typeof MESSAGE_PARTS)[number];

/**
 * The parts a part's pages always show as well, loaded with it: the order form shows the field
 * rules' messages of `fields` and is on the cart page, and the search page says the search's
 * failures as the header's suggestions do. (The account page shows the field rules too: its file
 * holds them, PART_HOLDS.)
 */
export const PART_NEEDS: Partial<Record<MessagePart, readonly MessagePart[]>> = {
  checkout: ['cart', 'fields'],
  search: ['suggestions'],
};

/**
 * Parts whose file holds another part's texts as well, so that a page showing both loads one file
 * (two files gzip apart, each with its own header and without the other's words to refer back to):
 * the login and sign-up pages' `forms` and the account page's `account` hold the field rules, which
 * the order form loads as `fields`. (A held part is loaded again by a page that needs it after its
 * holder: the order form after the login page loads `fields`. Telling the runtime which file holds
 * which would save that file, 398 B gzip, on such a visit, and add ~70 B to every page's runtime.)
 */
export const PART_HOLDS: Partial<Record<MessagePart, readonly MessagePart[]>> = {
  forms: ['fields'],
  account: ['fields'],
};

/**
 * What the catalogue's build (scripts/vite-i18n-catalog.mjs) is told of the parts: which there are
 * and which files hold others. The shop's build and the tests' both pass this one.
 */
export const CATALOGUE_PARTS = { parts: MESSAGE_PARTS, holds: PART_HOLDS };

/** Parts with the parts they build on (PART_NEEDS), each once. */
export function withNeededParts(parts: readonly MessagePart[]): MessagePart[] {
  return [...new Set(parts.flatMap((part) => [part, ...(PART_NEEDS[part] ?? [])]))];
}

export function isMessagePart(value: unknown): value is MessagePart {
  return typeof value === 'string' && (MESSAGE_PARTS as readonly string[]).includes(value);
}
