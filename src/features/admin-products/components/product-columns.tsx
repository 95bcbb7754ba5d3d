import type { AdminColumn } from '@/features/admin-shell/components/admin-table';
import type { Product } from '@/lib/firebase/documents/product';
import { discountedPrice, formatINR } from '@/lib/format';
import { productImageSrc, productImageSrcSet } from '@/lib/product-images';
import { productTitle } from '@/lib/product-texts';
import { productMessages } from '../messages';
import type { ProductCategory } from '../product-list-params';
import { ProductRowActions } from './product-row-actions';
import { StockCell } from './stock-badge';
import './product-list.css';

/** The image a product's card shows: its first. */
export function coverImage(product: Product): string | undefined {
  return product.images[0];
}

/** The columns of the products list; category names come from the catalogue's display names. */
export function productColumns(categoryTitle: (category: ProductCategory) => string): AdminColumn<Product>[] {
  return [
    {
      label: 'Product',
      primary: true,
      render: (product) => {
        const cover = coverImage(product);
        return (
          <span className="product-cell">
            {cover ? (
              <img
                className="product-cell__image"
                src={productImageSrc(cover)}
                srcSet={productImageSrcSet(cover)}
                sizes="48px"
                alt=""
                width={48}
                height={48}
                loading="lazy"
              />
            ) : (
              <span className="product-cell__image" aria-hidden="true" />
            )}
            <span>
              <span className="product-cell__title">{product.title}</span>
              {productTitle(product, 'hi').lang === 'hi' ? (
                <span className="product-cell__hindi" lang="hi">
                  {product.subTitle}
                </span>
              ) : (
                <span className="product-cell__hindi product-cell__hindi--missing">
                  {productMessages.noHindiTitle}
                </span>
              )}
            </span>
          </span>
        );
      },
    },
    { label: 'Id', render: (product) => <span className="product-nowrap">{product.id}</span> },
    { label: 'Category', render: (product) => categoryTitle(product.category) },
    {
      label: 'Price',
      // The list price as stored, and what shoppers pay for it (17 % off, as the shop shows it).
      render: (product) => (
        <span className="product-nowrap">
          {formatINR(product.price)}
          <span className="product-price__paid">
            {' '}
            (shoppers pay {formatINR(discountedPrice(product.price))})
          </span>
        </span>
      ),
    },
    { label: 'Stock', render: (product) => <StockCell stock={product.stock} /> },
    {
      label: 'Rating',
      render: (product) => `${product.rating.rate.toFixed(1)} (${String(product.rating.count)})`,
    },
    { label: 'Actions', render: (product) => <ProductRowActions id={product.id} title={product.title} /> },
  ];
}
