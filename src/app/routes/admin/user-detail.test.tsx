import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminOrder } from '@/features/admin-orders/api/order-doc';
import { makeAdminOrder } from '@/features/admin-orders/testing/make-admin-order';
import type { Customer } from '@/features/admin-users/api/customer-doc';
import { AdminDataError } from '@/lib/firebase/admin-errors';
import { renderRoutes } from '@/testing/render-route';
import * as userDetailRoute from './user-detail';

const getCustomer = vi.hoisted(() => vi.fn<(uid: string) => Promise<Customer | null>>());
vi.mock('@/features/admin-users/api/get-customer', () => ({ getCustomer }));
const customerOrders = vi.hoisted(() => ({ list: [] as AdminOrder[] }));
vi.mock('@/features/admin-users/api/subscribe-customer-orders', () => ({
  subscribeCustomerOrders: (_uid: string, onNext: (orders: AdminOrder[]) => void) => {
    onNext(customerOrders.list);
    return () => undefined;
  },
}));

const asha: Customer = {
  uid: 'u-asha',
  name: 'Asha Rao',
  email: 'asha@example.com',
  mobile: '09876543210',
  joined: Date.UTC(2026, 0, 5),
};

function renderCustomer(uid: string) {
  return renderRoutes(
    [{ path: '/admin/users/:uid', Component: userDetailRoute.Component }],
    `/admin/users/${uid}`,
  );
}

beforeEach(() => {
  customerOrders.list = [];
  getCustomer.mockReset();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('/admin/users/:uid', () => {
  it('names a customer who is not on a loaded page of the list: read by uid', async () => {
    getCustomer.mockResolvedValue(asha);
    renderCustomer('u-asha');
    expect(await screen.findByRole('heading', { level: 1, name: 'Asha Rao' })).toBeInTheDocument();
    expect(screen.getByText(/asha@example\.com · 09876543210/)).toBeInTheDocument();
    expect(getCustomer).toHaveBeenCalledWith('u-asha');
    expect(screen.queryByRole('heading', { level: 1, name: 'User' })).not.toBeInTheDocument();
  });

  it('says a customer is no longer registered when there is no user document', async () => {
    getCustomer.mockResolvedValue(null);
    renderCustomer('u-gone');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Customer no longer registered' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Customer id u-gone')).toBeInTheDocument();
  });

  it('says the details could not be read, with the cause in the console', async () => {
    getCustomer.mockRejectedValue(new AdminDataError('failed'));
    renderCustomer('u-asha');
    expect(
      await screen.findByText("Could not read this customer's details. Customer id u-asha"),
    ).toBeInTheDocument();
    expect(console.error).toHaveBeenCalled();
  });

  it('says what the customer spent: their confirmed, shipped and delivered orders only', async () => {
    getCustomer.mockResolvedValue(asha);
    customerOrders.list = (['placed', 'confirmed', 'shipped', 'delivered', 'cancelled'] as const).map(
      (status, index) =>
        makeAdminOrder({ id: `order-${String(index)}`, status, totalAmount: 100 * 10 ** index }),
    );
    renderCustomer('u-asha');
    // 1,000 + 10,000 + 1,00,000: not the placed ₹100, nor the cancelled ₹10,00,000.
    expect(await screen.findByText('Spent ₹1,11,000')).toBeInTheDocument();
    expect(screen.getByText(/Spent: their confirmed, shipped and delivered orders\./)).toBeInTheDocument();
  });

  it('gives the language of the customer’s latest order that records one', async () => {
    getCustomer.mockResolvedValue(asha);
    // Newest first: an order from before languages were kept, then a Hindi one, then an English one.
    customerOrders.list = [
      makeAdminOrder({ id: 'newest', language: null }),
      makeAdminOrder({ id: 'middle', language: 'hi' }),
      makeAdminOrder({ id: 'oldest', language: 'en' }),
    ];
    renderCustomer('u-asha');
    expect(await screen.findByText('Language: Hindi (of their latest order)')).toBeInTheDocument();
  });
});
