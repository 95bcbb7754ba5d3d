import { describe, expect, it } from 'vitest';
import { makeProduct } from '@/testing/factories';
import { MalformedDocumentError, parseDocument } from './converters';
import { adminConverter } from './documents/admin';
import { orderConverter } from './documents/order';
import { productConverter, productSchema } from './documents/product';
import { toMillis } from './documents/timestamp';
import { userConverter } from './documents/user';
import { fromRestFields, type RestValue } from './firestore-rest';

/** A snapshot as both SDKs hand it to a converter. */
function snapshot(id: string, data: unknown) {
  return { id, data: () => data };
}

const timestamp = (millis: number) => ({ toMillis: () => millis });

describe('documentConverter', () => {
  it('reads a valid document through its schema', () => {
    const product = makeProduct({ id: 7 });
    expect(productConverter.fromFirestore(snapshot('7', product))).toEqual(product);
  });

  it('refuses a malformed document with an error naming it and keeping the schema issues', () => {
    const read = () => userConverter.fromFirestore(snapshot('asha', { email: 'a@b.com', name: 3 }));
    expect(read).toThrow(MalformedDocumentError);
    expect(read).toThrow('User asha is malformed');
    try {
      read();
    } catch (error) {
      expect((error as MalformedDocumentError).cause).toBeDefined();
    }
  });

  it('stores a model as it is', () => {
    const product = makeProduct({ id: 8 });
    expect(productConverter.toFirestore(product)).toEqual(product);
  });
});

describe('the product schema', () => {
  it('parses the same product read through Firestore’s REST API', () => {
    const product = makeProduct({ id: 12, price: 249.5, rating: { rate: 4, count: 18 } });
    const fields: Record<string, RestValue> = {
      id: { integerValue: '12' },
      title: { stringValue: product.title },
      subTitle: { stringValue: product.subTitle },
      description: { stringValue: product.description },
      hDetails: { stringValue: product.hDetails },
      stock: { integerValue: String(product.stock) },
      quantity: { stringValue: product.quantity },
      price: { doubleValue: 249.5 },
      rating: { mapValue: { fields: { rate: { integerValue: '4' }, count: { integerValue: '18' } } } },
      category: { stringValue: product.category },
      images: { arrayValue: { values: product.images.map((image) => ({ stringValue: image })) } },
    };
    expect(parseDocument(productSchema, 'Product', '12', fromRestFields(fields))).toEqual(product);
  });

  it('refuses a category the shop does not have', () => {
    const product = { ...makeProduct({ id: 13 }), category: 'toys' };
    expect(() => parseDocument(productSchema, 'Product', '13', product)).toThrow('Product 13 is malformed');
  });
});

describe('the order schema', () => {
  const order = {
    name: 'Asha Verma',
    email: 'asha@example.com',
    address: '12 Lotus Lane, Jaipur',
    number: '09876543210',
    order: {
      items: [{ id: 1, title: 'Neem Soap', amount: 2, price: 60 }],
      totalAmount: 120,
      totalNumItems: 2,
    },
    payment_method: 'cash',
    uid: 'asha',
    createdAt: timestamp(1_000),
    status: 'placed',
  };

  it('reads an order without a history', () => {
    const read = orderConverter.fromFirestore(snapshot('A', order));
    expect(read.history).toBeUndefined();
    expect(toMillis(read.createdAt)).toBe(1_000);
  });

  it('accepts every status of the workflow and a history of moves, and keeps an unknown status as stored', () => {
    for (const status of ['placed', 'confirmed', 'shipped', 'delivered', 'cancelled', 'returned']) {
      const history = {
        '0': { status: 'confirmed', by: 'admin-uid', at: timestamp(2_000) },
        '1': { status, by: 'admin-uid', at: timestamp(3_000) },
      };
      const read = orderConverter.fromFirestore(
        snapshot('A', { ...order, status, history, stockTaken: true }),
      );
      expect(read.status).toBe(status);
      expect(read.stockTaken).toBe(true);
      expect(
        Object.entries(read.history ?? {}).map(([key, entry]) => [key, entry.status, toMillis(entry.at)]),
      ).toEqual([
        ['0', 'confirmed', 2_000],
        ['1', status, 3_000],
      ]);
    }
  });

  it('refuses a history entry without its time, a history that is a list, and a status that is not text', () => {
    const noTime = { ...order, history: { '0': { status: 'confirmed', by: 'admin-uid' } } };
    expect(() => orderConverter.fromFirestore(snapshot('A', noTime))).toThrow('Order A is malformed');
    const asList = { ...order, history: [{ status: 'confirmed', by: 'admin-uid', at: timestamp(2_000) }] };
    expect(() => orderConverter.fromFirestore(snapshot('A', asList))).toThrow('Order A is malformed');
    expect(() => orderConverter.fromFirestore(snapshot('A', { ...order, status: 3 }))).toThrow(
      MalformedDocumentError,
    );
  });
});

describe('the admin schema', () => {
  it('reads an admin document, with its time from the SDK or from REST', () => {
    const admin = { email: 'admin@example.com', uid: 'u1', createdBy: 'seed' };
    const fromSdk = adminConverter.fromFirestore(
      snapshot(admin.email, { ...admin, createdAt: timestamp(5) }),
    );
    expect(toMillis(fromSdk.createdAt)).toBe(5);
    const iso = '2025-01-05T10:30:00.000Z';
    const fromRest = adminConverter.fromFirestore(snapshot(admin.email, { ...admin, createdAt: iso }));
    expect(toMillis(fromRest.createdAt)).toBe(Date.parse(iso));
  });

  it('refuses an admin document without the account it was made for', () => {
    const read = () =>
      adminConverter.fromFirestore(
        snapshot('x@example.com', { email: 'x@example.com', createdAt: timestamp(5), createdBy: 'seed' }),
      );
    expect(read).toThrow('Admin x@example.com is malformed');
  });
});
