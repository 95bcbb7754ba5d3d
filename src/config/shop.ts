import { env } from './env';

/** The shop's public contact details (VITE_SHOP_* variables, demo defaults). */
export const shop = {
  name: env.VITE_SHOP_NAME,
  whatsappNumber: env.VITE_SHOP_WHATSAPP,
  phoneOffice: env.VITE_SHOP_PHONE_OFFICE,
  phoneSupport: env.VITE_SHOP_PHONE_SUPPORT,
  email: env.VITE_SHOP_EMAIL,
  address: env.VITE_SHOP_ADDRESS,
} as const;

/** The shop's details as an invoice or packing slip prints them. */
export interface InvoiceShop {
  name: string;
  address: string;
  phone: string;
  email: string;
  /**
   * The shop's GST number (VITE_SHOP_GSTIN), or null while it is not registered for GST: then
   * its invoices state and charge no GST. Set, they print as tax invoices with it.
   */
  gstin: string | null;
}

export const invoiceShop: InvoiceShop = {
  name: shop.name,
  address: shop.address,
  phone: shop.phoneOffice,
  email: shop.email,
  gstin: env.VITE_SHOP_GSTIN ?? null,
};

/** A wa.me chat link to the shop (or to `number`, with its country code), optionally with a prefilled message. */
export function whatsappUrl(text?: string, number: string = shop.whatsappNumber): string {
  const base = `https://wa.me/${number}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}

export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
