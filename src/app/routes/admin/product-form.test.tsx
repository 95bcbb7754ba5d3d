import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { EditableProduct } from '@/features/admin-products/api/product-doc';
import { productMessages as m } from '@/features/admin-products/messages';
import { AdminDataError } from '@/lib/firebase/admin-errors';
import * as productForm from './product-form';

const getProductForEdit = vi.hoisted(() => vi.fn());
const createProduct = vi.hoisted(() => vi.fn());
const updateProduct = vi.hoisted(() => vi.fn());
const deleteProduct = vi.hoisted(() => vi.fn());
const notify = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
const countOpenOrdersHolding = vi.hoisted(() => vi.fn());

vi.mock('@/features/admin-products/api/get-product-for-edit', () => ({ getProductForEdit }));
vi.mock('@/features/admin-products/api/save-product', () => ({ createProduct, updateProduct }));
vi.mock('@/features/admin-products/api/delete-product', () => ({ deleteProduct }));
vi.mock('@/lib/notify', () => ({ notify }));
vi.mock('@/features/admin-orders/api/count-open-orders-holding', () => ({
  countOpenOrdersHolding,
  OPEN_ORDERS_READ_LIMIT: 500,
}));

// Each test types a whole product; on a busy machine that takes longer than five seconds.
vi.setConfig({ testTimeout: 30_000 });

const DESCRIPTION =
  'Cold-pressed Indian gooseberry juice with its pulp, rich in natural vitamin C; take 20 ml with water every morning before breakfast.';

const stored: EditableProduct = {
  id: 7,
  title: 'Amla Juice with Pulp 1 L',
  subTitle: 'आंवला जूस 1 लीटर',
  description: DESCRIPTION,
  hDetails: 'गूदे सहित आंवले का रस।',
  stock: 40,
  quantity: '1 L',
  price: 199,
  rating: { rate: 4.2, count: 540 },
  category: 'juiceSyrup',
  images: ['https://cdn.example.com/amla-1.jpg', '/products/amla-juice-2.svg'],
  version: 3,
};

function renderAt(url: string) {
  const route = {
    loader: productForm.loader,
    action: productForm.action,
    shouldRevalidate: productForm.shouldRevalidate,
    Component: productForm.Component,
    HydrateFallback: () => null,
  };
  const router = createMemoryRouter(
    [
      { path: '/admin/products', element: <p>Products list</p> },
      { path: '/admin/products/new', ...route },
      { path: '/admin/products/edit/:editId', ...route },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const field = (label: string) => screen.getByLabelText(label);

async function fillNewProduct() {
  const user = userEvent.setup();
  await user.type(field('Title'), 'Tulsi Drops for Immunity 30 ml');
  await user.type(field('Title in Devanagari'), 'तुलसी ड्रॉप्स');
  await user.click(field('Description'));
  await user.paste(DESCRIPTION);
  await user.type(field('Price (₹)'), '149.50');
  await user.type(field('Stock'), '25');
  await user.type(field('Quantity'), '30 ml');
  await user.type(field('Rating (0 to 5)'), '4.5');
  await user.type(field('Review count'), '12');
  await user.selectOptions(field('Category'), 'juiceSyrup');
  await user.type(field('Image address'), 'https://cdn.example.com/tulsi.jpg');
  await user.click(screen.getByRole('button', { name: 'Add image' }));
  return user;
}

beforeEach(() => {
  vi.clearAllMocks();
  getProductForEdit.mockResolvedValue(stored);
  createProduct.mockResolvedValue(29);
  updateProduct.mockResolvedValue({});
  deleteProduct.mockResolvedValue({});
  countOpenOrdersHolding.mockResolvedValue({ count: 0, capped: false });
});

describe('/admin/products/new', () => {
  it('offers an empty form: id assigned on save, a blank category, "Add Product"', async () => {
    renderAt('/admin/products/new');
    expect(await screen.findByRole('heading', { name: 'Add Product', level: 1 })).toBeInTheDocument();
    expect(field('Product Id')).toHaveValue('Assigned on save');
    expect(field('Product Id')).toHaveAttribute('readonly');
    expect(field('Category')).toHaveValue('');
    expect(within(field('Category')).getAllByRole('option')).toHaveLength(8);
    expect(field('Title in Devanagari')).toHaveAttribute('lang', 'hi');
    expect(field('Description in Devanagari')).toHaveAttribute('lang', 'hi');
    expect(field('Price (₹)')).toMatchObject({ min: '1', step: '0.01' });
    expect(field('Rating (0 to 5)')).toMatchObject({ min: '0', max: '5', step: '0.01' });
    expect(screen.getByRole('button', { name: 'Add Product' })).toBeEnabled();
    expect(getProductForEdit).not.toHaveBeenCalled();
  });

  it('shows every validation message of the spec for an empty form and saves nothing', async () => {
    renderAt('/admin/products/new');
    await userEvent.click(await screen.findByRole('button', { name: 'Add Product' }));
    expect(await screen.findByText(m.incorrectValues)).toBeInTheDocument();
    for (const message of [
      m.invalidTitle,
      m.invalidDescription,
      m.noImage,
      m.invalidCategory,
      m.invalidPrice,
      m.invalidRating,
      m.invalidReviewCount,
      m.invalidStock,
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(field('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(createProduct).not.toHaveBeenCalled();
  });

  it('keeps what was typed when a field is refused', async () => {
    renderAt('/admin/products/new');
    await screen.findByRole('heading', { name: 'Add Product', level: 1 });
    const user = await fillNewProduct();
    await user.clear(field('Rating (0 to 5)'));
    await user.type(field('Rating (0 to 5)'), '7');
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(await screen.findByText(m.invalidRating)).toBeInTheDocument();
    expect(screen.queryByText(m.invalidTitle)).not.toBeInTheDocument();
    expect(field('Title')).toHaveValue('Tulsi Drops for Immunity 30 ml');
    expect(field('Category')).toHaveValue('juiceSyrup');
    expect(screen.getByRole('list', { name: 'Product images' })).toHaveTextContent('tulsi.jpg');
    expect(createProduct).not.toHaveBeenCalled();
  });

  it('adds the product and goes to the list with "Product added Successfully"', async () => {
    const router = renderAt('/admin/products/new');
    await screen.findByRole('heading', { name: 'Add Product', level: 1 });
    const user = await fillNewProduct();
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(await screen.findByText('Products list')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/products');
    expect(createProduct).toHaveBeenCalledWith({
      title: 'Tulsi Drops for Immunity 30 ml',
      subTitle: 'तुलसी ड्रॉप्स',
      description: DESCRIPTION,
      hDetails: '',
      stock: 25,
      quantity: '30 ml',
      price: 149.5,
      rating: { rate: 4.5, count: 12 },
      category: 'juiceSyrup',
      images: ['https://cdn.example.com/tulsi.jpg'],
    });
    expect(notify.success).toHaveBeenCalledWith(m.added);
  });

  it('says "Could not add new product, please try again later!" and keeps the form as it was', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    createProduct.mockRejectedValue(new AdminDataError('failed', { userMessage: m.addFailed }));
    const router = renderAt('/admin/products/new');
    await screen.findByRole('heading', { name: 'Add Product', level: 1 });
    const user = await fillNewProduct();
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(m.addFailed);
    expect(notify.error).toHaveBeenCalledWith(m.addFailed);
    expect(router.state.location.pathname).toBe('/admin/products/new');
    expect(field('Title')).toHaveValue('Tulsi Drops for Immunity 30 ml');
    expect(field('Price (₹)')).toHaveValue(149.5);
    expect(field('Category')).toHaveValue('juiceSyrup');
    expect(screen.getByRole('list', { name: 'Product images' })).toHaveTextContent('tulsi.jpg');
  });
});

describe('/admin/products/edit/:editId', () => {
  it('opens the product: its id, its values, no blank category, its images beside the form', async () => {
    renderAt('/admin/products/edit/7');
    expect(await screen.findByRole('heading', { name: 'Edit Product', level: 1 })).toBeInTheDocument();
    expect(getProductForEdit).toHaveBeenCalledWith(7);
    expect(field('Product Id')).toHaveValue('7');
    expect(field('Title')).toHaveValue(stored.title);
    expect(field('Price (₹)')).toHaveValue(199);
    expect(field('Rating (0 to 5)')).toHaveValue(4.2);
    expect(field('Review count')).toHaveValue(540);
    expect(field('Category')).toHaveValue('juiceSyrup');
    expect(within(field('Category')).getAllByRole('option')).toHaveLength(7);
    const current = screen.getByRole('complementary', { name: 'Current images' });
    expect(within(current).getAllByRole('img')).toHaveLength(2);
    expect(screen.getByRole('list', { name: 'Product images' }).children).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
  });

  it('saves over the version it opened and goes to the list with "Product Edited Successfully"', async () => {
    renderAt('/admin/products/edit/7');
    const user = userEvent.setup();
    await user.clear(await screen.findByLabelText('Price (₹)'));
    await user.type(field('Price (₹)'), '249');
    await user.click(screen.getByRole('button', { name: 'Move image 2 up' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Products list')).toBeInTheDocument();
    const values = Object.fromEntries(
      Object.entries(stored).filter(([key]) => key !== 'id' && key !== 'version'),
    );
    expect(updateProduct).toHaveBeenCalledWith(
      7,
      { ...values, price: 249, images: [stored.images[1], stored.images[0]] },
      3,
    );
    expect(notify.success).toHaveBeenCalledWith(m.edited);
    expect(notify.info).not.toHaveBeenCalled();
  });

  it('says the product was saved but the search index kept its old words, and logs the cause', async () => {
    const cause = new Error('permission-denied');
    updateProduct.mockResolvedValue({ indexLeftover: cause });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('/admin/products/edit/7');
    await userEvent.click(await screen.findByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Products list')).toBeInTheDocument();
    expect(notify.success).toHaveBeenCalledWith(m.edited);
    expect(notify.info).toHaveBeenCalledWith(m.indexLeftover);
    expect(console.error).toHaveBeenCalledWith(
      'Editing product 7: the search index still lists the product under words it lost',
      cause,
    );
  });

  it('says a product changed by someone else since it opened, keeps the values, and never takes the newer version', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    updateProduct.mockRejectedValue(new AdminDataError('conflict', { userMessage: m.conflict }));
    renderAt('/admin/products/edit/7');
    const user = userEvent.setup();
    await user.clear(await screen.findByLabelText('Stock'));
    await user.type(field('Stock'), '5');
    // Someone else saves meanwhile: reading the product again would find version 4.
    getProductForEdit.mockResolvedValue({ ...stored, stock: 39, version: 4 });
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(m.conflict);
    expect(field('Stock')).toHaveValue(5);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => {
      expect(updateProduct).toHaveBeenCalledTimes(2);
    });
    expect(updateProduct.mock.calls.map((call) => call[2] as number)).toEqual([3, 3]);
    expect(getProductForEdit).toHaveBeenCalledTimes(1);
  });

  it('says "Could not edit product, please try again later!" when the save fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    updateProduct.mockRejectedValue(new Error('backend down'));
    renderAt('/admin/products/edit/7');
    await userEvent.click(await screen.findByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(m.editFailed);
    expect(field('Title')).toHaveValue(stored.title);
  });

  it.each([['abc'], ['7.5'], ['-7'], ['007'], ['0']])(
    'sends the editId %j to the list with "Invalid Product Id"',
    async (editId) => {
      const router = renderAt(`/admin/products/edit/${editId}`);
      expect(await screen.findByText('Products list')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/admin/products');
      expect(notify.error).toHaveBeenCalledWith(m.invalidId);
      expect(getProductForEdit).not.toHaveBeenCalled();
    },
  );

  it('sends an id that names no product to the list with "Invalid Product Id"', async () => {
    getProductForEdit.mockResolvedValue(null);
    renderAt('/admin/products/edit/999');
    expect(await screen.findByText('Products list')).toBeInTheDocument();
    expect(getProductForEdit).toHaveBeenCalledWith(999);
    expect(notify.error).toHaveBeenCalledWith(m.invalidId);
  });

  it('deletes the product after a confirm that says how many open orders hold it: "Product deleted Successfully" and the list', async () => {
    countOpenOrdersHolding.mockResolvedValue({ count: 3, capped: false });
    renderAt('/admin/products/edit/7');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete product' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent(stored.title);
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      '3 open orders hold this product; they can still be confirmed or cancelled, its stock is skipped.',
    );
    expect(countOpenOrdersHolding).toHaveBeenCalledWith(7);
    expect(deleteProduct).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Products list')).toBeInTheDocument();
    expect(deleteProduct).toHaveBeenCalledWith(7);
    expect(notify.error).toHaveBeenCalledWith(m.deleted);
    expect(updateProduct).not.toHaveBeenCalled();
  });

  it('says when the open orders could not be counted, logs the cause, and still deletes', async () => {
    const failure = new AdminDataError('failed', { cause: new Error('permission-denied') });
    countOpenOrdersHolding.mockRejectedValue(failure);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('/admin/products/edit/7');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete product' }));
    const dialog = screen.getByRole('dialog');
    await waitFor(() => {
      expect(within(dialog).getByRole('status')).toHaveTextContent(
        'The open orders that hold this product could not be counted.',
      );
    });
    expect(logged).toHaveBeenCalledWith('Counting the open orders that hold product 7 failed', failure);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Products list')).toBeInTheDocument();
    expect(deleteProduct).toHaveBeenCalledWith(7);
  });

  it('deletes nothing when the confirm is cancelled', async () => {
    renderAt('/admin/products/edit/7');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete product' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(deleteProduct).not.toHaveBeenCalled();
  });
});
