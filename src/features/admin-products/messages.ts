/** Texts of the product form and its save and delete: the spec's (§5, §8) verbatim, ours marked. */
export const productMessages = {
  added: 'Product added Successfully',
  edited: 'Product Edited Successfully',
  deleted: 'Product deleted Successfully',
  addFailed: 'Could not add new product, please try again later!',
  editFailed: 'Could not edit product, please try again later!',
  invalidId: 'Invalid Product Id',
  invalidTitle: 'Please enter a valid Title.',
  invalidDescription: 'Please enter a valid description.',
  noImage: 'Please upload at least one image.',
  invalidCategory: 'Please enter a valid category.',
  invalidPrice: 'Please enter valid price.',
  invalidRating: 'Please enter valid rating.',
  invalidReviewCount: 'Please enter valid review count.',
  invalidStock: 'Please enter valid stock.',
  // Ours
  conflict: 'This product was changed by someone else since you opened it. Reload to see their changes.',
  gone: 'This product was deleted by someone else since you opened it.',
  deleteFailed: 'Could not delete product, please try again later!',
  deleteQuestion: (title: string) => `Delete "${title}"? Shoppers will no longer see it.`,
  tooLong: (what: string, max: number) => `Please keep the ${what} under ${String(max + 1)} characters.`,
  tooManyImages: (max: number) => `Please keep at most ${String(max)} images.`,
  invalidImage: 'Please use image addresses that start with https:// (or the shop’s own /products/ files).',
  incorrectValues: 'Please correct the fields marked below.',
  indexAddFailed:
    'Could not add new product: the search index could not be updated, so nothing was saved. Please try again later!',
  indexEditFailed:
    'Could not edit product: the search index could not be updated, so nothing was saved. Please try again later!',
  hindiTitleHint:
    'Shown on the Hindi pages, where most shoppers read; left empty, they show the English title.',
  hindiDetailsHint: 'Shown on the Hindi pages; left empty, they show the English description.',
  noHindiTitle: 'No Hindi title: Hindi pages show the English one',
  indexLeftover:
    'Saved. The search index still lists this product under words it no longer has (search results stay right); “Update search keys” on the products page tidies it.',
} as const;

/** What a product's delete dialog says of the open (placed or confirmed) orders that hold it. */
export const openOrdersMessages = {
  counting: 'Counting the open orders that hold this product…',
  /** `capped`: only the newest `readLimit` open orders were read, so `count` is a lower bound. */
  holding: (count: number, capped: boolean, readLimit: number) => {
    const newest = `the newest ${String(readLimit)} open orders`;
    if (count === 0)
      return capped ? `None of ${newest} holds this product.` : 'No open order holds this product.';
    const orders = `${capped ? 'At least ' : ''}${String(count)} open ${count === 1 ? 'order holds' : 'orders hold'}`;
    const they = count === 1 ? 'it' : 'they';
    return `${orders} this product; ${they} can still be confirmed or cancelled, its stock is skipped${capped ? ` (only ${newest} were read)` : ''}.`;
  },
  failed:
    'The open orders that hold this product could not be counted. Orders that hold it can still be confirmed or cancelled; its stock is then skipped.',
} as const;

/** Texts of the products list: the spec's (§8) verbatim, ours marked. */
export const adminProductsMessages = {
  /** The spec shows it as an error-type notice, as the cart's removals. */
  deleted: productMessages.deleted,
  // Ours
  deleteFailed: productMessages.deleteFailed,
  deleteQuestion: (id: number, title: string) =>
    `Delete product ${String(id)}, “${title}”? It leaves the shop at once.`,
  loading: 'Loading products…',
  fillKeys: 'Update search keys',
  fillKeysDone: (count: number) =>
    count === 0
      ? 'Every product’s search keys were up to date; the search index was rebuilt.'
      : `Search keys written for ${String(count)} products; the search index was rebuilt.`,
  fillKeysFailed: 'Could not update the search keys, please try again later!',
  loadFailed: 'The products could not be loaded.',
  empty: 'No products yet.',
  noMatch: 'No product matches this search and these filters.',
} as const;
