import { serverTimestamp } from 'firebase/firestore';

/** A valid order request as the shop sends it, for uid; override what a test cares about. */
export function orderRequest(uid: string, overrides: Record<string, unknown> = {}) {
  return {
    name: 'Asha Verma',
    email: 'asha@example.com',
    address: '12 Lotus Lane, Jaipur, India',
    number: '09876543210',
    order: {
      items: [
        { id: 1, title: 'Neem Tulsi Soap', amount: 2, price: 50 },
        { id: 4, title: 'Amla Juice 500 ml', amount: 1, price: 199.5 },
      ],
      totalAmount: 299.5,
      totalNumItems: 3,
    },
    payment_method: 'cash',
    uid,
    ...overrides,
  };
}

/** The document a customer writes: the request plus server time and status 'placed'. */
export function orderDoc(uid: string, overrides: Record<string, unknown> = {}) {
  return { ...orderRequest(uid), createdAt: serverTimestamp(), status: 'placed', ...overrides };
}

export function orderLines(count: number) {
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    title: `Product ${index + 1}`,
    amount: 1,
    price: 10,
  }));
}
