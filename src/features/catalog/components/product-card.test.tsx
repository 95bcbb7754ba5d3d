import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { makeProduct } from '@/testing/factories';
import { productImageSrc, productImageSrcSet } from '@/lib/product-images';
import { CARD_IMAGE_SIZES, ProductCard } from './product-card';

function renderCard(overrides: Parameters<typeof makeProduct>[0] = {}) {
  const product = makeProduct(overrides);
  const { container } = render(
    <MemoryRouter>
      <ProductCard product={product} />
    </MemoryRouter>,
  );
  return { product, card: container.querySelector('article') as HTMLElement };
}

describe('ProductCard', () => {
  it("offers an upload's card-sized variant with srcset and sizes", () => {
    const upload = 'products/1700000000000-neem-soap.webp';
    renderCard({ title: 'Neem Soap', images: [upload, 'products/other.webp'] });
    const image = screen.getByRole('img', { name: 'Neem Soap' });
    expect(image).toHaveAttribute('src', productImageSrc(upload));
    expect(image).toHaveAttribute('srcset', productImageSrcSet(upload));
    expect(image.getAttribute('srcset')).toContain('neem-soap.card.webp');
    expect(image).toHaveAttribute('sizes', CARD_IMAGE_SIZES);
  });

  it('keeps a seeded SVG as one plain image, without srcset or sizes', () => {
    renderCard({ title: 'Neem Soap', images: ['/products/neem-tulsi-soap-1.svg'] });
    const image = screen.getByRole('img', { name: 'Neem Soap' });
    expect(image).toHaveAttribute('src', '/products/neem-tulsi-soap-1.svg');
    expect(image).not.toHaveAttribute('srcset');
    expect(image).not.toHaveAttribute('sizes');
  });

  it('cuts the title to 40 characters and keeps the full title as a tooltip', () => {
    const title = 'Kumkumadi Saffron Glow Ayurvedic Bathing Bar 125 g';
    renderCard({ title });
    const heading = screen.getByRole('heading', { level: 3 });
    expect(heading).toHaveTextContent(/^Kumkumadi Saffron Glow Ayurvedic Bathing$/);
    expect(heading.textContent).toHaveLength(40);
    expect(heading).toHaveAttribute('title', title);
  });

  it('leaves a title of 40 characters or fewer whole', () => {
    renderCard({ title: 'Neem Tulsi Purifying Soap 75 g x 3' });
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent(
      /^Neem Tulsi Purifying Soap 75 g x 3$/,
    );
  });

  it('shows the price minus 17 % in whole rupees and strikes through the list price', () => {
    const { card } = renderCard({ price: 1199 });
    const now = card.querySelector('.price-now');
    const was = card.querySelector('.price-was');
    expect(now).toHaveTextContent(/₹995$/);
    expect(was?.tagName).toBe('S');
    expect(was).toHaveTextContent(/₹1,199$/);
  });

  it('rounds the discounted price of a price with paise to whole rupees', () => {
    const { card } = renderCard({ price: 85.5 });
    expect(card.querySelector('.price-now')).toHaveTextContent(/₹71$/);
    expect(card.querySelector('.price-was')).toHaveTextContent(/₹85\.50$/);
  });

  it('formats prices as INR with Indian digit grouping', () => {
    const { card } = renderCard({ price: 125000 });
    expect(card.querySelector('.price-now')).toHaveTextContent(/₹1,03,750$/);
    expect(card.querySelector('.price-was')).toHaveTextContent(/₹1,25,000$/);
  });

  it('tells screen reader users which price is which', () => {
    const { card } = renderCard({ price: 100 });
    expect(card.querySelector('.price-now')).toHaveTextContent('Price ₹83');
    expect(card.querySelector('.price-was')).toHaveTextContent('List price ₹100');
    expect(within(card).getByText('List price')).toHaveClass('visually-hidden');
  });

  it('links to the product page and shows the first image with alt text and a fixed size', () => {
    const { product } = renderCard({
      id: 7,
      category: 'shampoo',
      images: ['/products/a.svg', '/products/b.svg'],
    });
    expect(screen.getByRole('link')).toHaveAttribute('href', '/shop/category/shampoo/7');
    const image = screen.getByRole('img', { name: product.title });
    expect(image).toHaveAttribute('src', '/products/a.svg');
    expect(image).toHaveAttribute('width', '600');
    expect(image).toHaveAttribute('height', '600');
  });

  it('shows the rating and review count', () => {
    const { card } = renderCard({ rating: { rate: 4.5, count: 321 } });
    expect(within(card).getByText('Rated 4.5 out of 5, 321 reviews')).toBeInTheDocument();
    expect(card.querySelector('.product-rating [aria-hidden="true"]')).toHaveTextContent('★ 4.5 (321)');
  });

  it('marks a product that is out of stock', () => {
    renderCard({ stock: 0 });
    expect(screen.getByText('Out of stock')).toBeInTheDocument();
  });
});
