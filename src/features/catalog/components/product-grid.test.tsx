import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { PRODUCTS_PAGE_SIZE } from '@/config/constants';
import { makeProduct } from '@/testing/factories';
import { ProductGrid } from './product-grid';

describe('ProductGrid', () => {
  it("marks the first page's cards after the first twelve to be drawn as they near the screen", () => {
    // A first page and six cards that "Load more" added.
    const products = Array.from({ length: PRODUCTS_PAGE_SIZE + 6 }, (_, index) =>
      makeProduct({ id: index + 1, title: `Product ${String(index + 1)}` }),
    );
    render(
      <MemoryRouter>
        <ProductGrid products={products} />
      </MemoryRouter>,
    );
    const later = screen
      .getAllByRole('listitem')
      .flatMap((item, index) => (item.classList.contains('product-grid__later') ? [index + 1] : []));
    expect(later).toEqual(Array.from({ length: PRODUCTS_PAGE_SIZE - 12 }, (_, index) => index + 13));
  });
});
