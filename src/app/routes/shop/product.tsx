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
import { StockState } from '@/features/catalog/components/stock-state';
import { cartMessages } from '@/features/cart/messages';
import { catalogMessages } from '@/features/catalog/messages';
import { PageMeta } from '@/features/layout/components/page-meta';
import { translate } from '@/i18n';
import { whenSessionKnown } from '@/features/session/session-known';
import { selectIsLoggedIn } from '@/features/session/session-slice';
import { RouteErrorPage } from '@/components/errors/route-error-page';
import { DISCOUNT_RATE } from '@/config/constants';
import { userMessageOf } from '@/lib/firebase/errors';
import { truncate } from '@/lib/format';
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

export function Component() {
  const { product } = useLoaderData<typeof loader>();
  const store = useAppStore();
  const [adding, setAdding] = useState(false);
  const outOfStock = product.stock <= 0;

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
      <PageMeta title={product.title} description={truncate(product.description, 155)} />
      <ProductBreadcrumbs>
        <li>
          <Link to={paths.shopCategory.getHref(product.category)}>
            {translate(categoryTitle(product.category))}
          </Link>
        </li>
        <li aria-current="page">{truncate(product.title, 40)}</li>
      </ProductBreadcrumbs>
      <div className="product-page__layout">
        <ProductGallery images={product.images} title={product.title} />
        <div className="product-page__details">
          <h1 id="product-title">{product.title}</h1>
          <p className="product-page__subtitle" lang="hi">
            {product.subTitle}
          </p>
          <ProductRating rate={product.rating.rate} count={product.rating.count} />
          <div className="product-page__buy">
            <ProductPrice price={product.price} size="large" />
            <p className="product-page__saving">
              You save {Math.round(DISCOUNT_RATE * 100)}% · inclusive of all taxes · cash on delivery
            </p>
            <dl className="product-page__facts">
              <div>
                <dt>Quantity</dt>
                <dd>{product.quantity}</dd>
              </div>
              <div>
                <dt>Availability</dt>
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
            <h2 id="about-product">About this product</h2>
            <p>{product.description}</p>
          </section>
          <section className="product-page__about" aria-labelledby="about-product-hi" lang="hi">
            <h2 id="about-product-hi">उत्पाद विवरण</h2>
            <p>{product.hDetails}</p>
          </section>
        </div>
      </div>
    </article>
  );
}

export const ErrorBoundary = RouteErrorPage;
