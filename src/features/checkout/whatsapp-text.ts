import { whatsappUrl } from '@/config/shop';
import type { OrderRequest } from '@/lib/firebase/documents/order';
import { formatINR } from '@/lib/format';

/**
 * The chat message handed to the shop on WhatsApp (§4 Order flow): name, products as
 * 'title X amount', total, address, phone, total quantity, e-mail and the order id.
 */
export function buildWhatsappText(orderId: string, request: OrderRequest): string {
  return [
    `Name: ${request.name}`,
    'Products:',
    ...request.order.items.map((item) => `${item.title} X ${item.amount}`),
    `Total: ${formatINR(request.order.totalAmount)}`,
    `Address: ${request.address}`,
    `Phone: ${request.number}`,
    `Total quantity: ${request.order.totalNumItems}`,
    `Email: ${request.email}`,
    `Order id: ${orderId}`,
  ].join('\n');
}

/** https://wa.me/<shop number>?text=… with the order's message. */
export function orderWhatsappUrl(orderId: string, request: OrderRequest): string {
  return whatsappUrl(buildWhatsappText(orderId, request));
}
