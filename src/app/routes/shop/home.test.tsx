import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TESTIMONIALS } from '@/features/testimonials/testimonials';
import { makeProduct } from '@/testing/factories';
import { getTopProducts, resetFakeCatalog } from '@/testing/fakes/catalog-cache';
import { renderApp } from '@/testing/render-app';

vi.mock('@/features/catalog/catalog-cache', () => import('@/testing/fakes/catalog-cache'));
vi.mock('@/features/session/api/watch-auth', () => import('@/testing/fakes/session-api'));

beforeEach(() => {
  resetFakeCatalog([makeProduct({ id: 28, title: 'Premium Chandan Dhoop Sticks' })]);
  // jsdom has no scrolling; the layout scrolls to the top on every route change.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

const renderHome = () => renderApp('/');

describe('home page', () => {
  it('has a category tile for each of the seven product kinds', async () => {
    renderHome();
    const tiles = await screen.findByRole('region', { name: 'Shop by category' });
    const links = within(tiles).getAllByRole('link', { name: /&|Soaps|Shampoos|Cones|Repellants|Dhoopa/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/shop/category/capsulePowder',
      '/shop/category/juiceSyrup',
      '/shop/category/soap',
      '/shop/category/shampoo',
      '/shop/category/fastCone',
      '/shop/category/mosquitoRepellant',
      '/shop/category/dhoopa',
    ]);
    expect(within(tiles).getByRole('link', { name: /Capsules & Powders/ })).toBeInTheDocument();
    expect(within(tiles).getByRole('link', { name: /Juices & Syrups/ })).toBeInTheDocument();
  });

  it('shows the four testimonials with name, text and location', async () => {
    renderHome();
    const section = await screen.findByRole('region', { name: 'What our customers say' });
    const cards = within(section).getAllByRole('figure');
    expect(cards).toHaveLength(4);
    cards.forEach((card, index) => {
      const testimonial = TESTIMONIALS[index];
      expect(card).toHaveTextContent(testimonial?.name ?? 'a name');
      expect(card).toHaveTextContent(testimonial?.user_content ?? 'a text');
      expect(card).toHaveTextContent(testimonial?.location ?? 'a location');
    });
  });

  it('shows the top-rated products once Firestore answers', async () => {
    renderHome();
    const favourites = screen.getByRole('region', { name: 'Customer favourites' });
    expect(
      await within(favourites).findByRole('heading', { name: 'Premium Chandan Dhoop Sticks' }),
    ).toBeInTheDocument();
    expect(getTopProducts).toHaveBeenCalledWith('RHTL', 8);
  });

  it('keeps the page usable when the favourites cannot be read', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    getTopProducts.mockRejectedValue(new Error('offline'));
    renderHome();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not load products, please try again later!',
    );
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  });
});
