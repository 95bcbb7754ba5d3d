import { expect, type Browser, type Page } from '@playwright/test';
import { signUp } from './auth';
import { addFromProductPage, cartBadge, seedProduct } from './cart';
import {
  fillOrderForm,
  goodOrder,
  openOrderForm,
  orderIdOf,
  placeOrderAndCatchChat,
  stubWhatsapp,
} from './checkout';
import { readDocumentAsOwner, writeDocumentAsOwner } from './emulator-documents';

/** A product's stock as stored (rules bypassed), to see an order's move take or return it. */
export async function storedStock(productId: number): Promise<number> {
  const fields = await readDocumentAsOwner(`productsList/${String(productId)}`);
  if (!fields) throw new Error(`no product ${String(productId)} is stored`);
  return Number((fields.stock as { integerValue: string }).integerValue);
}

/**
 * An admin's move of an order as it is stored: status, updatedAt, plus history entry `key` (its
 * sequence number) with the status, the admin and the time. Written with the rules bypassed, so a
 * customer's page can be watched following it.
 */
export async function moveOrderByRest(orderId: string, status: string, key: number) {
  const at = new Date();
  const entry = { status, by: 'admin@prakriti-demo.com', at };
  await writeDocumentAsOwner(
    `orders/${orderId}`,
    { status, updatedAt: at, history: { [String(key)]: entry } },
    { only: ['status', 'updatedAt', `history.\`${String(key)}\``] },
  );
}

/** A new customer in a browser context of their own places one order of one product; its id. */
export async function placeOrderAsNewCustomer(
  browser: Browser,
  productId = 2,
): Promise<{ page: Page; orderId: string }> {
  const context = await browser.newContext();
  await stubWhatsapp(context);
  const page = await context.newPage();
  await signUp(page);
  await addFromProductPage(page, seedProduct(productId), 1);
  await expect(cartBadge(page, 1)).toBeVisible();
  await cartBadge(page, 1).click();
  await openOrderForm(page);
  await fillOrderForm(page, goodOrder);
  const chat = await placeOrderAndCatchChat(page);
  const orderId = orderIdOf(new URL(chat.url()).searchParams.get('text') ?? '');
  await chat.close();
  return { page, orderId };
}
