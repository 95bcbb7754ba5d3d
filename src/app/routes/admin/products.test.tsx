import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  ProductListPage,
  SubscribeProductList,
} from '@/features/admin-products/api/subscribe-product-list';
import type { ListQuery } from '@/features/admin-products/product-list-query';
import { AdminDataError } from '@/lib/firebase/admin-errors';
import type { Product } from '@/lib/firebase/documents/product';
import { makeProduct } from '@/testing/factories';
import { renderRoutes } from '@/testing/render-route';
import type * as notifyModule from '@/lib/notify';
import * as productsRoute from './products';

const notify = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
const deleteProduct = vi.hoisted(() => vi.fn<(id: number) => Promise<{ indexLeftover?: unknown }>>());
const fillSearchKeys = vi.hoisted(() => vi.fn<() => Promise<number>>());
const countOpenOrdersHolding = vi.hoisted(() =>
  vi.fn<(productId: number) => Promise<{ count: number; capped: boolean }>>(),
);
/** Each subscription the page opens: its queries and how to answer it. */
const opened = vi.hoisted(
  () =>
    [] as {
      queries: readonly ListQuery[];
      onNext: (page: ProductListPage) => void;
      onError: (error: AdminDataError) => void;
    }[],
);

vi.mock('@/lib/notify', async (importOriginal) => ({
  ...(await importOriginal<typeof notifyModule>()),
  notify,
}));
vi.mock('@/features/admin-products/api/delete-product', () => ({ deleteProduct }));
vi.mock('@/features/admin-products/api/fill-search-keys', () => ({ fillSearchKeys }));
vi.mock('@/features/admin-orders/api/count-open-orders-holding', () => ({
  countOpenOrdersHolding,
  OPEN_ORDERS_READ_LIMIT: 500,
}));
vi.mock('@/features/admin-products/api/subscribe-product-list', () => ({
  subscribeProductList:
    (queries: readonly ListQuery[]): SubscribeProductList =>
    (_request, onNext, onError) => {
      opened.push({ queries, onNext, onError });
      return () => undefined;
    },
}));

function answer(items: Product[], hasMore = false) {
  const last = opened.at(-1);
  if (!last) throw new Error('no subscription');
  last.onNext({ items, cursor: [null], hasMore, fromCache: false });
}

function renderProducts(path = '/admin/products') {
  return renderRoutes(
    [{ path: '/admin/products', action: productsRoute.action, Component: productsRoute.Component }],
    path,
  );
}

beforeEach(() => {
  opened.length = 0;
  deleteProduct.mockReset();
  countOpenOrdersHolding.mockReset();
  countOpenOrdersHolding.mockResolvedValue({ count: 0, capped: false });
  notify.error.mockClear();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('/admin/products', () => {
  it('says it is loading until the first answer', async () => {
    renderProducts();
    expect(await screen.findByText('Loading products…')).toBeInTheDocument();
  });

  it('says the catalogue is empty, or that nothing matches a filtered list', async () => {
    renderProducts();
    await waitFor(() => {
      expect(opened).toHaveLength(1);
    });
    answer([]);
    expect(await screen.findByText('No products yet.')).toBeInTheDocument();
  });

  it('says nothing matches when a filter finds nothing', async () => {
    renderProducts('/admin/products?stock=out');
    await waitFor(() => {
      expect(opened).toHaveLength(1);
    });
    answer([]);
    expect(await screen.findByText('No product matches this search and these filters.')).toBeInTheDocument();
  });

  it('says the list could not be loaded when its subscription fails', async () => {
    renderProducts();
    await waitFor(() => {
      expect(opened).toHaveLength(1);
    });
    opened[0]?.onError(new AdminDataError('failed'));
    expect(await screen.findByText('The products could not be loaded.')).toBeInTheDocument();
  });

  it('shows cover, id, titles, category name, INR price, stock badges and rating', async () => {
    renderProducts();
    await waitFor(() => {
      expect(opened).toHaveLength(1);
    });
    answer([
      makeProduct({ id: 3, stock: 0, price: 1195.5, images: ['/products/a.svg', '/products/b.svg'] }),
      makeProduct({ id: 2, stock: 4, category: 'dhoopa', images: ['products/1700000000000-tulsi.webp'] }),
      makeProduct({ id: 1, stock: 5, rating: { rate: 4, count: 7 } }),
    ]);
    const rows = await screen.findAllByRole('row');
    const [out, low, plenty] = rows.slice(1).map((row) => within(row));
    expect(out?.getByText('Neem Tulsi Herbal Soap 3')).toBeInTheDocument();
    expect(out?.getByText('नीम तुलसी हर्बल साबुन')).toHaveAttribute('lang', 'hi');
    expect(out?.getByRole('presentation')).toHaveAttribute('src', '/products/a.svg');
    expect(out?.getByText('₹1,195.50')).toBeInTheDocument();
    // 17 % off, whole rupees: what the shop charges for it.
    expect(out?.getByText('(shoppers pay ₹992)')).toBeInTheDocument();
    expect(out?.getByText('Soaps')).toBeInTheDocument();
    expect(out?.getByText('Out of stock')).toBeInTheDocument();
    expect(low?.getByText('Low stock')).toBeInTheDocument();
    expect(low?.getByText('Dhoopa')).toBeInTheDocument();
    // An uploaded cover is shown from Storage, its 480 px card variant offered for the thumbnail.
    const uploaded = low?.getByRole('presentation');
    expect(uploaded?.getAttribute('src')).toContain('/o/products%2F1700000000000-tulsi.webp?alt=media');
    expect(uploaded?.getAttribute('srcset')).toContain(
      'products%2F1700000000000-tulsi.card.webp?alt=media 480w',
    );
    expect(plenty?.queryByText(/stock$/)).toBeNull();
    expect(plenty?.getByText('4.0 (7)')).toBeInTheDocument();
    expect(plenty?.getByRole('link', { name: 'Edit product 1' })).toHaveAttribute(
      'href',
      '/admin/products/edit/1',
    );
    expect(screen.getByRole('link', { name: 'Add Product' })).toHaveAttribute('href', '/admin/products/new');
  });

  it('keeps filters and sort in the URL and subscribes their query', async () => {
    renderProducts();
    await waitFor(() => {
      expect(opened).toHaveLength(1);
    });
    await userEvent.selectOptions(screen.getByLabelText('Category'), 'Soaps');
    await waitFor(() => {
      expect(screen.getByTestId('location')).toHaveTextContent('/admin/products?category=soap');
    });
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'Price');
    await waitFor(() => {
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/admin/products?category=soap&sort=price&dir=desc',
      );
    });
    expect(opened.at(-1)?.queries).toEqual([
      {
        filters: [{ field: 'category', op: '==', value: 'soap' }],
        orders: [{ field: 'price', direction: 'desc' }],
      },
    ]);
  });

  it('searches on Enter as shoppers search, says what it searches and ranks the results', async () => {
    renderProducts();
    await userEvent.type(await screen.findByLabelText(/Search by title/), 'neem{Enter}');
    await waitFor(() => {
      expect(screen.getByTestId('location')).toHaveTextContent('/admin/products?q=neem');
    });
    expect(screen.getByText(/every word in their English or Devanagari title/)).toBeInTheDocument();
    expect(screen.getByLabelText('Sort by')).toBeDisabled();
    expect(opened.at(-1)?.queries).toHaveLength(1);
    expect(opened.at(-1)?.queries[0]?.filters).toEqual([{ field: 'searchKeys.nim', op: '==', value: true }]);
  });

  it('deletes a product after the confirm and says so', async () => {
    deleteProduct.mockResolvedValue({});
    renderProducts();
    await waitFor(() => {
      expect(opened).toHaveLength(1);
    });
    answer([makeProduct({ id: 7, title: 'Sandalwood Bathing Bar' })]);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete product 7' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Delete product 7, “Sandalwood Bathing Bar”?');
    expect(await within(dialog).findByRole('status')).toHaveTextContent('No open order holds this product.');
    expect(deleteProduct).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => {
      expect(notify.error).toHaveBeenCalledWith('Product deleted Successfully');
    });
    expect(deleteProduct).toHaveBeenCalledWith(7);
  });

  it('deletes nothing when the confirm is cancelled', async () => {
    renderProducts();
    await waitFor(() => {
      expect(opened).toHaveLength(1);
    });
    answer([makeProduct({ id: 7 })]);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete product 7' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(deleteProduct).not.toHaveBeenCalled();
  });

  it('says plainly when a delete fails, beside the row and as a toast', async () => {
    deleteProduct.mockRejectedValue(new AdminDataError('failed', { cause: new Error('permission-denied') }));
    renderProducts();
    await waitFor(() => {
      expect(opened).toHaveLength(1);
    });
    answer([makeProduct({ id: 7 })]);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete product 7' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not delete product, please try again later!',
    );
    expect(notify.error).toHaveBeenCalledWith('Could not delete product, please try again later!');
    expect(notify.error).not.toHaveBeenCalledWith('Product deleted Successfully');
  });
});

describe('/admin/products delete: the open orders that hold the product', () => {
  async function openDeleteDialog() {
    renderProducts();
    await waitFor(() => {
      expect(opened).toHaveLength(1);
    });
    answer([makeProduct({ id: 7, title: 'Sandalwood Bathing Bar' })]);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete product 7' }));
    return screen.getByRole('dialog');
  }

  it('says it is counting them until the count answers', async () => {
    countOpenOrdersHolding.mockReturnValue(new Promise(() => undefined));
    const dialog = await openDeleteDialog();
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'Counting the open orders that hold this product…',
    );
    expect(countOpenOrdersHolding).toHaveBeenCalledWith(7);
  });

  it('says how many hold it and what becomes of them', async () => {
    countOpenOrdersHolding.mockResolvedValue({ count: 1, capped: false });
    const dialog = await openDeleteDialog();
    expect(await within(dialog).findByText(/^1 open order holds/)).toHaveTextContent(
      '1 open order holds this product; it can still be confirmed or cancelled, its stock is skipped.',
    );
  });

  it('says the count is a lower bound when only the newest open orders were read', async () => {
    countOpenOrdersHolding.mockResolvedValue({ count: 12, capped: true });
    const dialog = await openDeleteDialog();
    expect(await within(dialog).findByText(/^At least 12/)).toHaveTextContent(
      'At least 12 open orders hold this product; they can still be confirmed or cancelled, its stock is skipped (only the newest 500 open orders were read).',
    );
  });

  it('says the count failed, logs the cause, and still deletes on Delete', async () => {
    const failure = new AdminDataError('failed', { cause: new Error('permission-denied') });
    countOpenOrdersHolding.mockRejectedValue(failure);
    deleteProduct.mockResolvedValue({});
    const dialog = await openDeleteDialog();
    expect(await within(dialog).findByText(/could not be counted/)).toHaveTextContent(
      'The open orders that hold this product could not be counted. Orders that hold it can still be confirmed or cancelled; its stock is then skipped.',
    );
    expect(console.error).toHaveBeenCalledWith(
      'Counting the open orders that hold product 7 failed',
      failure,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => {
      expect(deleteProduct).toHaveBeenCalledWith(7);
    });
  });
});

describe('/admin/products "Update search keys"', () => {
  const button = () => screen.getByRole('button', { name: 'Update search keys' });

  it('writes the keys and says how many products it wrote, or that all were up to date', async () => {
    fillSearchKeys.mockResolvedValueOnce(12).mockResolvedValueOnce(0);
    renderProducts();
    await userEvent.click(await screen.findByRole('button', { name: 'Update search keys' }));
    expect(
      await screen.findByText('Search keys written for 12 products; the search index was rebuilt.'),
    ).toHaveAttribute('role', 'status');
    expect(fillSearchKeys).toHaveBeenCalledTimes(1);
    await userEvent.click(button());
    await waitFor(() => {
      expect(
        screen.getByText('Every product’s search keys were up to date; the search index was rebuilt.'),
      ).toBeInTheDocument();
    });
  });

  it('says plainly when the writing fails and logs the cause', async () => {
    const cause = new Error('permission-denied');
    fillSearchKeys.mockRejectedValueOnce(cause);
    renderProducts();
    await userEvent.click(await screen.findByRole('button', { name: 'Update search keys' }));
    expect(
      await screen.findByText('Could not update the search keys, please try again later!'),
    ).toHaveAttribute('role', 'alert');
    expect(console.error).toHaveBeenCalledWith('Filling the search keys failed', cause);
    expect(button()).toBeEnabled();
  });
});
