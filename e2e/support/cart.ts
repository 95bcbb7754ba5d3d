import { expect, type Page, type Route } from '@playwright/test';
import { products, type SeedProduct } from '../catalog-helpers';
import { queryAsOwner, readDocumentAsOwner, writeDocumentAsOwner } from './emulator-documents';

/** A seeded product by id (the tests name the ones they use). */
export function seedProduct(id: number): SeedProduct {
  const product = products.find((candidate) => candidate.id === id);
  if (!product) throw new Error(`the seed changed: product ${id} is needed`);
  return product;
}

export const productPath = (product: SeedProduct) => `/shop/category/${product.category}/${product.id}`;

/** What a cart line costs: the discounted price (price minus 17 %, whole rupees). */
export const cartPrice = (product: SeedProduct) => Math.round(product.price * 0.83);

/** The cart shows titles cut to 25 characters with an ellipsis. */
export const cartTitle = (product: SeedProduct) =>
  product.title.length > 25 ? `${product.title.slice(0, 25)}…` : product.title;

/** ₹1,234 or ₹1,234.50, as the shop writes INR. */
export const inr = (amount: number) =>
  new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    maximumFractionDigits: Number.isInteger(amount) ? 0 : 2,
  }).format(amount);

/** Opens the product page and clicks 'Add to Cart' with this amount, as a shopper does. */
export async function addFromProductPage(page: Page, product: SeedProduct, amount: number) {
  await page.goto(productPath(product));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.title);
  await page.getByLabel('Amount').selectOption(String(amount));
  await page.getByRole('button', { name: 'Add to Cart' }).click();
}

/** The header's cart link, named with the badge's count. */
export const cartBadge = (page: Page, count: number) =>
  page.getByRole('link', { name: `Cart, ${count} ${count === 1 ? 'item' : 'items'}` });

export const cartList = (page: Page) => page.getByRole('list', { name: 'Items in your cart' });

/** The cart line of a product. */
export const cartLine = (page: Page, product: SeedProduct) =>
  cartList(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: cartTitle(product), exact: true }) });

/** The amount shown on a product's cart line. */
export const lineAmount = (page: Page, product: SeedProduct) =>
  cartLine(page, product)
    .getByRole('group', { name: `Amount of ${product.title}` })
    .locator('output');

export const summaryValue = (page: Page, term: 'Items' | 'Total') =>
  page.getByRole('complementary', { name: 'Summary' }).locator('div', { hasText: term }).locator('dd');

/** Whether a request is a Firestore lite document read (getDoc → documents:batchGet). */
export const isDocumentRead = (url: URL) => url.pathname.endsWith('/documents:batchGet');

/**
 * Holds one read of users/{uid} when a signed-in page loads. On a page load the shop reads it
 * twice: first to check the session (`'session'`), then for the cart (`'cart'`); the chosen
 * read is held until `release` is called (route.continue) or `fail` (aborted as a lost
 * connection).
 */
export async function holdUserRead(page: Page, which: 'session' | 'cart') {
  const held = which === 'session' ? 1 : 2;
  let reads = 0;
  let markArrived!: () => void;
  const arrived = new Promise<void>((resolve) => {
    markArrived = resolve;
  });
  let decide: ((how: 'continue' | 'fail') => void) | undefined;
  const decision = new Promise<'continue' | 'fail'>((resolve) => {
    decide = resolve;
  });
  await page.route(isDocumentRead, async (route: Route) => {
    reads += 1;
    if (reads !== held) {
      await route.continue();
      return;
    }
    markArrived();
    await ((await decision) === 'continue' ? route.continue() : route.abort('internetdisconnected'));
  });
  return {
    /** Resolves once the read is being held. */
    arrived,
    release: () => decide?.('continue'),
    fail: () => decide?.('fail'),
  };
}

/**
 * Stores a cart for the customer with this e-mail as the shop would (product snapshots at the
 * discounted price), through the Firestore emulator's REST API with the rules bypassed: the
 * quick way to a full cart.
 */
export async function storeCart(email: string, lines: { product: SeedProduct; amount: number }[]) {
  const [user] = await queryAsOwner({
    from: [{ collectionId: 'users' }],
    where: { fieldFilter: { field: { fieldPath: 'email' }, op: 'EQUAL', value: { stringValue: email } } },
    limit: 1,
  });
  if (!user) throw new Error(`no users document for ${email}`);
  const cartItems = lines.map(({ product, amount }) => ({
    id: product.id,
    price: cartPrice(product),
    subTitle: product.subTitle,
    hDetails: product.hDetails,
    quantity: product.quantity,
    title: product.title,
    category: product.category,
    image: product.images[0] ?? '',
    rating: product.rating,
    amount,
  }));
  const cart = {
    cartItems,
    totalAmount: cartItems.reduce((sum, item) => sum + item.price * item.amount, 0),
    totalNumItems: cartItems.reduce((sum, item) => sum + item.amount, 0),
  };
  // carts/{uid}, at the next version: a tab that read the cart before reloads it on its next save.
  const path = `carts/${user.split('/').at(-1) ?? ''}`;
  const stored = await readDocumentAsOwner(path);
  const version = Number((stored?.version as { integerValue?: string } | undefined)?.integerValue ?? 0) + 1;
  const values = stored
    ? { cart, version }
    : { cart, version, openOrders: 0, lastOrderAt: null, lastOrderId: null };
  await writeDocumentAsOwner(path, values, { only: Object.keys(values) });
}
