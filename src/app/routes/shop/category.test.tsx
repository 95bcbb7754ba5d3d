import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CatalogError } from '@/features/catalog/api/errors';
import { activateLocale } from '@/i18n';
import { makeProduct } from '@/testing/factories';
import { getListing, loadMore, peekListing, resetFakeCatalog } from '@/testing/fakes/catalog-cache';
import { renderApp } from '@/testing/render-app';

vi.mock('@/features/catalog/catalog-cache', () => import('@/testing/fakes/catalog-cache'));
vi.mock('@/features/session/api/watch-auth', () => import('@/testing/fakes/session-api'));
const readListing = getListing;
const readMore = loadMore;

const location = () => screen.getByTestId('location').textContent;
const products = [makeProduct({ id: 1, title: 'Neem Soap' }), makeProduct({ id: 2, title: 'Amla Soap' })];

beforeEach(() => {
  resetFakeCatalog();
  readListing.mockResolvedValue({ products, next: null });
  // jsdom has no scrolling; the layout scrolls to the top on every route change.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

describe('shop page', () => {
  it("shows 'All Products' with the page title 'Shop' and a meta description", async () => {
    renderApp('/shop/category/all');
    expect(await screen.findByRole('heading', { level: 1, name: 'All Products' })).toBeInTheDocument();
    await waitFor(() => {
      expect(document.title).toBe('Shop');
    });
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      expect.stringContaining('17% off'),
    );
    expect(await screen.findByRole('heading', { name: 'Neem Soap' })).toBeInTheDocument();
    expect(readListing).toHaveBeenCalledWith('all', 'none');
  });

  it("has a 'Browse By Category' section linking every category", async () => {
    renderApp('/shop/category/soap');
    const browse = await screen.findByRole('navigation', { name: 'Browse By Category' });
    const links = within(browse).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/shop/category/all',
      '/shop/category/capsulePowder',
      '/shop/category/juiceSyrup',
      '/shop/category/soap',
      '/shop/category/shampoo',
      '/shop/category/fastCone',
      '/shop/category/mosquitoRepellant',
      '/shop/category/dhoopa',
    ]);
    expect(within(browse).getByRole('link', { name: 'Soaps' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { level: 1, name: 'Soaps' })).toBeInTheDocument();
  });

  it('keeps the chosen sort order in the URL and reads the listing in that order', async () => {
    renderApp('/shop/category/all');
    await screen.findByRole('heading', { name: 'All Products' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price: High to Low');
    await waitFor(() => {
      expect(location()).toBe('/shop/category/all?sort=PHTL');
    });
    expect(readListing).toHaveBeenLastCalledWith('all', 'PHTL');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('PHTL');
  });

  it('reads the sort order from a shared link, and ignores one it does not know', async () => {
    renderApp('/shop/category/soap?sort=RLTH');
    expect(await screen.findByRole('combobox', { name: 'Sort by' })).toHaveValue('RLTH');
    expect(readListing).toHaveBeenCalledWith('soap', 'RLTH');
  });

  it('treats an unknown sort value as none', async () => {
    renderApp('/shop/category/soap?sort=cheapest');
    expect(await screen.findByRole('combobox', { name: 'Sort by' })).toHaveValue('none');
    expect(readListing).toHaveBeenCalledWith('soap', 'none');
  });

  it("loads more products with 'Load more' while there are more", async () => {
    readListing.mockResolvedValue({ products, next: [2] });
    readMore.mockResolvedValue({
      products: [...products, makeProduct({ id: 3, title: 'Tulsi Soap' })],
      next: null,
    });
    renderApp('/shop/category/all');
    expect(await screen.findByText('Showing 2 products')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('heading', { name: 'Tulsi Soap' })).toBeInTheDocument();
    expect(screen.getByText('Showing 3 products')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(readMore).toHaveBeenCalledWith('all', 'none');
  });

  it("says 'Load more' and that it is loading in Hindi on a Hindi page", async () => {
    await activateLocale('hi');
    try {
      readListing.mockResolvedValue({ products, next: [2] });
      let answer: (listing: { products: typeof products; next: null }) => void = () => undefined;
      readMore.mockReturnValue(
        new Promise((resolve) => {
          answer = resolve;
        }),
      );
      renderApp('/shop/category/all');
      await userEvent.click(await screen.findByRole('button', { name: 'और दिखाएँ' }));
      expect(await screen.findByRole('button', { name: 'लोड हो रहा है…' })).toBeDisabled();
      answer({ products: [...products, makeProduct({ id: 3, title: 'Tulsi Soap' })], next: null });
      expect(await screen.findByText('3 उत्पाद दिखाए जा रहे हैं')).toBeInTheDocument();
    } finally {
      await activateLocale('en');
    }
  });

  it('shows a friendly empty state for a category without products', async () => {
    readListing.mockResolvedValue({ products: [], next: null });
    renderApp('/shop/category/dhoopa');
    expect(await screen.findByRole('heading', { name: 'Nothing here yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all products' })).toHaveAttribute(
      'href',
      '/shop/category/all',
    );
  });

  it("shows 'Products not found' when the whole catalogue is empty", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    readListing.mockResolvedValue({ products: [], next: null });
    renderApp('/shop/category/all');
    expect(await screen.findByRole('heading', { name: 'Some Error Occured' })).toBeInTheDocument();
    expect(screen.getByText('Products not found')).toBeInTheDocument();
    expect(log).toHaveBeenCalled();
  });

  it('shows a listing read recently at once, without a placeholder', async () => {
    peekListing.mockReturnValue({ products, next: null });
    renderApp('/shop/category/all');
    expect(await screen.findByRole('heading', { name: 'Neem Soap' })).toBeInTheDocument();
    expect(readListing).not.toHaveBeenCalled();
  });

  it('shows placeholders while the products load', async () => {
    readListing.mockReturnValue(new Promise(() => undefined));
    renderApp('/shop/category/all');
    expect(await screen.findByRole('heading', { level: 1, name: 'All Products' })).toBeInTheDocument();
    expect(screen.getByText('Loading....')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toBeInTheDocument();
  });

  it('shows the error page for a category the shop does not have', async () => {
    renderApp('/shop/category/perfume');
    expect(await screen.findByRole('heading', { name: 'Some Error Occured' })).toBeInTheDocument();
    expect(screen.getByText('There is no "perfume" category in our shop.')).toBeInTheDocument();
    expect(readListing).not.toHaveBeenCalled();
  });

  it('shows the error page with the message when the catalogue cannot be read', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    readListing.mockRejectedValue(new CatalogError('Product 12 is malformed'));
    renderApp('/shop/category/all');
    expect(await screen.findByText('Could not load products, please try again later!')).toBeInTheDocument();
    expect(screen.queryByText('Product 12 is malformed')).not.toBeInTheDocument();
  });
});

describe('shop redirects', () => {
  it.each([
    ['/shop', '/shop/category/all'],
    ['/shop/category', '/shop/category/all'],
    ['/shop?sort=PLTH', '/shop/category/all?sort=PLTH'],
    ['/shop/soap', '/shop/category/soap'],
    ['/shop/shampoo', '/shop/category/shampoo'],
    ['/shop/fast-cone', '/shop/category/fastCone'],
    ['/shop/mosquito-repellant', '/shop/category/mosquitoRepellant'],
    ['/shop/dhoopa', '/shop/category/dhoopa'],
    ['/shop/category/fast-cone', '/shop/category/fastCone'],
  ])('%s goes to %s', async (from, to) => {
    renderApp(from);
    await waitFor(() => {
      expect(location()).toBe(to);
    });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it('shows the error page for an unknown /shop/{slug}', async () => {
    renderApp('/shop/perfume');
    expect(await screen.findByRole('heading', { name: 'Some Error Occured' })).toBeInTheDocument();
  });
});
