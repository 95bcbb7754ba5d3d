import { FirstPaintImage } from './first-paint-image';
import { CARD_IMAGE_SIZES } from './product-card';
import { EAGER_CARDS } from './product-grid';

/** A line's content that takes a line's height and shows nothing. */
const NO_BREAK_SPACE = '\u00a0';

/**
 * Placeholder cards the size of real ones while products arrive: a card's picture and its lines,
 * empty (product-card.css). On a pre-rendered shop page the page's first read shows the products'
 * images in them before the app has loaded.
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
          {/* A card's lines (product-card.tsx), empty, in its classes: of its height. */}
          <span className="product-card__title product-skeleton__title" />
          <span className="product-price">
            <span className="price-now">{NO_BREAK_SPACE}</span>
          </span>
          <span className="product-rating product-card__rating">{NO_BREAK_SPACE}</span>
        </li>
      ))}
    </ul>
  );
}
