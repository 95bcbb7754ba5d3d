import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { makeProduct } from '@/testing/factories';
import { ProductCard } from './product-card';

function renderCard(overrides: Parameters<typeof makeProduct>[0] = {}) {
  const product = makeProduct(overrides);
  render(
    <MemoryRouter>
      <ProductCard product={product} />
    </MemoryRouter>,
  );
  return product;
}

describe('ProductCard', () => {
  it('cuts the title to 40 characters', () => {
    renderCard({ title: 'Kumkumadi Saffron Glow Ayurvedic Bathing Bar 125 g' });
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent(
      /^Kumkumadi Saffron Glow Ayurvedic Bathing$/,
    );
  });

  it('shows the price minus 17 % in whole rupees and strikes through the list price', () => {
    renderCard({ price: 1199 });
    expect(screen.getByText('₹995')).toHaveClass('price-now');
    const listPrice = screen.getByText('₹1,199');
    expect(listPrice.tagName).toBe('S');
  });

  it('links to the product page and shows the first image with alt text', () => {
    const product = renderCard({
      id: 7,
      category: 'shampoo',
      images: ['/products/a.svg', '/products/b.svg'],
    });
    expect(screen.getByRole('link')).toHaveAttribute('href', '/shop/category/shampoo/7');
    const image = screen.getByRole('img', { name: product.title });
    expect(image).toHaveAttribute('src', '/products/a.svg');
    expect(image).toHaveAttribute('width', '600');
  });

  it('shows the rating and review count', () => {
    renderCard({ rating: { rate: 4.5, count: 321 } });
    expect(screen.getByLabelText('Rated 4.5 out of 5')).toHaveTextContent('4.5 (321)');
  });
});
