import { translate } from '@/i18n';
import { catalogMessages } from '../messages';

/** Stars as text: "★ 4.5 (312)", read out as "Rated 4.5 out of 5, 312 reviews". */
export function ProductRating({
  rate,
  count,
  className,
}: {
  rate: number;
  count: number;
  className?: string;
}) {
  return (
    <p className={`product-rating${className ? ` ${className}` : ''}`}>
      <span className="visually-hidden">
        {translate(catalogMessages.rated, { rate: String(rate), count: String(count) })}
      </span>
      <span aria-hidden="true">
        <span className="product-rating__star">★</span> {rate.toFixed(1)}{' '}
        <span className="product-rating__count">({count})</span>
      </span>
    </p>
  );
}
