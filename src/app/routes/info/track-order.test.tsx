import { act, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, redirect, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { subscribeMyOrders } from '@/features/orders/api/subscribe-my-orders';
import { OrdersError } from '@/features/orders/api/errors';
import { getHindiTitles } from '@/features/orders/api/get-product-titles';
import type { MyOrder } from '@/features/orders/schema';
import { activateLocale } from '@/i18n';
import { requireCustomer } from '@/features/session/require-customer';
import { nth } from '@/testing/nth';
import * as trackOrder from './track-order';

vi.mock('@/features/session/require-customer', () => ({ requireCustomer: vi.fn() }));
vi.mock('@/features/orders/api/subscribe-my-orders', () => ({ subscribeMyOrders: vi.fn() }));
vi.mock('@/features/orders/api/get-product-titles', () => ({ getHindiTitles: vi.fn() }));

const asha = { uid: 'asha', email: 'asha@example.com', name: 'Asha Verma' };

function order(overrides: Partial<MyOrder>): MyOrder {
  return {
    id: 'ORDER-A',
    createdAt: Date.UTC(2025, 0, 5, 10, 30),
    items: [{ id: 1, title: 'Neem Soap', amount: 2, price: 60 }],
    totalAmount: 120,
    totalNumItems: 2,
    status: 'placed',
    timeline: [{ status: 'placed', at: Date.UTC(2025, 0, 5, 10, 30) }],
    ...overrides,
  };
}

let push: (orders: MyOrder[]) => void;
const unsubscribe = vi.fn();

function renderPage() {
  const router = createMemoryRouter(
    [
      {
        path: '/track-order',
        Component: trackOrder.Component,
        loader: trackOrder.loader,
        HydrateFallback: () => null,
      },
    ],
    { initialEntries: ['/track-order'] },
  );
  return render(<RouterProvider router={router} />);
}

beforeEach(() => {
  vi.mocked(getHindiTitles).mockReset().mockResolvedValue(new Map());
  vi.mocked(requireCustomer).mockReset().mockResolvedValue(asha);
  unsubscribe.mockReset();
  vi.mocked(subscribeMyOrders)
    .mockReset()
    .mockImplementation((_uid, onNext) => {
      push = onNext;
      return unsubscribe;
    });
});

describe('/track-order', () => {
  it('asks a visitor to log in', async () => {
    vi.mocked(requireCustomer).mockRejectedValue(redirect('/auth?mode=login'));
    renderPage();
    expect(await screen.findByText('Please log in to see your orders.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/auth?mode=login');
    expect(subscribeMyOrders).not.toHaveBeenCalled();
  });

  it('shows the customer’s orders as they come, with date, items, total and status, live', async () => {
    renderPage();
    expect(await screen.findByRole('status')).toHaveTextContent('Loading your orders');
    // The listener starts once the orders code has loaded.
    await waitFor(() => {
      expect(subscribeMyOrders).toHaveBeenCalledWith('asha', expect.any(Function), expect.any(Function));
    });

    act(() => {
      push([
        order({ id: 'NEWER', createdAt: Date.UTC(2025, 1, 1), totalAmount: 249.5, totalNumItems: 1 }),
        order({ id: 'OLDER' }),
      ]);
    });
    const cards = within(screen.getByRole('list', { name: 'Your orders' })).getAllByRole('listitem', {
      name: /^Order/,
    });
    expect(cards.map((card) => within(card).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Order NEWER',
      'Order OLDER',
    ]);
    const older = nth(cards, 1);
    expect(within(older).getByText('Neem Soap X 2')).toBeInTheDocument();
    expect(older).toHaveTextContent('Status: Placed');
    expect(within(older).getByText('Total (2 items)').nextSibling).toHaveTextContent('₹120');
    expect(within(nth(cards, 0)).getByText('Total (1 item)')).toBeInTheDocument();
    // English pages show the stored titles and read none.
    expect(getHindiTitles).not.toHaveBeenCalled();
    expect(older.querySelector('time')).toHaveAttribute('dateTime', '2025-01-05T10:30:00.000Z');

    act(() => {
      push([
        order({ id: 'NEWER', createdAt: Date.UTC(2025, 1, 1) }),
        order({ id: 'OLDER', status: 'shipped' }),
      ]);
    });
    const updated = nth(screen.getAllByRole('listitem', { name: /^Order/ }), 1);
    expect(updated).toHaveTextContent('Status: Shipped');
  });

  it('shows a status it does not know as stored, never as another status', async () => {
    renderPage();
    await waitFor(() => {
      expect(subscribeMyOrders).toHaveBeenCalledTimes(1);
    });
    act(() => {
      push([order({ id: 'ODD', status: 'returned' }), order({ id: 'BLANK', status: ' ' })]);
    });
    const [odd, blank] = screen.getAllByRole('listitem', { name: /^Order/ });
    // The badge says what is stored, never another status.
    expect(odd?.querySelector('.order-status')?.textContent).toBe('Status: returned');
    expect(blank?.querySelector('.order-status')?.textContent).toBe('Status: Unknown');
  });

  it('shows the order’s timeline, placed first, each move with its time, the latest marked', async () => {
    renderPage();
    await waitFor(() => {
      expect(subscribeMyOrders).toHaveBeenCalledTimes(1);
    });
    const placedAt = Date.UTC(2025, 0, 5, 10, 30);
    const confirmedAt = Date.UTC(2025, 0, 6, 9, 0);
    const returnedAt = Date.UTC(2025, 0, 9, 9, 0);
    act(() => {
      push([
        order({
          id: 'MOVED',
          status: 'returned',
          timeline: [
            { status: 'placed', at: placedAt },
            { status: 'confirmed', by: 'admin@example.com', at: confirmedAt },
            { status: 'returned', by: 'admin@example.com', at: returnedAt },
          ],
        }),
      ]);
    });
    const card = screen.getByRole('listitem', { name: 'Order MOVED' });
    expect(within(card).getByRole('heading', { name: 'History' })).toBeInTheDocument();
    const moves = within(within(card).getByRole('list', { name: 'History' })).getAllByRole('listitem');
    expect(moves.map((move) => move.querySelector('span')?.textContent)).toEqual([
      'Placed',
      'Confirmed',
      'returned',
    ]);
    expect(moves.map((move) => move.querySelector('time')?.getAttribute('dateTime'))).toEqual([
      new Date(placedAt).toISOString(),
      new Date(confirmedAt).toISOString(),
      new Date(returnedAt).toISOString(),
    ]);
    expect(moves.map((move) => move.getAttribute('aria-current'))).toEqual([null, null, 'step']);
    // Customers are not told which admin moved their order.
    expect(card).not.toHaveTextContent('admin@example.com');
  });

  it('adds a step to the timeline live when the order moves', async () => {
    renderPage();
    await waitFor(() => {
      expect(subscribeMyOrders).toHaveBeenCalledTimes(1);
    });
    act(() => {
      push([order({ id: 'LIVE' })]);
    });
    const steps = () =>
      within(screen.getByRole('list', { name: 'History' }))
        .getAllByRole('listitem')
        .map((step) => step.querySelector('span')?.textContent);
    expect(steps()).toEqual(['Placed']);
    act(() => {
      push([
        order({
          id: 'LIVE',
          status: 'confirmed',
          timeline: [
            { status: 'placed', at: Date.UTC(2025, 0, 5, 10, 30) },
            { status: 'confirmed', by: 'admin@example.com', at: Date.UTC(2025, 0, 5, 11, 0) },
          ],
        }),
      ]);
    });
    expect(steps()).toEqual(['Placed', 'Confirmed']);
  });

  it('says so when there are no orders yet', async () => {
    renderPage();
    await screen.findByRole('status');
    // The listener starts once the orders code has loaded (a lazy chunk).
    await waitFor(() => {
      expect(subscribeMyOrders).toHaveBeenCalledTimes(1);
    });
    act(() => {
      push([]);
    });
    expect(screen.getByText('You have not placed any orders yet.')).toBeInTheDocument();
  });

  it('shows a clear message when the orders cannot be followed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.mocked(subscribeMyOrders).mockImplementation((_uid, _onNext, onError) => {
      queueMicrotask(() => {
        onError(new OrdersError('denied'));
      });
      return unsubscribe;
    });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not load your orders, please try again later!',
    );
  });

  it('stops listening when the page goes', async () => {
    const { unmount } = renderPage();
    await screen.findByRole('status');
    // The listener starts once the orders code has loaded (a lazy chunk); on a busy machine
    // that can be after the loading line shows, so wait for it before leaving the page.
    await waitFor(() => {
      expect(subscribeMyOrders).toHaveBeenCalledTimes(1);
    });
    unmount();
    expect(unsubscribe).toHaveBeenCalled();
  });
});

describe('/track-order in Hindi', () => {
  beforeEach(async () => {
    await activateLocale('hi', ['orders']);
  });
  afterEach(async () => {
    await activateLocale('en');
  });

  it('names the order, its status and its dates in Hindi, with Latin digits', async () => {
    renderPage();
    await waitFor(() => {
      expect(subscribeMyOrders).toHaveBeenCalled();
    });
    act(() => {
      push([
        order({ status: 'shipped', timeline: [{ status: 'placed', at: Date.UTC(2025, 0, 5, 10, 30) }] }),
      ]);
    });
    const card = await screen.findByRole('listitem', { name: /^ऑर्डर ORDER-A/ });
    expect(card).toHaveTextContent('स्थिति: भेज दिया गया');
    const times = [...card.querySelectorAll('time')].map((time) => time.textContent);
    expect(times).toHaveLength(2);
    for (const text of times) {
      // 5 जन॰ 2025, … — the Hindi month, Latin digits (no Devanagari ones).
      expect(text).toMatch(/^5 जन॰ 2025, \d{1,2}:\d{2}/);
      expect(text).not.toMatch(/[०-९]/);
    }
  });

  const twoOrders = () => [
    order({
      id: 'NEW',
      items: [
        { id: 9, title: 'Neem Tulsi Soap', amount: 2, price: 60 },
        { id: 40, title: 'Rose Shampoo', amount: 1, price: 150 },
      ],
      totalNumItems: 3,
    }),
    order({
      id: 'OLD',
      items: [{ id: 9, title: 'Neem Tulsi Soap', amount: 1, price: 60 }],
      totalNumItems: 1,
    }),
  ];
  const lines = (name: string) =>
    within(nth(within(screen.getByRole('listitem', { name: `ऑर्डर ${name}` })).getAllByRole('list'), 0))
      .getAllByRole('listitem')
      .map((line) => line.firstElementChild?.textContent);

  /** Renders the page and its live list answers with twoOrders(). */
  async function showTwoOrders() {
    renderPage();
    await waitFor(() => {
      expect(subscribeMyOrders).toHaveBeenCalled();
    });
    act(() => {
      push(twoOrders());
    });
  }

  it('shows each line’s Hindi title from the catalogue, read once for all orders, the stored title where there is none', async () => {
    // Product 40 is gone from the catalogue (or has no Hindi title): its line keeps the stored one.
    vi.mocked(getHindiTitles).mockResolvedValue(new Map([[9, 'नीम तुलसी साबुन']]));
    await showTwoOrders();
    await waitFor(() => {
      expect(lines('NEW')).toEqual(['नीम तुलसी साबुन X 2', 'Rose Shampoo X 1']);
    });
    expect(lines('OLD')).toEqual(['नीम तुलसी साबुन X 1']);
    expect(screen.getByText('Rose Shampoo X 1')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('नीम तुलसी साबुन X 2')).not.toHaveAttribute('lang');
    expect(screen.getByRole('listitem', { name: 'ऑर्डर NEW' })).toHaveTextContent('कुल (3 सामान)');
    expect(getHindiTitles).toHaveBeenCalledTimes(1);
    expect(getHindiTitles).toHaveBeenCalledWith([9, 40]);

    // A live update with the same products reads nothing again; one with another product reads
    // the new set once (and the lines keep their titles meanwhile).
    act(() => {
      push(twoOrders().map((one) => ({ ...one, status: 'confirmed' })));
    });
    expect(lines('NEW')).toEqual(['नीम तुलसी साबुन X 2', 'Rose Shampoo X 1']);
    act(() => {
      push([
        order({ id: 'NEWEST', items: [{ id: 12, title: 'Amla Juice', amount: 1, price: 99 }] }),
        ...twoOrders(),
      ]);
    });
    expect(lines('NEW')).toEqual(['नीम तुलसी साबुन X 2', 'Rose Shampoo X 1']);
    await waitFor(() => {
      expect(getHindiTitles).toHaveBeenLastCalledWith([9, 12, 40]);
    });
    expect(getHindiTitles).toHaveBeenCalledTimes(2);
  });

  it('keeps the stored titles when the catalogue cannot be read, and tells the developer why', async () => {
    const failure = new OrdersError('denied');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.mocked(getHindiTitles).mockRejectedValue(failure);
    await showTwoOrders();
    await waitFor(() => {
      expect(logged).toHaveBeenCalledWith(expect.any(String), failure);
    });
    expect(lines('NEW')).toEqual(['Neem Tulsi Soap X 2', 'Rose Shampoo X 1']);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
