import { useEffect, useRef, useState } from 'react';
import { useNearViewport } from '@/lib/use-near-viewport';
import { catalogMessages } from '../messages';
import type { ProductSort, ProductSummary } from '../schema';
import { ProductGrid } from './product-grid';
import { ProductSkeletons } from './product-skeletons';
import './featured-products.css';
import { translate } from '@/i18n';

type State = { status: 'idle' } | { status: 'done'; products: ProductSummary[] } | { status: 'failed' };

interface FeaturedProductsProps {
  title: string;
  sort: ProductSort;
  count: number;
}

/**
 * A row of products for the home page. Firebase and the query load only as the row nears the
 * viewport, so the page above it paints without waiting for (or downloading) any of it.
 */
export function FeaturedProducts({ title, sort, count }: FeaturedProductsProps) {
  const ref = useRef<HTMLElement>(null);
  const near = useNearViewport(ref);
  const [state, setState] = useState<State>({ status: 'idle' });

  useEffect(() => {
    if (!near) return;
    let live = true;
    import('../catalog-cache')
      .then(({ getTopProducts }) => getTopProducts(sort, count))
      .then(
        (products) => {
          if (live) setState({ status: 'done', products });
        },
        (error: unknown) => {
          console.error(error);
          if (live) setState({ status: 'failed' });
        },
      );
    return () => {
      live = false;
    };
  }, [near, sort, count]);

  return (
    <section
      ref={ref}
      className="section featured"
      aria-labelledby="featured-title"
      aria-busy={near && state.status === 'idle'}
    >
      <h2 id="featured-title">{title}</h2>
      {state.status === 'done' ? (
        <ProductGrid products={state.products} eagerCount={0} />
      ) : state.status === 'failed' ? (
        <p className="featured__error" role="alert">
          {translate(catalogMessages.loadFailed)}
        </p>
      ) : (
        <ProductSkeletons count={count} />
      )}
    </section>
  );
}
