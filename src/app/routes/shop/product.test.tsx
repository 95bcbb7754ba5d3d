import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionEnded, sessionStarted } from '@/lib/session-events';
import { makeProduct } from '@/testing/factories';
import { resetFakeCarts } from '@/testing/fakes/cart-api';
import { getCachedProduct, resetFakeCatalog } from '@/testing/fakes/catalog-cache';
import { renderApp } from '@/testing/render-app';
import { addToCart } from './add-to-cart';

vi.mock('@/features/catalog/catalog-cache', () => import('@/testing/fakes/catalog-cache'));
vi.mock('@/features/session/api/watch-auth', () => import('@/testing/fakes/session-api'));
vi.mock('@/features/cart/api/load-cart', () => import('@/testing/fakes/cart-api'));
vi.mock('./add-to-cart', () => ({ addToCart: vi.fn() }));
const readProduct = getCachedProduct;
const add = vi.mocked(addToCart);

const product = makeProduct({
  id: 9,
  title: 'Neem Tulsi Purifying Soap 75 g x 3',
  subTitle: 'नीम तुलसी शुद्धिकारक साबुन',
  hDetails: 'नीम और तुलसी के साथ हस्तनिर्मित साबुन।',
  description: 'Bathing bars with cold-pressed neem oil and tulsi.',
  quantity: '75 g x 3',
  price: 120,
  stock: 12,
  rating: { rate: 4.4, count: 1046 },
  category: 'soap',
  images: ['/products/a-1.svg', '/products/a-2.svg'],
});

function signIn(store: ReturnType<typeof renderApp>['store']) {
  store.dispatch(
    sessionStarted({
      user: { uid: 'u1', email: 'asha@example.com', name: 'Asha Rao' },
      mode: 'user',
      expiresAt: Date.now() + 60_000,
    }),
  );
}

beforeEach(() => {
  resetFakeCatalog([product]);
  resetFakeCarts();
  add.mockReset();
  // jsdom has no scrolling; the layout scrolls to the top on every route change.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

describe('product page', () => {
  it('shows the product: titles, texts in Hindi, quantity, rating, stock and prices', async () => {
    renderApp('/shop/category/soap/9');
    expect(await screen.findByRole('heading', { level: 1, name: product.title })).toBeInTheDocument();
    // PageMeta sets the title in an effect, which may run just after the heading shows.
    await waitFor(() => {
      expect(document.title).toBe(product.title);
    });
    expect(screen.getByText(product.subTitle)).toHaveAttribute('lang', 'hi');
    expect(screen.getByText(product.hDetails).closest('[lang="hi"]')).not.toBeNull();
    expect(screen.getByText(product.description)).toBeInTheDocument();
    expect(screen.getByText('75 g x 3')).toBeInTheDocument();
    expect(screen.getByText('Rated 4.4 out of 5, 1046 reviews')).toBeInTheDocument();
    expect(screen.getByText('In stock')).toBeInTheDocument();
    expect(document.querySelector('.price-now')).toHaveTextContent('₹100');
    expect(document.querySelector('.price-was')).toHaveTextContent('₹120');
    expect(readProduct).toHaveBeenCalledWith(9);
  });

  it('switches the large image with the thumbnails', async () => {
    renderApp('/shop/category/soap/9');
    const main = await screen.findByRole('img', { name: `${product.title}, image 1 of 2` });
    expect(main).toHaveAttribute('src', '/products/a-1.svg');
    await userEvent.click(screen.getByRole('button', { name: 'Show image 2 of 2' }));
    expect(screen.getByRole('img', { name: `${product.title}, image 2 of 2` })).toHaveAttribute(
      'src',
      '/products/a-2.svg',
    );
    expect(screen.getByRole('button', { name: 'Show image 2 of 2' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows "Please Login to add items to Cart!" to a visitor and adds nothing', async () => {
    const { store } = renderApp('/shop/category/soap/9');
    store.dispatch(sessionEnded());
    await userEvent.click(await screen.findByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('Please Login to add items to Cart!')).toBeInTheDocument();
    expect(add).not.toHaveBeenCalled();
  });

  it('waits for a session that is still being restored before deciding', async () => {
    add.mockResolvedValue(undefined);
    const { store } = renderApp('/shop/category/soap/9');
    const button = await screen.findByRole('button', { name: 'Add to Cart' });
    await userEvent.click(button);
    // Firebase Auth has not answered yet: no verdict, and the button waits.
    expect(button).toBeDisabled();
    expect(add).not.toHaveBeenCalled();
    signIn(store);
    await waitFor(() => {
      expect(add).toHaveBeenCalledWith(product, 1);
    });
    expect(screen.queryByText('Please Login to add items to Cart!')).not.toBeInTheDocument();
    await waitFor(() => {
      expect(button).toBeEnabled();
    });
  });

  it('tells a visitor to log in once the restoring session turns out empty', async () => {
    const { store } = renderApp('/shop/category/soap/9');
    await userEvent.click(await screen.findByRole('button', { name: 'Add to Cart' }));
    expect(screen.queryByText('Please Login to add items to Cart!')).not.toBeInTheDocument();
    store.dispatch(sessionEnded());
    expect(await screen.findByText('Please Login to add items to Cart!')).toBeInTheDocument();
    expect(add).not.toHaveBeenCalled();
  });

  it('hands the product and the chosen amount to the cart for a signed-in shopper', async () => {
    add.mockResolvedValue(undefined);
    const { store } = renderApp('/shop/category/soap/9');
    signIn(store);
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Amount' }), '4');
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() => {
      expect(add).toHaveBeenCalledWith(product, 4);
    });
    expect(screen.queryByText('Please Login to add items to Cart!')).not.toBeInTheDocument();
  });

  it('says "Could not add item to cart…" when adding fails, and logs the cause, never showing it', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const cause = new Error('The cart is not available yet');
    add.mockImplementation(() => {
      throw cause;
    });
    const { store } = renderApp('/shop/category/soap/9');
    signIn(store);
    await userEvent.click(await screen.findByRole('button', { name: 'Add to Cart' }));
    expect(
      await screen.findByText('Could not add item to cart, please try again later!'),
    ).toBeInTheDocument();
    expect(screen.queryByText('The cart is not available yet')).not.toBeInTheDocument();
    expect(log).toHaveBeenCalledWith(cause);
  });

  it('says when a product is out of stock and disables adding it', async () => {
    readProduct.mockResolvedValue({ ...product, stock: 0 });
    renderApp('/shop/category/soap/9');
    expect(await screen.findByText('Out of stock')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
  });

  it('moves a link with the wrong category to the product’s own address', async () => {
    renderApp('/shop/category/all/9');
    await waitFor(() => {
      expect(screen.getByTestId('location')).toHaveTextContent('/shop/category/soap/9');
    });
    expect(await screen.findByRole('heading', { level: 1, name: product.title })).toBeInTheDocument();
  });

  it.each(['/shop/category/soap/404', '/shop/category/soap/neem', '/shop/category/perfume/9'])(
    'shows the error page for %s',
    async (path) => {
      readProduct.mockResolvedValue(null);
      renderApp(path);
      expect(await screen.findByRole('heading', { name: 'Some Error Occured' })).toBeInTheDocument();
      expect(
        screen.getByText('We could not find this product. It may have been removed from the shop.'),
      ).toBeInTheDocument();
    },
  );
});
