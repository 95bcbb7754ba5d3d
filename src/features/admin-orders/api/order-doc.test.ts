import { Timestamp, type QueryDocumentSnapshot } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { toAdminOrder } from './order-doc';

const placedAt = Timestamp.fromMillis(Date.UTC(2026, 0, 31, 9, 5));

/** A stored order document as a snapshot gives it (the fields a checkout writes). */
function snapshot(overrides: Record<string, unknown> = {}): QueryDocumentSnapshot {
  const data: Record<string, unknown> = {
    uid: 'u1',
    name: 'Asha Rao',
    email: 'asha@example.com',
    address: '12 MG Road, Jaipur',
    number: '09876543210',
    payment_method: 'cash',
    status: 'placed',
    order: {
      items: [{ id: 9, title: 'Neem Soap', amount: 2, price: 50 }],
      totalAmount: 100,
      totalNumItems: 2,
    },
    createdAt: placedAt,
    phoneKey: '9876543210',
    ...overrides,
  };
  return {
    id: 'AbCdEfGhIjKlMnOpQrSt',
    data: () => data,
    get: (field: string) => data[field],
  } as unknown as QueryDocumentSnapshot;
}

describe('toAdminOrder', () => {
  it('reads an order as the admin area shows it', () => {
    expect(toAdminOrder(snapshot({ language: 'hi', invoiceNumber: 7 }))).toEqual({
      id: 'AbCdEfGhIjKlMnOpQrSt',
      uid: 'u1',
      name: 'Asha Rao',
      email: 'asha@example.com',
      address: '12 MG Road, Jaipur',
      number: '09876543210',
      paymentMethod: 'cash',
      status: 'placed',
      items: [{ id: 9, title: 'Neem Soap', amount: 2, price: 50 }],
      totalAmount: 100,
      totalNumItems: 2,
      createdAt: placedAt.toMillis(),
      invoiceNumber: 7,
      language: 'hi',
    });
  });

  it('reads the language as English or Hindi, unknown (null) when the order does not say, and refuses another', () => {
    expect(toAdminOrder(snapshot({ language: 'en' })).language).toBe('en');
    expect(toAdminOrder(snapshot()).language).toBeNull();
    expect(() => toAdminOrder(snapshot({ language: 'fr' }))).toThrow();
  });

  it('refuses a status the admin area does not know and a malformed line', () => {
    expect(() => toAdminOrder(snapshot({ status: 'returned' }))).toThrow();
    expect(() =>
      toAdminOrder(
        snapshot({
          order: {
            items: [{ id: '9', title: 'Neem Soap', amount: 2, price: 50 }],
            totalAmount: 100,
            totalNumItems: 2,
          },
        }),
      ),
    ).toThrow();
  });
});
