import { serverTimestamp } from 'firebase/firestore';
import { makeOrderRequest } from '@/testing/order-factories';

/**
 * A valid order request for uid; the overrides may break its types (for the rules tests of
 * wrongly typed fields).
 */
export function orderRequest(uid: string, overrides: Record<string, unknown> = {}) {
  return { ...makeOrderRequest(uid), ...overrides };
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
