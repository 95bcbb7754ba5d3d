import { shop, whatsappUrl } from '@/config/shop';
import { formatINR } from '@/lib/format';

/** India's calling code: the shop's customers give their number as typed (often with a 0). */
const COUNTRY_CODE = '91';

/** A customer's contact number as wa.me wants it: digits with the country code, no leading 0. */
export function customerWhatsappNumber(number: string): string {
  const digits = number.replace(/\D/g, '').replace(/^0+/, '');
  return digits.length === 10 ? `${COUNTRY_CODE}${digits}` : digits;
}

interface OrderForMessage {
  id: string;
  name: string;
  status: string;
  totalAmount: number;
}

/** What the shop tells the customer about their order in its current status. */
export function orderStatusWhatsappText({ id, name, status, totalAmount }: OrderForMessage): string {
  const greeting = `Namaste ${name}, this is ${shop.name}.`;
  const order = `your order ${id} (${formatINR(totalAmount)})`;
  switch (status) {
    case 'placed':
      return `${greeting} We have received ${order} and will confirm it shortly.`;
    case 'confirmed':
      return `${greeting} We have confirmed ${order}. We will let you know when it ships.`;
    case 'shipped':
      return `${greeting} ${capitalised(order)} has been shipped and is on its way.`;
    case 'delivered':
      return `${greeting} ${capitalised(order)} has been delivered. Thank you for shopping with us!`;
    case 'cancelled':
      return `${greeting} ${capitalised(order)} has been cancelled. Please write to us with any questions.`;
    default:
      return `${greeting} About ${order}:`;
  }
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A wa.me chat with the customer, prefilled for the order's current status. */
export function orderWhatsappUrl(order: OrderForMessage & { number: string }): string {
  return whatsappUrl(orderStatusWhatsappText(order), customerWhatsappNumber(order.number));
}
