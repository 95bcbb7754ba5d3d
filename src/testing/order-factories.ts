import type { OrderRequest } from '@/features/orders/schema';

/**
 * A valid order request as the shop sends it, for uid; override what a test cares about. The
 * total passes ₹1,000, so texts show the en-IN thousands separator.
 */
export function makeOrderRequest(uid: string, overrides: Partial<OrderRequest> = {}): OrderRequest {
  return {
    name: 'Asha Verma',
    email: 'asha@example.com',
    address: '12 Lotus Lane, Jaipur, India',
    number: '09876543210',
    order: {
      items: [
        { id: 1, title: 'Neem Tulsi Soap', amount: 2, price: 50 },
        { id: 4, title: 'Amla Juice 500 ml', amount: 1, price: 1199.5 },
      ],
      totalAmount: 1299.5,
      totalNumItems: 3,
    },
    payment_method: 'cash',
    uid,
    language: 'en',
    ...overrides,
  };
}
