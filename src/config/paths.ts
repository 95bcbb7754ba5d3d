/** Every route path of the shop, defined once. */
export const paths = {
  home: '/',
  shop: '/shop',
  shopCategoryRoot: '/shop/category',
  shopAll: '/shop/category/all',
  shopCategory: (categoryName: string) => `/shop/category/${categoryName}`,
  product: (categoryName: string, productId: number | string) =>
    `/shop/category/${categoryName}/${String(productId)}`,
  cart: '/cart',
  cartOrder: '/cart/order',
  contactUs: '/contactUs',
  about: '/about',
  terms: '/terms',
  trackOrder: '/track-order',
  auth: '/auth',
  login: '/auth?mode=login',
  signup: '/auth?mode=signup',
  logout: '/logout',
  adminLogin: '/adminLogin',
  adminDashboard: '/admin/dashboard',
} as const;
