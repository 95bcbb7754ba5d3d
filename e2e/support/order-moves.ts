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

const firestoreHost = process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080';
const projectId = process.env.GCLOUD_PROJECT ?? 'demo-ayurveda-shop';

/** A product's stock as stored (rules bypassed), to see an order's move take or return it. */
export async function storedStock(productId: number): Promise<number> {
  const url = `http://${firestoreHost}/v1/projects/${projectId}/databases/(default)/documents/productsList/${String(productId)}`;
  const response = await fetch(url, { headers: { Authorization: 'Bearer owner' } });
  if (!response.ok) throw new Error(`GET ${url}: ${String(response.status)} ${await response.text()}`);
  const { fields } = (await response.json()) as { fields: { stock: { integerValue: string } } };
  return Number(fields.stock.integerValue);
}

/**
 * An admin's move of an order as it is stored: status, updatedAt, plus history entry `key` (its
 * sequence number) with the status, the admin and the time. Written through the emulator's REST API with
 * the rules bypassed, so a customer's page can be watched following it.
 */
export async function moveOrderByRest(orderId: string, status: string, key: number) {
  const url =
    `http://${firestoreHost}/v1/projects/${projectId}/databases/(default)/documents/orders/${orderId}` +
    `?updateMask.fieldPaths=status&updateMask.fieldPaths=updatedAt` +
    `&updateMask.fieldPaths=${encodeURIComponent(`history.\`${String(key)}\``)}`;
  const at = new Date().toISOString();
  const entry = {
    mapValue: {
      fields: {
        status: { stringValue: status },
        by: { stringValue: 'admin@prakriti-demo.com' },
        at: { timestampValue: at },
      },
    },
  };
  const response = await fetch(url, {
    method: 'PATCH',
    headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
    body: JSON.stringify({
      fields: {
        status: { stringValue: status },
        updatedAt: { timestampValue: at },
        history: { mapValue: { fields: { [String(key)]: entry } } },
      },
    }),
  });
  if (!response.ok) throw new Error(`PATCH ${url}: ${response.status} ${await response.text()}`);
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
