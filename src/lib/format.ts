import { CARD_TITLE_MAX, DISCOUNT_RATE } from '@/config/constants';

const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 2 });
const inrWhole = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});

/** ₹1,234.50 — prices as INR everywhere. */
export function formatINR(amount: number): string {
  return Number.isInteger(amount) ? inrWhole.format(amount) : inr.format(amount);
}

/** Price minus 17 %, in whole rupees. */
export function discountedPrice(price: number): number {
  return Math.round(price * (1 - DISCOUNT_RATE));
}

/** Cuts text to max characters; with an ellipsis when asked (the cart) or plain (the card). */
export function truncate(text: string, max = CARD_TITLE_MAX, ellipsis = false): string {
  if (text.length <= max) return text;
  return ellipsis ? `${text.slice(0, max)}…` : text.slice(0, max);
}

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A date and time in the page's language (`intlLocale`: en-IN or hi-IN, src/i18n/locale.ts):
 * "26 Nov 2026, 4:06 pm" / "26 नव॰ 2026, 4:06 pm" — Latin digits in both, as the prices.
 */
export function formatDateTime(value: number | Date, intlLocale: string): string {
  let format = dateTimeFormats.get(intlLocale);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale, {
      dateStyle: 'medium',
      timeStyle: 'short',
      numberingSystem: 'latn',
    });
    dateTimeFormats.set(intlLocale, format);
  }
  return format.format(value);
}
