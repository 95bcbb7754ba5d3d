import { render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CartLine } from '@/features/cart/components/cart-line';
import { cartItemFromProduct } from '@/features/cart/schema';
import { activateLocale, loadMessageParts } from '@/i18n';
import { makeProduct } from '@/testing/factories';
import { resetFakeCatalog } from '@/testing/fakes/catalog-cache';
import { renderApp } from '@/testing/render-app';

vi.mock('@/features/catalog/catalog-cache', () => import('@/testing/fakes/catalog-cache'));
vi.mock('@/features/session/api/watch-auth', () => import('@/testing/fakes/session-api'));

const neem = makeProduct({
  id: 9,
  title: 'Neem Tulsi Purifying Soap 75 g x 3',
  subTitle: 'नीम तुलसी शुद्धिकारक साबुन',
  description: 'Bathing bars with cold-pressed neem oil and tulsi.',
  hDetails: 'नीम और तुलसी के साथ हस्तनिर्मित साबुन।',
  category: 'soap',
  images: ['/products/neem-1.svg', '/products/neem-2.svg', '/products/neem-3.svg'],
});
// A product whose Hindi texts were never written.
const sandal = makeProduct({
  id: 10,
  title: 'Sandalwood Bathing Bar',
  subTitle: '',
  description: 'A sandalwood bar for dry skin.',
  hDetails: '',
  category: 'soap',
});

beforeEach(async () => {
  resetFakeCatalog([neem, sandal]);
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  await activateLocale('hi');
});

afterEach(async () => {
  await activateLocale('en');
});

describe('a product’s own texts on Hindi pages', () => {
  it('the product page shows its Hindi title and details, with the English ones beneath', async () => {
    renderApp('/shop/category/soap/9');
    const heading = await screen.findByRole('heading', { level: 1, name: 'नीम तुलसी शुद्धिकारक साबुन' });
    expect(heading).not.toHaveAttribute('lang');
    expect(screen.getByText('Neem Tulsi Purifying Soap 75 g x 3', { selector: 'p' })).toHaveAttribute(
      'lang',
      'en',
    );
    const about = screen.getByRole('region', { name: 'उत्पाद विवरण' });
    expect(about).toHaveTextContent('नीम और तुलसी के साथ हस्तनिर्मित साबुन।');
    expect(screen.getByRole('region', { name: 'About this product' })).toHaveAttribute('lang', 'en');
    // What a pack holds ("75 g x 3") and how many packs to buy have a word each.
    expect(screen.getByText('पैक', { selector: 'dt' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'मात्रा' })).toHaveValue('1');
    expect(screen.getByText('स्टॉक में है')).toBeInTheDocument();
    await waitFor(() => {
      expect(document.title).toBe('नीम तुलसी शुद्धिकारक साबुन');
    });
  });

  it('reads out the rating, the pictures and the add-to-cart form in Hindi', async () => {
    renderApp('/shop/category/soap/9');
    await screen.findByRole('heading', { level: 1, name: 'नीम तुलसी शुद्धिकारक साबुन' });
    expect(screen.getByRole('form', { name: 'नीम तुलसी शुद्धिकारक साबुन कार्ट में डालें' })).toBeInTheDocument();
    expect(
      screen.getByText(`5 में से ${neem.rating.rate} रेटिंग, ${neem.rating.count} समीक्षाएँ`),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: `${neem.images.length} में से चित्र 2 दिखाएँ` }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: `नीम तुलसी शुद्धिकारक साबुन, ${neem.images.length} में से चित्र 1` }),
    ).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/Rated|Show image/);
  });

  it('falls back to the English title and details, marked as English, where a product has no Hindi text', async () => {
    renderApp('/shop/category/soap/10');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Sandalwood Bathing Bar' });
    expect(heading).toHaveAttribute('lang', 'en');
    const about = screen.getByRole('region', { name: 'उत्पाद विवरण' });
    expect(within(about).getByText('A sandalwood bar for dry skin.')).toHaveAttribute('lang', 'en');
    expect(screen.queryByRole('region', { name: 'About this product' })).not.toBeInTheDocument();
  });

  it('the shop’s cards show the Hindi title, or the English one where there is none', async () => {
    renderApp('/shop/category/soap');
    expect(await screen.findByRole('link', { name: 'नीम तुलसी शुद्धिकारक साबुन' })).toHaveAttribute(
      'href',
      '/shop/category/soap/9',
    );
    expect(screen.getByRole('heading', { name: 'Sandalwood Bathing Bar' })).toHaveAttribute('lang', 'en');
  });

  it('a cart line shows the Hindi title with the English one beneath', async () => {
    // The cart page's texts: its route loads them (src/app/router.tsx).
    await loadMessageParts(['cart']);
    const router = createMemoryRouter(
      [
        {
          path: '/cart',
          element: (
            <ul>
              <CartLine
                item={cartItemFromProduct(neem, 2)}
                onIncrease={vi.fn()}
                onRemove={vi.fn()}
                onDelete={vi.fn()}
              />
            </ul>
          ),
        },
      ],
      { initialEntries: ['/cart'] },
    );
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent(/^नीम तुलसी/);
    expect(screen.getByText('Neem Tulsi Purifying Soap 75 g x 3')).toHaveAttribute('lang', 'en');
    // Its controls and unit price speak Hindi too, naming the product by its Hindi title.
    expect(screen.getByRole('button', { name: /^नीम तुलसी.* एक और जोड़ें$/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^नीम तुलसी.* कार्ट से हटाएँ$/ })).toBeInTheDocument();
    expect(screen.getByText(/प्रति नग$/)).toBeInTheDocument();
  });
});

describe('the same on English pages', () => {
  it('shows the English title first and the Hindi one beneath, as before', async () => {
    await activateLocale('en');
    renderApp('/shop/category/soap/9');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Neem Tulsi Purifying Soap 75 g x 3' }),
    ).not.toHaveAttribute('lang');
    expect(screen.getByText('नीम तुलसी शुद्धिकारक साबुन')).toHaveAttribute('lang', 'hi');
    expect(screen.getByRole('region', { name: 'About this product' })).toHaveTextContent(
      'Bathing bars with cold-pressed neem oil and tulsi.',
    );
    expect(screen.getByRole('region', { name: 'उत्पाद विवरण' })).toHaveAttribute('lang', 'hi');
  });
});
