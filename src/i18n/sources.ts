import { errorMessages } from '@/components/errors/messages';
import { layoutMessages } from '@/components/layouts/messages';
import { accountMessages } from '@/features/account/messages';
import { cartMessages } from '@/features/cart/messages';
import { CATEGORIES } from '@/features/catalog/categories';
import { catalogMessages } from '@/features/catalog/messages';
import { SORT_OPTIONS } from '@/features/catalog/sort-options';
import { checkoutMessages } from '@/features/checkout/messages';
import { homeMessages } from '@/features/home/messages';
import { ordersMessages } from '@/features/orders/messages';
import { sessionMessages } from '@/features/session/messages';
import { testimonialsMessages } from '@/features/testimonials/messages';
import type { MessagePart } from './parts';

/**
 * Every messages module of the shopper's side: the English texts, which are also the ids of
 * the catalogues' messages. `npm run i18n:extract` adds their new texts to the catalogues, and
 * src/i18n/catalog.test.ts fails while one lacks its Hindi text. Add a module here when a shopper
 * screen gets one.
 */
export const shopperMessages: Record<string, unknown> = {
  layout: layoutMessages,
  errors: errorMessages,
  home: homeMessages,
  testimonials: testimonialsMessages,
  // The categories' display names and blurbs (their one home is the category list).
  categories: CATEGORIES.map(({ title, blurb }) => ({ title, blurb })),
  account: accountMessages,
  cart: cartMessages,
  catalog: catalogMessages,
  // The 'Sort by' choices (their one home is the list of options).
  sorts: SORT_OPTIONS.map(({ label }) => label),
  checkout: checkoutMessages,
  orders: ordersMessages,
  session: sessionMessages,
};

/** The header's search box and its suggestions, on every page (their home is the catalogue's texts). */
const headerSearch = [
  'searchLabel',
  'searchPlaceholder',
  'openSearch',
  'closeSearch',
  'searchButton',
  'suggestionsLabel',
  'suggestionsFound',
  'seeAll',
  'searching',
  'searchFailed',
  'searchOffline',
] as const satisfies readonly (keyof typeof catalogMessages)[];

/**
 * What each part of a catalogue holds (src/i18n/parts.ts): messages modules of `shopperMessages`
 * by name, or texts picked from one. A text belongs to the first part that has it, so `shared`
 * (loaded on every page) keeps the texts a route's part repeats. `npm run i18n:extract` marks each
 * entry of the .po with its part; the build splits the catalogue by those marks.
 */
export const messageParts: Record<MessagePart, (keyof typeof shopperMessages | string[])[]> = {
  // The frame of every page: header (the cart link, the search box), footer, menus, the error
  // page, the session's messages and the cart's toasts (a login anywhere loads the cart).
  shared: [
    'layout',
    'errors',
    'session',
    'categories',
    'cart',
    headerSearch.map((key) => catalogMessages[key]),
  ],
  catalog: ['catalog', 'sorts'],
  home: ['home', 'testimonials'],
  checkout: ['checkout'],
  orders: ['orders'],
  account: ['account'],
};

/** Each shopper text's part of the catalogue: text → part (the first part that has it). */
export function partOfTexts(modules = shopperMessages, parts = messageParts): Map<string, MessagePart> {
  const partOf = new Map<string, MessagePart>();
  for (const [part, members] of Object.entries(parts) as [MessagePart, (string | string[])[]][]) {
    for (const member of members) {
      if (typeof member === 'string' && !(member in modules)) {
        throw new Error(`The ${part} part names "${member}", which is no messages module`);
      }
      const texts = typeof member === 'string' ? collectTexts({ [member]: modules[member] }) : member;
      for (const text of texts) if (!partOf.has(text)) partOf.set(text, part);
    }
  }
  const homeless = collectTexts(modules).filter((text) => !partOf.has(text));
  if (homeless.length > 0) throw new Error(`No part of the catalogue holds: ${homeless.join(' | ')}`);
  return partOf;
}

/**
 * The texts of the modules, in order, without repeats. A text with values is an ICU message; a
 * function would hide its text from the catalogues, so it is refused.
 */
export function collectTexts(modules: Record<string, unknown>): string[] {
  const texts = new Set<string>();
  const visit = (value: unknown, where: string) => {
    if (typeof value === 'string') texts.add(value);
    else if (typeof value === 'function') {
      throw new Error(
        `${where} is a function: write it as an ICU message ('… {name} …') and format it with t()`,
      );
    } else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) visit(inner, `${where}.${key}`);
    }
  };
  for (const [name, module] of Object.entries(modules)) visit(module, name);
  return [...texts];
}
