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
import {
  accountFieldMessages,
  addressMessages,
  credentialMessages,
} from '@/lib/validation/credential-messages';
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
  // The field rules' messages, which the sign-up, order and account forms all show.
  fieldRules: { ...credentialMessages, ...accountFieldMessages, ...addressMessages },
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
 * Product cards' texts and the link under them: the header's suggestions show a product's price on
 * every page, and the home page shows cards (and its own "See all products") without the rest of
 * the catalogue's texts.
 */
const productCard = [
  'priceNow',
  'priceWas',
  'rated',
  'outOfStock',
  'loadFailed',
  'seeAllProducts',
] as const satisfies readonly (keyof typeof catalogMessages)[];

/**
 * What each part of a catalogue holds (src/i18n/parts.ts): messages modules of `shopperMessages`
 * by name, or texts picked from one. A text belongs to the first part that has it, so `shared`
 * (loaded on every page) keeps the texts a route's part repeats. `npm run i18n:extract` marks each
 * entry of the .po with its part; the build splits the catalogue by those marks.
 */
export const messageParts: Record<MessagePart, (keyof typeof shopperMessages | string[])[]> = {
  // The frame of every page: header (the cart link, the search box and its suggestions), footer,
  // menus, the error page, the session's messages and the cart's toasts (a login anywhere loads the
  // cart), the field rules' messages (the forms of three parts show them), and a product card's texts.
  shared: [
    'layout',
    'errors',
    'session',
    'fieldRules',
    'categories',
    'cart',
    [...headerSearch, ...productCard].map((key) => catalogMessages[key]),
  ],
  catalog: ['catalog', 'sorts'],
  home: ['home', 'testimonials'],
  checkout: ['checkout'],
  orders: ['orders'],
  account: ['account'],
};

/**
 * Each shopper text's part of the catalogue: text → part (the first part that has it). Refuses a
 * text that two route parts have and `shared` has not: it would go to the first, and the pages
 * of the other would show it untranslated.
 */
export function partOfTexts(modules = shopperMessages, parts = messageParts): Map<string, MessagePart> {
  const partOf = new Map<string, MessagePart>();
  const torn: string[] = [];
  for (const [part, members] of Object.entries(parts) as [MessagePart, (string | string[])[]][]) {
    for (const member of members) {
      if (typeof member === 'string' && !(member in modules)) {
        throw new Error(`The ${part} part names "${member}", which is no messages module`);
      }
      const texts = typeof member === 'string' ? collectTexts({ [member]: modules[member] }) : member;
      for (const text of texts) {
        const first = partOf.get(text);
        if (!first) partOf.set(text, part);
        else if (first !== 'shared' && first !== part) torn.push(`"${text}" (${first}, ${part})`);
      }
    }
  }
  if (torn.length > 0) {
    throw new Error(`Texts of two parts (give them to the shared part): ${torn.join(' | ')}`);
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
