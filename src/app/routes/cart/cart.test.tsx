import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, redirect, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore, type AppStore } from '@/app/store';
import { CartError } from '@/features/cart/api/errors';
import { loadCart } from '@/features/cart/api/load-cart';
import { saveCart } from '@/features/cart/api/save-cart';
import type { CartItem, StoredCart } from '@/features/cart/schema';
import { getCustomerDetails } from '@/features/checkout/api/get-customer-details';
import { placeOrder } from '@/features/checkout/api/place-order';
import { requireCustomer } from '@/features/session/require-customer';
import { makeCartItem, makeStoredCart } from '@/testing/cart-factories';
import { nth } from '@/testing/nth';
import * as cartRoute from './cart';
import * as orderRoute from './order';

vi.mock('@/features/session/require-customer', () => ({ requireCustomer: vi.fn() }));
// The order action dispatches to the app's store: here, each test's own.
const stores = vi.hoisted(() => ({ current: undefined as AppStore | undefined }));
vi.mock('@/app/app-store', () => ({
  get appStore() {
    return stores.current;
  },
}));
vi.mock('@/features/cart/api/load-cart', () => ({ loadCart: vi.fn() }));
vi.mock('@/features/cart/api/save-cart', () => ({ saveCart: vi.fn() }));
vi.mock('@/features/checkout/api/get-customer-details', () => ({ getCustomerDetails: vi.fn() }));
vi.mock('@/features/checkout/api/place-order', () => ({ placeOrder: vi.fn() }));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('@/lib/notify', () => ({ notify: toast, prepareToasts: vi.fn() }));

const asha = { uid: 'asha', email: 'asha@example.com', name: 'Asha Verma' };
/** The mobile Asha gave at signup (users/{uid}.mobile). */
const ashaMobile = '09812345678';
const longTitle = 'Kumkumadi Saffron Glow Ayurvedic Bathing Bar';
const soap = makeCartItem({ id: 1, title: longTitle, price: 60, amount: 2, category: 'soap' });
const juice = makeCartItem({ id: 2, title: 'Amla Juice', price: 249.5, amount: 1, category: 'juiceSyrup' });

let server: StoredCart;

function renderCart(path = '/cart') {
  const store = makeStore();
  stores.current = store;
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>Home page</p> },
      { path: '/auth', element: <p>Login page</p> },
      {
        path: '/cart',
        Component: cartRoute.Component,
        loader: cartRoute.loader,
        HydrateFallback: () => null,
        children: [
          {
            path: 'order',
            Component: orderRoute.Component,
            loader: orderRoute.loader,
            action: orderRoute.action,
            shouldRevalidate: orderRoute.shouldRevalidate,
          },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { store, router, user: userEvent.setup() };
}

beforeEach(() => {
  server = makeStoredCart([soap, juice]);
  vi.mocked(requireCustomer).mockReset().mockResolvedValue(asha);
  vi.mocked(loadCart)
    .mockReset()
    .mockImplementation(() => Promise.resolve({ cart: structuredClone(server), version: 1 }));
  vi.mocked(saveCart)
    .mockReset()
    .mockImplementation((_uid, cart, version) => {
      server = structuredClone(cart);
      return Promise.resolve(version + 1);
    });
  vi.mocked(getCustomerDetails)
    .mockReset()
    .mockResolvedValue({ name: 'Asha Verma', email: 'asha@example.com', mobile: ashaMobile, addresses: [] });
  // The order's batch stores the cart it leaves behind, as Firestore would.
  vi.mocked(placeOrder)
    .mockReset()
    .mockImplementation((_orderId, _request, from) => {
      server = makeStoredCart(from.left.cartItems as CartItem[]);
      return Promise.resolve({ outcome: 'created', version: from.version + 1 });
    });
  toast.success.mockReset();
  toast.error.mockReset();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('/cart', () => {
  it('sends a visitor to the login page', async () => {
    vi.mocked(requireCustomer).mockRejectedValue(redirect('/auth?mode=login&from=%2Fcart'));
    const { router } = renderCart();
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?mode=login&from=%2Fcart');
    expect(requireCustomer).toHaveBeenCalledWith(expect.objectContaining({ url: 'http://localhost/cart' }));
  });

  it('shows "Updating Cart" with a spinner while the stored cart loads', async () => {
    let answer!: (loaded: { cart: StoredCart; version: number }) => void;
    vi.mocked(loadCart).mockImplementationOnce(
      () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    );
    renderCart();
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Updating Cart');
    expect(status.querySelector('.spinner')).not.toBeNull();
    // The read starts once the cart's code has loaded; answer it only then.
    await waitFor(() => {
      expect(loadCart).toHaveBeenCalled();
    });
    await act(async () => {
      answer({ cart: server, version: 1 });
      await Promise.resolve();
    });
    expect(await screen.findByRole('button', { name: 'Checkout?' })).toBeInTheDocument();
    expect(screen.queryByText('Updating Cart')).not.toBeInTheDocument();
  });

  it('shows "Your Cart is Empty" and "Please add some items to continue" for an empty cart', async () => {
    server = makeStoredCart([]);
    renderCart();
    expect(await screen.findByRole('heading', { name: 'Your Cart is Empty' })).toBeInTheDocument();
    expect(screen.getByText('Please add some items to continue')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear Cart' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Checkout?' })).not.toBeInTheDocument();
  });

  it('names how many stored lines could not be read, and keeps them through a change', async () => {
    const unreadable = [{ id: 'legacy-1' }, { id: 'legacy-2', title: 7 }];
    server = { ...makeStoredCart([soap, juice]), unreadable };
    const { user } = renderCart();
    const notice = await screen.findByText(
      '2 items in your cart could not be read. They are kept in your cart as they are, but cannot be ordered.',
    );
    expect(notice).toHaveAttribute('role', 'status');
    await user.click(screen.getByRole('button', { name: `Delete ${longTitle} from cart` }));
    await waitFor(() => {
      expect(server.cartItems).toEqual([juice]);
    });
    expect(server.unreadable).toEqual(unreadable);
    expect(screen.getByText(/^2 items in your cart could not be read\./)).toBeInTheDocument();
  });

  it('shows no notice when every stored line could be read', async () => {
    renderCart();
    expect(await screen.findByRole('button', { name: 'Checkout?' })).toBeInTheDocument();
    expect(screen.queryByText(/could not be read/)).not.toBeInTheDocument();
  });

  it('lists the items with titles cut to 25 characters, a summary in INR and Checkout?', async () => {
    renderCart();
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Cart' })).toBeInTheDocument();
    await screen.findByRole('button', { name: 'Checkout?' });
    expect(document.title).toBe('Cart');
    const list = screen.getByRole('list', { name: 'Items in your cart' });
    const lines = within(list).getAllByRole('listitem');
    expect(lines).toHaveLength(2);
    const titleLink = within(nth(lines, 0)).getByRole('link', { name: 'Kumkumadi Saffron Glow Ay…' });
    expect(titleLink).toHaveAttribute('href', '/shop/category/soap/1');
    expect(titleLink).toHaveAttribute('title', longTitle);
    expect(within(nth(lines, 1)).getByRole('link', { name: 'Amla Juice' })).toBeInTheDocument();
    expect(within(nth(lines, 0)).getByText('₹120')).toBeInTheDocument();

    const summary = screen.getByRole('complementary', { name: 'Summary' });
    expect(within(summary).getByText('Items').nextSibling).toHaveTextContent('3');
    expect(within(summary).getByText('Total').nextSibling).toHaveTextContent('₹369.50');
    expect(screen.getByRole('button', { name: 'Clear Cart' })).toBeInTheDocument();
  });

  it('changes amounts, deletes a line and clears the cart, storing each change', async () => {
    const { user } = renderCart();
    await screen.findByRole('button', { name: 'Checkout?' });
    const summary = screen.getByRole('complementary', { name: 'Summary' });

    await user.click(screen.getByRole('button', { name: 'Add one Amla Juice' }));
    await vi.waitFor(() => {
      expect(within(summary).getByText('Items').nextSibling).toHaveTextContent('4');
    });
    expect(toast.success).toHaveBeenCalledWith('Item added to Cart');
    expect(server.totalNumItems).toBe(4);

    await user.click(screen.getByRole('button', { name: `Remove one ${longTitle}` }));
    await vi.waitFor(() => {
      expect(within(summary).getByText('Items').nextSibling).toHaveTextContent('3');
    });
    expect(toast.error).toHaveBeenCalledWith('item removed from cart!');

    await user.click(screen.getByRole('button', { name: `Delete ${longTitle} from cart` }));
    await vi.waitFor(() => {
      expect(screen.queryByRole('link', { name: 'Kumkumadi Saffron Glow Ay…' })).not.toBeInTheDocument();
    });
    expect(toast.error).toHaveBeenCalledWith('Item deleted from cart!');
    expect(server.cartItems.map((item) => item.id)).toEqual([2]);

    await user.click(screen.getByRole('button', { name: 'Clear Cart' }));
    expect(await screen.findByRole('heading', { name: 'Your Cart is Empty' })).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith('Cart is Empty!');
    expect(server.totalNumItems).toBe(0);
  });

  it('disables the increase control at 10', async () => {
    server = makeStoredCart([{ ...juice, amount: 10 }]);
    renderCart();
    expect(await screen.findByRole('button', { name: 'Add one Amla Juice' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove one Amla Juice' })).toBeEnabled();
  });

  it('keeps the cart as stored when a change cannot be saved', async () => {
    const { user } = renderCart();
    await screen.findByRole('button', { name: 'Checkout?' });
    vi.mocked(saveCart).mockRejectedValueOnce(Object.assign(new Error('denied'), { kind: 'failed' }));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await user.click(screen.getByRole('button', { name: 'Delete Amla Juice from cart' }));
    await vi.waitFor(() => {
      expect(toast.error).toHaveBeenCalledWith('Could not delete item from cart, please try again later!');
    });
    expect(screen.getByRole('link', { name: 'Amla Juice' })).toBeInTheDocument();
  });

  it('offers to try again when the cart could not be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.mocked(loadCart).mockRejectedValueOnce(new Error('boom'));
    const { user } = renderCart();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not update cart, please try again later!',
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Checkout?' })).toBeInTheDocument();
  });

  it('says "Please connect to an internet connection" when the cart could not be loaded offline, and loads once back online', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.mocked(loadCart).mockRejectedValueOnce(new CartError('no network', 'offline'));
    renderCart();
    expect(await screen.findByRole('alert')).toHaveTextContent('Please connect to an internet connection');
    expect(toast.error).toHaveBeenCalledWith('Please connect to an internet connection');
    expect(screen.queryByText('Could not update cart, please try again later!')).not.toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByRole('button', { name: 'Checkout?' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('checkout', () => {
  it('Checkout? opens the prefilled order form at /cart/order in place of the cart entry', async () => {
    const { router, user } = renderCart();
    await user.click(await screen.findByRole('button', { name: 'Checkout?' }));
    expect(await screen.findByLabelText('Your Name')).toHaveValue('Asha Verma');
    expect(screen.getByLabelText('Your Email')).toHaveValue('asha@example.com');
    expect(router.state.location.pathname).toBe('/cart/order');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.queryByRole('button', { name: 'Checkout?' })).not.toBeInTheDocument();
    expect(screen.getByText('Please fill in the form below to place an order!')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Cash' })).toBeChecked();
  });

  it('entering /cart hides the order form', async () => {
    const { router } = renderCart('/cart/order');
    expect(await screen.findByLabelText('Your Name')).toBeInTheDocument();
    await act(() => router.navigate('/cart'));
    expect(await screen.findByRole('button', { name: 'Checkout?' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Your Name')).not.toBeInTheDocument();
    expect(screen.queryByText('Please fill in the form below to place an order!')).not.toBeInTheDocument();
  });

  it('prefills from the session when the user document cannot be read', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.mocked(getCustomerDetails).mockRejectedValueOnce(new Error('offline'));
    vi.mocked(requireCustomer).mockResolvedValue({ ...asha, name: 'Asha From Session' });
    renderCart('/cart/order');
    expect(await screen.findByLabelText('Your Name')).toHaveValue('Asha From Session');
    expect(screen.getByLabelText('Your Contact #')).toHaveDisplayValue('');
  });

  it('prefills the contact number with the mobile of the user’s document', async () => {
    renderCart('/cart/order');
    expect(await screen.findByLabelText('Your Contact #')).toHaveDisplayValue(ashaMobile);
  });

  it('keeps a changed contact number, not the mobile, when the submit is refused', async () => {
    const { user } = renderCart('/cart/order');
    const contact = await screen.findByLabelText('Your Contact #');
    await user.clear(contact);
    await user.type(contact, '09123456780');
    // No address: refused.
    await user.click(screen.getByRole('button', { name: 'Place Order' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter correct values');
    expect(screen.getByLabelText('Your Address')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Your Contact #')).toHaveDisplayValue('09123456780');
    expect(placeOrder).not.toHaveBeenCalled();
  });

  it('places the order, empties the cart, opens the WhatsApp chat and goes home', async () => {
    const chat = { opener: {} } as Window;
    const open = vi.spyOn(window, 'open').mockReturnValue(chat);
    const { router, user } = renderCart('/cart/order');
    await user.type(await screen.findByLabelText('Your Address'), '12 Lotus Lane, Jaipur');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));

    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(placeOrder).toHaveBeenCalledTimes(1);
    expect(toast.success).toHaveBeenCalledWith('Order Placed! We will send you a confirmation on whatsapp');
    expect(server.totalNumItems).toBe(0);
    const [url, target] = nth(open.mock.calls, 0);
    expect(target).toBe('_blank');
    const text = new URL(String(url)).searchParams.get('text');
    expect(text).toContain('Kumkumadi Saffron Glow Ayurvedic Bathing Bar X 2');
    expect(text).toContain('Amla Juice X 1');
    // The contact number nobody typed: the mobile from the user's document.
    expect(text).toContain(`Phone: ${ashaMobile}`);
    expect(text).toContain(`Order id: ${nth(vi.mocked(placeOrder).mock.calls, 0)[0]}`);
    expect(chat.opener).toBeNull();
    expect(router.state.location.pathname).toBe('/');
  });

  it('offers the chat link when the browser blocks the chat window', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const { user } = renderCart('/cart/order');
    await user.type(await screen.findByLabelText('Your Address'), '12 Lotus Lane, Jaipur');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));

    const link = await screen.findByRole('link', { name: 'Open WhatsApp chat' });
    expect(link.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
    expect(screen.queryByLabelText('Your Name')).not.toBeInTheDocument();
    // The handoff stands alone in the form's place, with the focus on it.
    expect(screen.getByRole('heading', { name: 'Send your order on WhatsApp' })).toHaveFocus();
    expect(screen.queryByRole('heading', { name: 'Your Cart is Empty' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Continue shopping' }));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
  });

  it('keeps the cart and the form as they were when the order cannot be placed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.mocked(placeOrder).mockRejectedValueOnce(new Error('denied'));
    const open = vi.spyOn(window, 'open');
    const { router, user } = renderCart('/cart/order');
    await user.type(await screen.findByLabelText('Your Address'), '12 Lotus Lane, Jaipur');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));

    await vi.waitFor(() => {
      expect(toast.error).toHaveBeenCalledWith('Could not place an order, please try again later!');
    });
    expect(open).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/cart/order');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not place an order, please try again later!',
    );
    expect(screen.getByLabelText('Your Address')).toHaveValue('12 Lotus Lane, Jaipur');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(server.totalNumItems).toBe(3);

    // Trying again places the same attempt's order, under the same id.
    open.mockReturnValue({ opener: {} } as Window);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    const [first, second] = vi.mocked(placeOrder).mock.calls.map(([orderId]) => orderId);
    expect(second).toBe(first);
  });
});
