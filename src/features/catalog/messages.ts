/** Catalogue texts shown to shoppers; verbatim from the spec where it gives them. */
export const catalogMessages = {
  productsNotFound: 'Products not found',
  loginToAdd: 'Please Login to add items to Cart!',
  loadFailed: 'Could not load products, please try again later!',
  productNotFound: 'We could not find this product. It may have been removed from the shop.',
  categoryNotFound: 'There is no "{name}" category in our shop.',
  emptyCategoryTitle: 'Nothing here yet',
  emptyCategoryText: 'We are restocking this shelf. Browse our other categories in the meantime.',
  shopTitle: 'Shop',
  shopDescription:
    'Shop ayurvedic soaps, shampoos, churnas, juices, mehndi cones, dhoop and herbal mosquito repellants at 17% off the list price — close to 20% savings on every product, with cash on delivery.',
  allProducts: 'All Products',
  sortBy: 'Sort by',
  browseByCategory: 'Browse By Category',
  loadMore: 'Load more',
  addToCart: 'Add to Cart',
  amount: 'Amount',
  inStock: 'In stock',
  outOfStock: 'Out of stock',
  showing: 'Showing {shown, plural, one {# product} other {# products}}',
} as const;
