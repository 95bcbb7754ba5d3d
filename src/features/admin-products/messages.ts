/** Texts of the products list: the spec's (§8) verbatim, ours marked. */
export const adminProductsMessages = {
  /** The spec shows it as an error-type notice, as the cart's removals. */
  deleted: 'Product deleted Successfully',
  // Ours
  deleteFailed: 'Could not delete product, please try again later!',
  deleteQuestion: (id: number, title: string) =>
    `Delete product ${String(id)}, “${title}”? It leaves the shop at once.`,
  loading: 'Loading products…',
  loadFailed: 'The products could not be loaded.',
  empty: 'No products yet.',
  noMatch: 'No product matches this search and these filters.',
} as const;
