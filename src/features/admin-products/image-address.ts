import { PRODUCT_LIMITS } from './product-limits';

// An https address, an uploaded file's Storage path (products/…) or one of the shop's own
// static files (/products/…): what firestore.rules accepts in a product's images. Never http://:
// the shop is served over https, where a plain-http picture is mixed content.
const IMAGE = /^(https:\/\/\S+|\/?products\/\S+)$/;

/** Whether `value` may stand in a product's `images`. */
export function isProductImage(value: string): boolean {
  return value.length <= PRODUCT_LIMITS.imageAddressMax && IMAGE.test(value);
}

/** Whether `value` is an address an admin may type in: https://, or one of the shop's own files. */
export function isImageAddress(value: string): boolean {
  return /^(https:\/\/|\/products\/)\S+$/.test(value) && isProductImage(value);
}
