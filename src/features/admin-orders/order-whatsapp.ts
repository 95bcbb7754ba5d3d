import { shop, whatsappUrl } from '@/config/shop';
import type { Locale } from '@/i18n/locale';
import { formatINR } from '@/lib/format';

/** India's calling code: the shop's customers give their number as typed (often with a 0). */
const COUNTRY_CODE = '91';

/** An Indian mobile number without its 0 or country code: ten digits, the first 6, 7, 8 or 9. */
const INDIAN_MOBILE = /^[6-9]\d{9}$/;

/** A number's digits as typed, and what is left after its leading 0s (a trunk 0, or the 00 of a country code). */
function digitsOf(number: string) {
  const typed = number.replace(/\D/g, '');
  const digits = typed.replace(/^0+/, '');
  return { digits, zeros: typed.length - digits.length };
}

/** A customer's contact number as wa.me wants it: digits with the country code, no leading 0. */
export function customerWhatsappNumber(number: string): string {
  const { digits } = digitsOf(number);
  return digits.length === 10 ? `${COUNTRY_CODE}${digits}` : digits;
}

/**
 * Why wa.me may not reach a customer's number: it has not ten digits after its leading 0s (nor
 * India's 91 and ten), or its ten do not start as an Indian mobile's do. The order form takes
 * 10 to 15 digits, so "0987654321" (9 after its 0) is a stored order's number.
 */
export type WhatsappNumberDoubt = { kind: 'length'; digits: number; zeros: number } | { kind: 'not-mobile' };

/**
 * The one rule of whether a customer's number can be an Indian mobile, which the shop writes to
 * on WhatsApp: null when it can (09876543210, 9876543210, +91 98765 43210), else why not.
 */
export function whatsappNumberDoubt(number: string): WhatsappNumberDoubt | null {
  const { digits, zeros } = digitsOf(number);
  const national =
    digits.length === 12 && digits.startsWith(COUNTRY_CODE) ? digits.slice(COUNTRY_CODE.length) : digits;
  if (INDIAN_MOBILE.test(national)) return null;
  return national.length === 10 ? { kind: 'not-mobile' } : { kind: 'length', digits: digits.length, zeros };
}

interface OrderForMessage {
  id: string;
  name: string;
  status: string;
  totalAmount: number;
  /** The language the order was placed in; the message is written in it (English when unknown). */
  language?: Locale | null;
}

/** What a message says of an order: the customer's name, the shop's, the order's id and total. */
interface MessageValues {
  name: string;
  shop: string;
  id: string;
  total: string;
}

type StatusTexts = Record<
  'placed' | 'confirmed' | 'shipped' | 'delivered' | 'cancelled' | 'other',
  (values: MessageValues) => string
>;

/**
 * The words the shop sends a customer about their order, per language: the one home of these
 * customer-facing texts (the admin area is English, and its bundle does not load the shopper
 * catalogues). Each is a whole sentence, so a language can bend the order's words its own way.
 */
const STATUS_TEXTS: Record<Locale, StatusTexts> = {
  en: {
    placed: (v) =>
      `Namaste ${v.name}, this is ${v.shop}. We have received your order ${v.id} (${v.total}) and will confirm it shortly.`,
    confirmed: (v) =>
      `Namaste ${v.name}, this is ${v.shop}. We have confirmed your order ${v.id} (${v.total}). We will let you know when it ships.`,
    shipped: (v) =>
      `Namaste ${v.name}, this is ${v.shop}. Your order ${v.id} (${v.total}) has been shipped and is on its way.`,
    delivered: (v) =>
      `Namaste ${v.name}, this is ${v.shop}. Your order ${v.id} (${v.total}) has been delivered. Thank you for shopping with us!`,
    cancelled: (v) =>
      `Namaste ${v.name}, this is ${v.shop}. Your order ${v.id} (${v.total}) has been cancelled. Please write to us with any questions.`,
    other: (v) => `Namaste ${v.name}, this is ${v.shop}. About your order ${v.id} (${v.total}):`,
  },
  hi: {
    placed: (v) =>
      `नमस्ते ${v.name}, हम ${v.shop} से बोल रहे हैं। आपका ऑर्डर ${v.id} (${v.total}) हमें मिल गया है, हम जल्द ही इसकी पुष्टि करेंगे।`,
    confirmed: (v) =>
      `नमस्ते ${v.name}, हम ${v.shop} से बोल रहे हैं। आपके ऑर्डर ${v.id} (${v.total}) की पुष्टि हो गई है। भेजते ही हम आपको बताएँगे।`,
    shipped: (v) =>
      `नमस्ते ${v.name}, हम ${v.shop} से बोल रहे हैं। आपका ऑर्डर ${v.id} (${v.total}) भेज दिया गया है और रास्ते में है।`,
    delivered: (v) =>
      `नमस्ते ${v.name}, हम ${v.shop} से बोल रहे हैं। आपका ऑर्डर ${v.id} (${v.total}) पहुँचा दिया गया है। हमसे खरीदारी के लिए धन्यवाद!`,
    cancelled: (v) =>
      `नमस्ते ${v.name}, हम ${v.shop} से बोल रहे हैं। आपका ऑर्डर ${v.id} (${v.total}) रद्द कर दिया गया है। कोई सवाल हो तो हमें लिखें।`,
    other: (v) => `नमस्ते ${v.name}, हम ${v.shop} से बोल रहे हैं। आपके ऑर्डर ${v.id} (${v.total}) के बारे में:`,
  },
};

const isKnownStatus = (status: string): status is Exclude<keyof StatusTexts, 'other'> =>
  status !== 'other' && Object.hasOwn(STATUS_TEXTS.en, status);

/**
 * What the shop tells the customer about their order in its current status, in the language
 * the order was placed in (Hindi for 'hi', English otherwise).
 */
export function orderStatusWhatsappText({
  id,
  name,
  status,
  totalAmount,
  language,
}: OrderForMessage): string {
  const texts = STATUS_TEXTS[language === 'hi' ? 'hi' : 'en'];
  const values = { name, shop: shop.name, id, total: formatINR(totalAmount) };
  return (isKnownStatus(status) ? texts[status] : texts.other)(values);
}

/** A wa.me chat with the customer, prefilled for the order's current status. */
export function orderWhatsappUrl(order: OrderForMessage & { number: string }): string {
  return whatsappUrl(orderStatusWhatsappText(order), customerWhatsappNumber(order.number));
}
