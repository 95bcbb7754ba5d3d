import { FirstPaintImage } from './first-paint-image';
import { CARD_IMAGE_SIZES } from './product-card';
import { EAGER_CARDS } from './product-grid';

/**
 * Placeholder cards the size of real ones while products arrive. On a pre-rendered shop page the
 * page's first read shows the products' images in them before the app has loaded.
 */
export function ProductSkeletons({ count }: { count: number }) {
  return (
    <ul className="product-grid" aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className="product-skeleton">
          <FirstPaintImage
            className="product-skeleton__image"
            sizes={CARD_IMAGE_SIZES}
            priority={index < 2}
            eager={index < EAGER_CARDS}
          />
        </li>
      ))}
    </ul>
  );
}
