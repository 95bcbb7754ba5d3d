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
  deleteQuestion: (title: string) =>
    `Delete "${title}"? Shoppers will no longer see it. Orders that hold it can still be confirmed or cancelled; its stock is then skipped.`,
  tooLong: (what: string, max: number) => `Please keep the ${what} under ${String(max + 1)} characters.`,
  tooManyImages: (max: number) => `Please keep at most ${String(max)} images.`,
  invalidImage: 'Please use image addresses that start with https:// (or the shop’s own /products/ files).',
  incorrectValues: 'Please correct the fields marked below.',
} as const;

/** Texts of the products list: the spec's (§8) verbatim, ours marked. */
export const adminProductsMessages = {
  /** The spec shows it as an error-type notice, as the cart's removals. */
  deleted: productMessages.deleted,
  // Ours
  deleteFailed: productMessages.deleteFailed,
  deleteQuestion: (id: number, title: string) =>
    `Delete product ${String(id)}, “${title}”? It leaves the shop at once. Orders that hold it can still be confirmed or cancelled; its stock is then skipped.`,
  loading: 'Loading products…',
  loadFailed: 'The products could not be loaded.',
  empty: 'No products yet.',
  noMatch: 'No product matches this search and these filters.',
} as const;
