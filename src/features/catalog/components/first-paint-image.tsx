import { FIRST_PAINT_ATTRIBUTE } from '../api/first-paint';
import './first-paint-image.css';

interface FirstPaintImageProps {
  className?: string;
  sizes?: string;
  /** Fetch it first (the page's largest paint). */
  priority?: boolean;
  /** Load it at once (the first screenful). */
  eager?: boolean;
}

/**
 * An image slot of a page frame, without an address: on a pre-rendered page the page's first read
 * fills it with a product's image before the app has loaded (../api/first-paint.ts); anywhere else
 * it stays empty and its square shows as a placeholder. Decorative: the frame is hidden from
 * assistive tech.
 */
export function FirstPaintImage({
  className,
  sizes,
  priority = false,
  eager = priority,
}: FirstPaintImageProps) {
  return (
    <span className="first-paint">
      <img
        className={className}
        {...{ [FIRST_PAINT_ATTRIBUTE]: '' }}
        alt=""
        width={600}
        height={600}
        sizes={sizes}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
      />
    </span>
  );
}
