/** Product image addresses for this shop's Cloud Storage (see ./product-image-urls.ts). */
import { firebaseConfig, storageOrigin } from '@/config/firebase';
import { imageSrc, imageSrcSet, type ImageHost } from './product-image-urls';

export {
  cardVariantPath,
  isStorageImage,
  PRODUCT_CARD_IMAGE_MAX_PX,
  PRODUCT_IMAGE_FOLDER,
  PRODUCT_IMAGE_MAX_PX,
} from './product-image-urls';

/** This shop's Cloud Storage, as the app's configuration names it. */
export const imageHost: ImageHost = { storageOrigin, bucket: firebaseConfig.storageBucket };

/** The address to show an image from: a Storage path's public download URL, anything else as it is. */
export function productImageSrc(image: string): string {
  return imageSrc(imageHost, image);
}

/** A srcset with the card variant and the full image for a Storage upload; undefined otherwise. */
export function productImageSrcSet(image: string): string | undefined {
  return imageSrcSet(imageHost, image);
}
