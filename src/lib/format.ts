import { CARD_TITLE_MAX, DISCOUNT_RATE } from '@/config/constants';

/**
 * Digits grouped the Indian way, as `Intl.NumberFormat('en-IN')` groups them (12,34,567): the
 * last three digits, then pairs. Written out rather than asked of Intl, because a page's first
 * `Intl.NumberFormat` loads the browser's number data, a long task on a phone (about 0.2–0.5 s
 * at 4 × CPU, measured in Chromium), and every page shows a price or a count at once.
 */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3);
  const pairs = head.replace(/\B(?=(\d{2})+$)/g, ',');
  return `${pairs},${digits.slice(-3)}`;
}

/**
 * A non-negative amount rounded half up to `places` decimals, as digits before and after the
 * point. Rounds the shortest decimal that reads back as the number (what the shopper sees,
 * 234.285 → 234.29), as Intl does, not its binary value (toFixed gives 234.28).
 */
function roundHalfUp(amount: number, places: number): [whole: string, fraction: string] {
  const text = String(amount);
  if (/e/i.test(text)) {
    // Below a millionth or above 10^21: not a price, but still a number to show.
    const [whole = '0', fraction = ''] = amount.toFixed(places).split('.');
    return [whole, fraction];
  }
  const [whole = '0', fraction = ''] = text.split('.');
  const kept = fraction.slice(0, places).padEnd(places, '0');
  if ((fraction[places] ?? '0') < '5') return [whole, kept];
  const bumped = (BigInt(whole + kept) + 1n).toString().padStart(places + 1, '0');
  return [bumped.slice(0, bumped.length - places), bumped.slice(bumped.length - places)];
}

/** A whole number as shoppers read it: 1,046 · 12,34,567 (counts in messages). */
export function formatCount(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const [whole] = roundHalfUp(Math.abs(value), 0);
  return (value < 0 && whole !== '0' ? '-' : '') + groupIndian(whole);
}

/** ₹1,234.50 — prices as INR everywhere (whole rupees without paise: ₹1,235). */
export function formatINR(amount: number): string {
  if (!Number.isFinite(amount)) return `₹${amount}`;
  const places = Number.isInteger(amount) ? 0 : 2;
  const [whole, paise] = roundHalfUp(Math.abs(amount), places);
  // Intl keeps the sign of a negative that rounds to zero (-₹0.00); so does the shop.
  const sign = amount < 0 || Object.is(amount, -0) ? '-' : '';
  return `${sign}₹${groupIndian(whole)}${places === 0 ? '' : `.${paise}`}`;
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
