import { whatsappUrl } from '@/config/shop';
import { translate, type Locale } from '@/i18n';
import type { OrderRequest } from '@/lib/firebase/documents/order';
import type { CartLine } from '@/lib/firebase/documents/user';
import { formatINR } from '@/lib/format';
import { productTitle } from '@/lib/product-texts';
import { checkoutMessages } from './messages';

const m = checkoutMessages.whatsapp;

/**
 * The titles a message lists for the products of a cart, by product id: on a Hindi page each
 * product's Devanagari title (`subTitle`), else its English one. The order stores the English
 * title; the shopper's page has the cart's products, so nothing is read for this.
 */
export function cartLineTitles(
  lines: readonly Pick<CartLine, 'id' | 'title' | 'subTitle'>[],
  locale: Locale,
): ReadonlyMap<number, string> {
  return new Map(lines.map((line) => [line.id, productTitle(line, locale).text]));
}

/**
 * The chat message handed to the shop on WhatsApp (§4 Order flow), in the page's language: name,
 * products as 'title X amount', total, address, phone, total quantity, e-mail and the order id.
 * `titles` (cartLineTitles) gives the products' titles in that language; a line without one
 * keeps the order's stored title.
 */
export function buildWhatsappText(
  orderId: string,
  request: OrderRequest,
  titles: ReadonlyMap<number, string> = new Map(),
): string {
  return [
    translate(m.name, { name: request.name }),
    translate(m.products),
    ...request.order.items.map((item) => `${titles.get(item.id) ?? item.title} X ${String(item.amount)}`),
    translate(m.total, { total: formatINR(request.order.totalAmount) }),
    translate(m.address, { address: request.address }),
    translate(m.phone, { phone: request.number }),
    translate(m.quantity, { quantity: request.order.totalNumItems }),
    translate(m.email, { email: request.email }),
    translate(m.orderId, { orderId }),
  ].join('\n');
}

/** https://wa.me/<shop number>?text=… with the order's message. */
export function orderWhatsappUrl(
  orderId: string,
  request: OrderRequest,
  titles?: ReadonlyMap<number, string>,
): string {
  return whatsappUrl(buildWhatsappText(orderId, request, titles));
}
