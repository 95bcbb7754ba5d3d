import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { layoutMessages } from '@/components/layouts/messages';
import { paths } from '@/config/paths';
import { translate, useT } from '@/i18n';
import { userMessageOf } from '@/lib/firebase/errors';
import { notify } from '@/lib/notify';
import { loadMore, type Listing } from '../catalog-cache';
import type { CategoryKey } from '../categories';
import { catalogMessages } from '../messages';
import type { ProductSort } from '../schema';
import { ProductGrid } from './product-grid';
import { ProductSkeletons } from './product-skeletons';
import './product-listing.css';

interface ProductListingProps {
  category: CategoryKey | 'all';
  sort: ProductSort;
  /** What the page's loader read (the first page, or more when the shopper loaded more before). */
  initial: Listing;
}

/** A shop page's placeholder while its first products arrive. */
export function ProductListingSkeleton({ count = 8 }: { count?: number }) {
  return (
    <div className="product-listing">
      <p className="visually-hidden" role="status">
        {translate(layoutMessages.loading)}
      </p>
      <ProductSkeletons count={count} />
    </div>
  );
}

/** A shop page's products, 24 at a time with a 'Load more' button. */
export function ProductListing({ category, sort, initial }: ProductListingProps) {
  const t = useT();
  const [listing, setListing] = useState(initial);
  const [loading, setLoading] = useState(false);
  const listRef = useRef<HTMLDivElement>(null);

  if (listing.products.length === 0) {
    return (
      <div className="empty-state">
        <h2>{translate(catalogMessages.emptyCategoryTitle)}</h2>
        <p>{translate(catalogMessages.emptyCategoryText)}</p>
        <Link className="button button--primary" to={paths.shopAll.getHref()}>
          {translate(catalogMessages.seeAllProducts)}
        </Link>
      </div>
    );
  }

  const showMore = async () => {
    const shown = listing.products.length;
    setLoading(true);
    try {
      const longer = await loadMore(category, sort);
      setListing(longer);
      // Move focus to the first new product, so keyboard users carry on where the list grew.
      requestAnimationFrame(() => {
        listRef.current?.querySelectorAll<HTMLAnchorElement>('.product-card__link')[shown]?.focus();
      });
    } catch (error) {
      console.error(error);
      notify.error(userMessageOf(error, catalogMessages.loadFailed));
    } finally {
      setLoading(false);
    }
  };

  return (
    <div ref={listRef} className="product-listing">
      <ProductGrid
        products={listing.products}
        eagerCount={4}
        prioritizeFirst
        label={translate(catalogMessages.productsLabel)}
      />
      <div className="product-listing__footer">
        <p className="product-listing__count" role="status">
          {t(catalogMessages.showing, { shown: listing.products.length })}
        </p>
        {listing.next && (
          <button
            type="button"
            className="button"
            onClick={() => void showMore()}
            disabled={loading}
            aria-busy={loading}
          >
            {translate(loading ? catalogMessages.loadingMore : catalogMessages.loadMore)}
          </button>
        )}
      </div>
    </div>
  );
}
