/** Catalogue texts shown to shoppers; verbatim from the spec where it gives them. */
export const catalogMessages = {
  productsNotFound: 'Products not found',
  loginToAdd: 'Please Login to add items to Cart!',
} as const;
