import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { layoutMessages } from '@/components/layouts/messages';
import { paths } from '@/config/paths';
import { FirstPaintImage } from '@/features/catalog/components/first-paint-image';
import { catalogMessages } from '@/features/catalog/messages';
import { PageMeta } from '@/features/layout/components/page-meta';
import { translate } from '@/i18n';

/** Home / Shop / what the product page adds (its category and itself). */
export function ProductBreadcrumbs({ children }: { children?: ReactNode }) {
  return (
    <nav className="breadcrumbs" aria-label={translate(catalogMessages.breadcrumb)}>
      <ol>
        <li>
          <Link to={paths.home.getHref()}>{translate(layoutMessages.home)}</Link>
        </li>
        <li>
          <Link to={paths.shopAll.getHref()}>{translate(layoutMessages.shop)}</Link>
        </li>
        {children}
      </ol>
    </nav>
  );
}

/**
 * A product page before its product has loaded: breadcrumbs, a placeholder picture and text
 * lines in the places the product's own take. It is what the pre-rendered product HTML holds
 * (one file for every product: no product data is baked in) and so the first render of its
 * hydration; the loaded product replaces it. It names no category: one file serves them all.
 */
export function ProductFrame() {
  return (
    <article className="product-page product-frame" aria-busy="true" aria-labelledby="about-product">
      <PageMeta
        title={translate(catalogMessages.shopTitle)}
        description={translate(catalogMessages.shopDescription)}
      />
      <ProductBreadcrumbs />
      <p className="visually-hidden" role="status">
        {translate(layoutMessages.loading)}
      </p>
      <div className="product-page__layout">
        <div className="gallery" aria-hidden="true">
          <div className="gallery__main">
            <FirstPaintImage priority />
          </div>
        </div>
        <div className="product-page__details">
          <span className="product-frame__line product-frame__line--title" />
          <span className="product-frame__line product-frame__line--short" />
          <div className="product-page__buy product-frame__buy" />
          <section className="product-page__about">
            <h2 id="about-product">{translate(catalogMessages.aboutProduct)}</h2>
            <span className="product-frame__line" />
            <span className="product-frame__line" />
            <span className="product-frame__line product-frame__line--short" />
          </section>
        </div>
      </div>
    </article>
  );
}
