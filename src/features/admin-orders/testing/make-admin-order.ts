import type { AdminOrder } from '../api/order-doc';

/** An order as the admin area reads it, with two lines (one of them Devanagari) and ₹1,299.50. */
export function makeAdminOrder(overrides: Partial<AdminOrder> = {}): AdminOrder {
  return {
    id: 'AbCdEfGhIjKlMnOpQrSt',
    uid: 'u1',
    name: 'Asha Rao',
    email: 'asha@example.com',
    address: '12 MG Road, Jaipur',
    number: '09876543210',
    paymentMethod: 'cash',
    status: 'placed',
    items: [
      { id: 1, title: 'नीम साबुन', amount: 2, price: 50 },
      { id: 4, title: 'Amla Juice', amount: 1, price: 1199.5 },
    ],
    totalAmount: 1299.5,
    totalNumItems: 3,
    createdAt: new Date(2026, 0, 31, 9, 5).getTime(),
    invoiceNumber: null,
    language: 'en',
    ...overrides,
  };
}
