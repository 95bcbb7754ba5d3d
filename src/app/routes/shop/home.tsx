import { Suspense } from 'react';
import { Await, Link, useLoaderData } from 'react-router-dom';
import { paths } from '@/config/paths';
import { shop } from '@/config/shop';
import { ProductGrid } from '@/features/catalog/components/product-grid';
import type { ProductPage } from '@/features/catalog/api/get-products';
import { RouteErrorPage } from '@/components/errors/route-error-page';

/** The home page paints at once; products stream in when Firestore answers. */
export function homeLoader() {
  const featured: Promise<ProductPage> = import('@/features/catalog/api/get-products').then(
    ({ getProducts }) => getProducts({ pageSize: 8, sort: 'RHTL' }),
  );
  return { featured };
}

export function HomePage() {
  const { featured } = useLoaderData<typeof homeLoader>();
  return (
    <>
      <title>{`${shop.name} — Ayurvedic care for body, hair and home`}</title>
      <section className="hero" aria-labelledby="hero-title">
        <p className="hero__eyebrow">Pure · Traditional · Trusted</p>
        <h1 id="hero-title">Ayurvedic care for body, hair and home</h1>
        <p className="hero__text">
          Herbal soaps and shampoos, churnas and juices, mehndi cones, dhoop and natural mosquito repellants —
          all 17% off, cash on delivery.
        </p>
        <Link className="button button--primary" to={paths.shopAll}>
          Shop all products
        </Link>
      </section>
      <section className="section" aria-labelledby="featured-title">
        <h2 id="featured-title">Customer favourites</h2>
        <Suspense fallback={<p role="status">Loading....</p>}>
          <Await resolve={featured} errorElement={<RouteErrorPage />}>
            {(page: ProductPage) => <ProductGrid products={page.products} />}
          </Await>
        </Suspense>
      </section>
    </>
  );
}
