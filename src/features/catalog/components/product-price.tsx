import { discountedPrice, formatINR } from '@/lib/format';
import { translate } from '@/i18n';
import { catalogMessages as m } from '../messages';

/** The price minus 17 % in whole rupees, with the list price struck through. */
export function ProductPrice({ price, size = 'normal' }: { price: number; size?: 'normal' | 'large' }) {
  return (
    <p className={`product-price${size === 'large' ? ' product-price--large' : ''}`}>
      <span className="price-now">
        <span className="visually-hidden">{translate(m.priceNow)} </span>
        {formatINR(discountedPrice(price))}
      </span>{' '}
      <s className="price-was">
        <span className="visually-hidden">{translate(m.priceWas)} </span>
        {formatINR(price)}
      </s>
    </p>
  );
}
