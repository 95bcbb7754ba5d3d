import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { discountedPrice, formatINR, truncate } from '@/lib/format';
import type { Product } from '../schema';

/** A product in a grid: first image, title cut to 40 characters, discounted and list price, rating. */
export function ProductCard({ product, eager = false }: { product: Product; eager?: boolean }) {
  const image = product.images[0];
  return (
    <article className="product-card">
      <Link to={paths.product(product.category, product.id)} className="product-card__link">
        {image && (
          <img
            className="product-card__image"
            src={image}
            alt={product.title}
            width={600}
            height={600}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
          />
        )}
        <h3 className="product-card__title" title={product.title}>
          {truncate(product.title)}
        </h3>
      </Link>
      <p className="product-card__prices">
        <span className="price-now">{formatINR(discountedPrice(product.price))}</span>{' '}
        <s className="price-was" aria-label={`List price ${formatINR(product.price)}`}>
          {formatINR(product.price)}
        </s>
      </p>
      <p className="product-card__rating" aria-label={`Rated ${product.rating.rate} out of 5`}>
        <span aria-hidden="true">★</span> {product.rating.rate.toFixed(1)}{' '}
        <span className="muted">({product.rating.count})</span>
      </p>
    </article>
  );
}
