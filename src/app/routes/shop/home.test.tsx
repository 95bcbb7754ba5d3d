import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getTopProducts } from '@/features/catalog/catalog-cache';
import { TESTIMONIALS } from '@/features/testimonials/testimonials';
import { makeProduct } from '@/testing/factories';
import { renderRoutes } from '@/testing/render-route';
import { HomePage } from './home';

vi.mock('@/features/catalog/catalog-cache', () => ({ getTopProducts: vi.fn() }));
const readTop = vi.mocked(getTopProducts);

beforeEach(() => {
  readTop.mockReset();
  readTop.mockResolvedValue([makeProduct({ id: 28, title: 'Premium Chandan Dhoop Sticks' })]);
});

const renderHome = () => renderRoutes([{ index: true, Component: HomePage }], '/');

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
    for (const testimonial of TESTIMONIALS) {
      expect(within(section).getAllByText(testimonial.name).length).toBeGreaterThan(0);
      expect(within(section).getAllByText(testimonial.user_content).length).toBeGreaterThan(0);
      expect(within(section).getAllByText(testimonial.location).length).toBeGreaterThan(0);
    }
  });

  it('shows the top-rated products once Firestore answers', async () => {
    renderHome();
    const favourites = screen.getByRole('region', { name: 'Customer favourites' });
    expect(
      await within(favourites).findByRole('heading', { name: 'Premium Chandan Dhoop Sticks' }),
    ).toBeInTheDocument();
    expect(readTop).toHaveBeenCalledWith('RHTL', 8);
  });

  it('keeps the page usable when the favourites cannot be read', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    readTop.mockRejectedValue(new Error('offline'));
    renderHome();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not load products, please try again later!',
    );
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  });
});
