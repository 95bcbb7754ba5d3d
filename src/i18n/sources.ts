import { errorMessages } from '@/components/errors/messages';
import { layoutMessages } from '@/components/layouts/messages';
import { toastMessages } from '@/components/ui/toast-messages';
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
import { PART_HOLDS, PART_NEEDS, type MessagePart } from './parts';

/** The field rules' messages, which the sign-up, order and account forms all show. */
const fieldRules = { ...credentialMessages, ...accountFieldMessages, ...addressMessages };

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
  fieldRules,
  toasts: toastMessages,
};

/** The header's search box, on every page (their home is the catalogue's texts). */
const headerSearch = [
  'searchLabel',
  'searchPlaceholder',
  'openSearch',
  'closeSearch',
  'searchButton',
] as const satisfies readonly (keyof typeof catalogMessages)[];

/**
 * The header's suggestions and the search's failures: loaded with the suggestions' code, on the
 * box's first use (src/features/catalog/components/header-search.tsx), and by the search page.
 */
const suggestions = [
  'suggestionsLabel',
  'suggestionsFound',
  'suggestionsNear',
  'seeAll',
  'searching',
  'searchFailed',
  'searchOffline',
] as const satisfies readonly (keyof typeof catalogMessages)[];

/** The search page's own texts (its route loads `catalog` as well, for its cards and filters). */
const searchPage = [
  'resultsFor',
  'resultsCount',
  'resultsLimited',
  'noResults',
  'noResultsHint',
  'nearResults',
  'emptySearch',
  'categoryFilter',
  'allCategories',
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
 * The sign-up form's fields and failure that the account page shows as well (its details and its
 * re-login).
 */
const accountFormTexts = [
  'fullName',
  'email',
  'mobileNo',
  'tooManyRequests',
] as const satisfies readonly (keyof typeof sessionMessages)[];

/**
 * The login, sign-up and forgot-password pages' own texts, with the failures of those three forms:
 * no other page shows them (the header's links, the logout and the session's notices are the
 * frame's).
 */
const signInForms = [
  'invalidEmailField',
  'invalidMode',
  'loginSucceeded',
  'signupSucceeded',
  'forgotPassword',
  'forgotTitle',
  'forgotLead',
  'sendResetLink',
  'resetSent',
  'resetFailed',
  'backToLogin',
  'signup',
  'password',
  'signupLead',
  'loginLead',
  'toSignup',
  'toLogin',
  'emailInUse',
  'wrongCredentials',
  'userNotFound',
  'accountDisabled',
  'loginFailed',
  'profileNotSaved',
] as const satisfies readonly (keyof typeof sessionMessages)[];

/**
 * The cart page's own texts: its table, summary, empty state and the notice of lines it cannot read
 * (the cart's toasts are the frame's).
 */
const cartPage = [
  'pageTitle',
  'heading',
  'clearCart',
  'checkout',
  'emptyText',
  'loading',
  'fillInForm',
  'summary',
  'items',
  'browseProducts',
  'linesLabel',
  'lineAmountOf',
  'lineRemoveOne',
  'lineAddOne',
  'lineInCart',
  'lineDelete',
  'lineEach',
  'unreadableLines',
] as const satisfies readonly (keyof typeof cartMessages)[];

/**
 * "Order again" and what it says: only /track-order has the button (its toasts show once the
 * shopper is on the cart page, with the part still loaded).
 */
const orderAgainTexts = [
  'orderAgain',
  'reorderAdded',
  'reorderNothing',
  'reorderSkipped',
  'reorderGone',
  'reorderOutOfStock',
  'reorderCartFull',
  'reorderFewer',
] as const satisfies readonly (keyof typeof cartMessages)[];

/** A module's texts of the keys given. */
const textsOf = <Module extends Record<string, unknown>>(module: Module, keys: readonly (keyof Module)[]) =>
  collectTexts(Object.fromEntries(keys.map((key) => [key, module[key]])));

/** A module's texts but those of the keys given (which another part holds). */
const textsBut = (module: Record<string, unknown>, keys: readonly string[]) =>
  collectTexts(Object.fromEntries(Object.entries(module).filter(([key]) => !keys.includes(key))));

/**
 * What each part of a catalogue holds (src/i18n/parts.ts): messages modules of `shopperMessages`
 * by name, or texts picked from one. A text belongs to the first part that has it, so `shared`
 * (loaded on every page) keeps the texts a route's part repeats. `npm run i18n:extract` marks each
 * entry of the .po with its part; the build splits the catalogue by those marks.
 */
export const messageParts: Record<MessagePart, (keyof typeof shopperMessages | string[])[]> = {
  // The frame of every page: header (the account links, the cart link, the search box; its
  // suggestions are a part of their own), footer, menus, the error page, the session's notices and
  // the cart's toasts (a login anywhere loads the cart), and a product card's texts (the
  // suggestions show prices).
  shared: [
    'layout',
    'errors',
    textsBut(sessionMessages, [...signInForms, ...accountFormTexts, ...Object.keys(fieldRules)]),
    'categories',
    textsBut(cartMessages, [...cartPage, ...orderAgainTexts]),
    textsOf(catalogMessages, [...headerSearch, ...productCard]),
  ],
  // The field rules' messages, which the sign-up, account and order forms show, and the sign-up
  // form's texts the account page shows too.
  fields: ['fieldRules', textsOf(sessionMessages, accountFormTexts)],
  // The login, sign-up and forgot-password pages (its file holds `fields` as well: PART_HOLDS).
  forms: [textsOf(sessionMessages, signInForms)],
  cart: [textsOf(cartMessages, cartPage)],
  catalog: [textsBut(catalogMessages, [...searchPage, ...suggestions]), 'sorts'],
  search: [textsOf(catalogMessages, searchPage)],
  suggestions: [textsOf(catalogMessages, suggestions)],
  home: ['home', 'testimonials'],
  checkout: ['checkout'],
  orders: ['orders', textsOf(cartMessages, orderAgainTexts)],
  // The account page (its file holds `fields` as well: PART_HOLDS).
  account: ['account'],
  // The toast container's own labels (the messages it shows are their features' texts).
  toasts: ['toasts'],
};

/**
 * Each shopper text's part of the catalogue: text → part (the first part that has it). Refuses a
 * text that two route parts have and neither `shared` nor a part the second builds on (PART_NEEDS)
 * has: it would go to the first, and the pages of the other would show it untranslated.
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
        else if (
          first !== 'shared' &&
          first !== part &&
          !PART_NEEDS[part]?.includes(first) &&
          !PART_HOLDS[part]?.includes(first)
        ) {
          torn.push(`"${text}" (${first}, ${part})`);
        }
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
