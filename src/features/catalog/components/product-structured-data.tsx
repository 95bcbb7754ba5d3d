import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { shop } from '@/config/shop';
import { localizePath, type Locale } from '@/i18n/locale';
import { discountedPrice } from '@/lib/format';
import { productImageSrc } from '@/lib/product-images';
import { productDetails, productTitle } from '@/lib/product-texts';
import type { Product } from '../schema';

/**
 * A product page's schema.org Product, as search engines read it to show a product's price and
 * stock beside its link: its name and description in the page's language, its pictures, and one
 * offer at the price the shop charges (the list price less the discount, in rupees). The
 * rating is left out: it is entered in the admin's product form, not given by customers, and
 * search engines show review stars only for ratings customers gave.
 */
export function productStructuredData(product: Product, locale: Locale, site = env.VITE_SITE_URL) {
  const url = `${site}${localizePath(paths.product.getHref(product.category, product.id), locale)}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: productTitle(product, locale).text,
    description: productDetails(product, locale).text,
    image: product.images.map((image) => new URL(productImageSrc(image), site).href),
    sku: String(product.id),
    brand: { '@type': 'Brand', name: shop.name },
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: 'INR',
      price: discountedPrice(product.price),
      availability: `https://schema.org/${product.stock > 0 ? 'InStock' : 'OutOfStock'}`,
      itemCondition: 'https://schema.org/NewCondition',
    },
  };
}

/**
 * The product's structured data as a JSON-LD block (data, never run: the page's script policy
 * does not apply to it). `<` is written as \u003c, so no text of a product can end the block.
 */
export function ProductStructuredData({ product, locale }: { product: Product; locale: Locale }) {
  const json = JSON.stringify(productStructuredData(product, locale)).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
