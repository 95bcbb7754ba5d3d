import { expect, type BrowserContext, type Page } from '@playwright/test';
import { readDocumentAsOwner, writeDocumentAsOwner } from './emulator-documents';

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

/** What an admin does later: moves the order's status (Firestore emulator, rules bypassed). */
export async function setOrderStatus(orderId: string, status: string) {
  await writeDocumentAsOwner(`orders/${orderId}`, { status }, { only: ['status'] });
}

/** The stored order as the emulator holds it (rules bypassed), in Firestore's REST shape. */
export async function readOrder(orderId: string) {
  const fields = await readDocumentAsOwner(`orders/${orderId}`);
  if (!fields) throw new Error(`no order ${orderId} is stored`);
  return { fields };
}
