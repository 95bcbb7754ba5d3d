import { expect, type BrowserContext, type Page } from '@playwright/test';

/** The shop's WhatsApp number (VITE_SHOP_WHATSAPP, demo default). */
export const SHOP_WHATSAPP = process.env.VITE_SHOP_WHATSAPP ?? '919876543210';

/** Good order-form values besides the prefilled name and e-mail. */
export const goodOrder = { address: '12 Lotus Lane, C-Scheme, Jaipur, India', number: '09812345678' };

/**
 * The sandbox has no internet: the WhatsApp chat the shop opens is answered with a stub page,
 * so the popup loads and its address can be read.
 */
export async function stubWhatsapp(context: BrowserContext) {
  await context.route('https://wa.me/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title><p>Chat</p>' }),
  );
}

/** From /cart: 'Checkout?' and wait for the order form. */
export async function openOrderForm(page: Page) {
  await page.getByRole('button', { name: 'Checkout?' }).click();
  await expect(page).toHaveURL('/cart/order');
  await expect(page.getByRole('heading', { name: 'Place your order' })).toBeVisible();
}

export async function fillOrderForm(page: Page, values: { address: string; number: string }) {
  await page.getByLabel('Your Address').fill(values.address);
  await page.getByLabel('Your Contact #').fill(values.number);
}

/** Clicks 'Place Order' and returns the chat window the shop opens. */
export async function placeOrderAndCatchChat(page: Page) {
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Place Order' }).click();
  const chat = await popup;
  await chat.waitForLoadState('domcontentloaded');
  return chat;
}

/** The order id at the end of the WhatsApp text ("Order id: …"). */
export function orderIdOf(whatsappText: string): string {
  const match = /Order id: (\w+)$/.exec(whatsappText);
  if (!match?.[1]) throw new Error(`no order id in the WhatsApp text: ${whatsappText}`);
  return match[1];
}

const firestoreHost = process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080';
const projectId = process.env.GCLOUD_PROJECT ?? 'demo-ayurveda-shop';

/** What an admin does later: moves the order's status (Firestore emulator REST API, rules bypassed). */
export async function setOrderStatus(orderId: string, status: string) {
  const url =
    `http://${firestoreHost}/v1/projects/${projectId}/databases/(default)/documents/orders/${orderId}` +
    '?updateMask.fieldPaths=status';
  const response = await fetch(url, {
    method: 'PATCH',
    headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
    body: JSON.stringify({ fields: { status: { stringValue: status } } }),
  });
  if (!response.ok) throw new Error(`PATCH ${url}: ${response.status} ${await response.text()}`);
}

/** The stored order as the emulator holds it (rules bypassed), in Firestore's REST shape. */
export async function readOrder(orderId: string) {
  const url = `http://${firestoreHost}/v1/projects/${projectId}/databases/(default)/documents/orders/${orderId}`;
  const response = await fetch(url, { headers: { Authorization: 'Bearer owner' } });
  if (!response.ok) throw new Error(`GET ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as { fields: Record<string, unknown> };
}
