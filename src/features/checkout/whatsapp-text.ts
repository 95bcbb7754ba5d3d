import { whatsappUrl } from '@/config/shop';
import { translate } from '@/i18n';
import type { OrderRequest } from '@/lib/firebase/documents/order';
import { formatINR } from '@/lib/format';
import { checkoutMessages } from './messages';

const m = checkoutMessages.whatsapp;

/**
 * The chat message handed to the shop on WhatsApp (§4 Order flow), in the page's language: name,
 * products as 'title X amount', total, address, phone, total quantity, e-mail and the order id.
 */
export function buildWhatsappText(orderId: string, request: OrderRequest): string {
  return [
    translate(m.name, { name: request.name }),
    translate(m.products),
    ...request.order.items.map((item) => `${item.title} X ${String(item.amount)}`),
    translate(m.total, { total: formatINR(request.order.totalAmount) }),
    translate(m.address, { address: request.address }),
    translate(m.phone, { phone: request.number }),
    translate(m.quantity, { quantity: request.order.totalNumItems }),
    translate(m.email, { email: request.email }),
    translate(m.orderId, { orderId }),
  ].join('\n');
}

/** https://wa.me/<shop number>?text=… with the order's message. */
export function orderWhatsappUrl(orderId: string, request: OrderRequest): string {
  return whatsappUrl(buildWhatsappText(orderId, request));
}
