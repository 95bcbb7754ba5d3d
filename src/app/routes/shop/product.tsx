import { useState } from 'react';
import { data, Link, redirect, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { useAppStore } from '@/app/hooks';
import { paths } from '@/config/paths';
import { getCachedProduct } from '@/features/catalog/catalog-cache';
import { categoryTitle, isCategoryKey } from '@/features/catalog/categories';
import { AddToCartForm } from '@/features/catalog/components/add-to-cart-form';
import { ProductGallery } from '@/features/catalog/components/product-gallery';
import { ProductPrice } from '@/features/catalog/components/product-price';
import { ProductRating } from '@/features/catalog/components/product-rating';
import { ProductStructuredData } from '@/features/catalog/components/product-structured-data';
import { StockState } from '@/features/catalog/components/stock-state';
import { cartMessages } from '@/features/cart/messages';
import { catalogMessages } from '@/features/catalog/messages';
import { PageMeta } from '@/features/layout/components/page-meta';
import { translate, useLocale, type Locale } from '@/i18n';
import { whenSessionKnown } from '@/features/session/session-known';
import { selectIsLoggedIn } from '@/features/session/session-slice';
import { RouteErrorPage } from '@/components/errors/route-error-page';
import { DISCOUNT_RATE } from '@/config/constants';
import { userMessageOf } from '@/lib/firebase/errors';
import { truncate } from '@/lib/format';
import { langWithin, productDetails, productTitle } from '@/lib/product-texts';
import { notify } from '@/lib/notify';
import { addToCart } from './add-to-cart';
import { ProductBreadcrumbs } from './product-frame';
import './product.css';

export { ProductFrame as HydrateFallback } from './product-frame';

export async function loader({ params }: LoaderFunctionArgs) {
  const { categoryName = '', productId = '' } = params;
  const id = /^\d{1,9}$/.test(productId) ? Number(productId) : NaN;
  if (!Number.isSafeInteger(id) || id <= 0 || (categoryName !== 'all' && !isCategoryKey(categoryName))) {
    throw data(catalogMessages.productNotFound, { status: 404 });
  }
  const product = await getCachedProduct(id);
  if (!product) throw data(catalogMessages.productNotFound, { status: 404 });
  // A link with another category (or 'all') still finds the product, at its one address.
  if (product.category !== categoryName) throw redirect(paths.product.getHref(product.category, product.id));
  return { product };
}

/** The heading of the product's description in the other language, written in that language. */
const ABOUT_PRODUCT_IN: Record<Locale, string> = { en: 'About this product', hi: 'उत्पाद विवरण' };

export function Component() {
  const { product } = useLoaderData<typeof loader>();
  const store = useAppStore();
  const [adding, setAdding] = useState(false);
  const outOfStock = product.stock <= 0;
  const locale = useLocale();
  const other: Locale = locale === 'hi' ? 'en' : 'hi';
  const title = productTitle(product, locale);
  const otherTitle = productTitle(product, other);
  const details = productDetails(product, locale);
  const otherDetails = productDetails(product, other);

  const onAdd = async (amount: number) => {
    setAdding(true);
    try {
      // Just after a page load the session may still be restoring: wait for it.
      await whenSessionKnown(store);
      if (!selectIsLoggedIn(store.getState())) {
        notify.error(catalogMessages.loginToAdd);
        return;
      }
      await addToCart(product, amount);
    } catch (error) {
      console.error(error);
      notify.error(userMessageOf(error, cartMessages.addFailed));
    } finally {
      setAdding(false);
    }
  };

  return (
    <article className="product-page" aria-labelledby="product-title">
      <PageMeta title={title.text} description={truncate(details.text, 155)} />
      <ProductStructuredData product={product} locale={locale} />
      <ProductBreadcrumbs>
        <li>
          <Link to={paths.shopCategory.getHref(product.category)}>
            {translate(categoryTitle(product.category))}
          </Link>
        </li>
        <li aria-current="page" lang={langWithin(title, locale)}>
          {truncate(title.text, 40)}
        </li>
      </ProductBreadcrumbs>
      <div className="product-page__layout">
        <ProductGallery images={product.images} title={title.text} />
        <div className="product-page__details">
          <h1 id="product-title" lang={langWithin(title, locale)}>
            {title.text}
          </h1>
          {otherTitle.text !== title.text && (
            <p className="product-page__subtitle" lang={otherTitle.lang}>
              {otherTitle.text}
            </p>
          )}
          <ProductRating rate={product.rating.rate} count={product.rating.count} />
          <div className="product-page__buy">
            <ProductPrice price={product.price} size="large" />
            <p className="product-page__saving">
              {translate(catalogMessages.youSave, { percent: Math.round(DISCOUNT_RATE * 100) })}
            </p>
            <dl className="product-page__facts">
              <div>
                <dt>{translate(catalogMessages.quantity)}</dt>
                <dd>{product.quantity}</dd>
              </div>
              <div>
                <dt>{translate(catalogMessages.availability)}</dt>
                <dd>
                  <StockState stock={product.stock} />
                </dd>
              </div>
            </dl>
            <AddToCartForm
              product={product}
              onAdd={(amount) => void onAdd(amount)}
              disabled={outOfStock || adding}
            />
          </div>
          <section className="product-page__about" aria-labelledby="about-product">
            <h2 id="about-product">{translate(catalogMessages.aboutProduct)}</h2>
            <p lang={langWithin(details, locale)}>{details.text}</p>
          </section>
          {otherDetails.text !== details.text && (
            <section
              className="product-page__about"
              aria-labelledby={`about-product-${otherDetails.lang}`}
              lang={otherDetails.lang}
            >
              <h2 id={`about-product-${otherDetails.lang}`}>{ABOUT_PRODUCT_IN[otherDetails.lang]}</h2>
              <p>{otherDetails.text}</p>
            </section>
          )}
        </div>
      </div>
    </article>
  );
}

export const ErrorBoundary = RouteErrorPage;
