import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useLocale, useT } from '@/i18n';
import { truncate } from '@/lib/format';
import { productImageSrc, productImageSrcSet } from '@/lib/product-images';
import { langWithin, productTitle } from '@/lib/product-texts';
import { catalogMessages } from '../messages';
import type { ProductSummary } from '../schema';
import { ProductPrice } from './product-price';
import { ProductRating } from './product-rating';
import './product-card.css';

interface ProductCardProps {
  product: ProductSummary;
  /** Load the image at once (cards in the first screenful). */
  eager?: boolean;
  /** The likely largest paint of the page: fetch its image first. */
  priority?: boolean;
  headingLevel?: 2 | 3;
}

/**
 * How wide a card's image is drawn (the grid: 2 columns on phones, 3 from 768 px, 4 from
 * 1024 px, in a page at most 1200 px wide), so the browser picks an upload's card variant.
 */
export const CARD_IMAGE_SIZES =
  '(min-width: 1200px) 290px, (min-width: 1024px) 24vw, (min-width: 768px) 32vw, 48vw';

/** A product in a grid: first image, title cut to 40 characters, discounted and list price, rating. */
export function ProductCard({
  product,
  eager = false,
  priority = false,
  headingLevel = 3,
}: ProductCardProps) {
  const image = product.images[0];
  // Uploads have a card-sized variant; the seeded SVGs have one size and stay as they are.
  const srcSet = image ? productImageSrcSet(image) : undefined;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const outOfStock = product.stock <= 0;
  const locale = useLocale();
  const t = useT();
  const title = productTitle(product, locale);
  const lang = langWithin(title, locale);
  return (
    <article className="product-card">
      <div className="product-card__media">
        {image ? (
          <img
            className="product-card__image"
            src={productImageSrc(image)}
            srcSet={srcSet}
            sizes={srcSet ? CARD_IMAGE_SIZES : undefined}
            alt={title.text}
            lang={lang}
            width={600}
            height={600}
            loading={eager || priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'auto'}
            decoding={priority ? 'sync' : 'async'}
          />
        ) : (
          <div
            className="product-card__image product-card__image--none"
            role="img"
            aria-label={title.text}
            lang={lang}
          />
        )}
        {outOfStock && <span className="product-card__badge">{t(catalogMessages.outOfStock)}</span>}
      </div>
      <Heading className="product-card__title" title={title.text} lang={lang}>
        <Link to={paths.product.getHref(product.category, product.id)} className="product-card__link">
          {truncate(title.text)}
        </Link>
      </Heading>
      <ProductPrice price={product.price} />
      <ProductRating
        rate={product.rating.rate}
        count={product.rating.count}
        className="product-card__rating"
      />
    </article>
  );
}
