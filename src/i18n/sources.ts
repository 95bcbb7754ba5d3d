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
