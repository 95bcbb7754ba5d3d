/**
 * Every route of the shop, defined once: `path` is the pattern the route table (and the
 * route-preload plugin) uses, `getHref` builds a link to it. Both are absolute.
 */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  shop: { path: '/shop', getHref: () => '/shop' },
  shopCategoryRoot: { path: '/shop/category', getHref: () => '/shop/category' },
  shopCategory: {
    path: '/shop/category/:categoryName',
    getHref: (categoryName: string) => `/shop/category/${categoryName}`,
  },
  /** The whole catalogue: the category page for the pseudo category 'all'. */
  shopAll: { path: '/shop/category/:categoryName', getHref: () => '/shop/category/all' },
  product: {
    path: '/shop/category/:categoryName/:productId',
    getHref: (categoryName: string, productId: number | string) =>
      `/shop/category/${categoryName}/${String(productId)}`,
  },
  /** Old links (/shop/soaps) redirect to their category page. */
  shopSlug: { path: '/shop/:slug', getHref: (slug: string) => `/shop/${slug}` },
  /** The search results: ?q= the words, and the shop page's ?category= and ?sort=. */
  search: {
    path: '/search',
    getHref: (query: string) => `/search?${new URLSearchParams({ q: query }).toString()}`,
  },
  cart: { path: '/cart', getHref: () => '/cart' },
  cartOrder: { path: '/cart/order', getHref: () => '/cart/order' },
  contactUs: { path: '/contactUs', getHref: () => '/contactUs' },
  about: { path: '/about', getHref: () => '/about' },
  terms: { path: '/terms', getHref: () => '/terms' },
  trackOrder: { path: '/track-order', getHref: () => '/track-order' },
  auth: {
    path: '/auth',
    getHref: (mode: 'login' | 'signup') => `/auth?mode=${mode}`,
  },
  logout: { path: '/logout', getHref: () => '/logout' },
  /** Forgot password: sends Firebase's password-reset e-mail. */
  forgotPassword: { path: '/forgot-password', getHref: () => '/forgot-password' },
  /** The customer's own account: details, password, saved addresses, delete. */
  account: { path: '/account', getHref: () => '/account' },
  adminLogin: { path: '/adminLogin', getHref: () => '/adminLogin' },
  /** The admin area's layout route; its index goes to the dashboard. */
  admin: { path: '/admin', getHref: () => '/admin' },
  adminDashboard: { path: '/admin/dashboard', getHref: () => '/admin/dashboard' },
  adminOrders: {
    path: '/admin/orders',
    /** The orders list, on one status tab when given (?status=placed). */
    getHref: (status?: string) =>
      status ? `/admin/orders?status=${encodeURIComponent(status)}` : '/admin/orders',
  },
  adminOrder: {
    path: '/admin/orders/:orderId',
    getHref: (orderId: string) => `/admin/orders/${encodeURIComponent(orderId)}`,
  },
  /** Invoices or packing slips of one or more orders, to print. */
  adminOrdersPrint: {
    path: '/admin/orders/print',
    getHref: (ids: readonly string[], kind: 'invoice' | 'slip') =>
      `/admin/orders/print?${new URLSearchParams({ ids: ids.join(','), kind }).toString()}`,
  },
  adminProducts: {
    path: '/admin/products',
    /** The products list, with its stock filter when given (?stock=low). */
    getHref: (stock?: 'out' | 'low' | 'in') => (stock ? `/admin/products?stock=${stock}` : '/admin/products'),
  },
  adminProductNew: { path: '/admin/products/new', getHref: () => '/admin/products/new' },
  adminProductEdit: {
    path: '/admin/products/edit/:editId',
    getHref: (editId: number | string) => `/admin/products/edit/${String(editId)}`,
  },
  adminUsers: { path: '/admin/users', getHref: () => '/admin/users' },
  adminUser: {
    path: '/admin/users/:uid',
    getHref: (uid: string) => `/admin/users/${encodeURIComponent(uid)}`,
  },
  adminAdmins: { path: '/admin/admins', getHref: () => '/admin/admins' },
} as const;
