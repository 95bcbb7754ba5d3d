import { describe, expect, it } from 'vitest';
import { makeStore } from '@/app/store';
import { sessionEnded } from '@/lib/session-events';
import { makeCartItem, makeStoredCart } from '@/testing/cart-factories';
import { makeProduct } from '@/testing/factories';
import {
  cartCleared,
  cartLoadFailed,
  cartLoadStarted,
  cartSet,
  cartSlice,
  itemAdded,
  itemDeleted,
  itemIncreased,
  itemRemoved,
  selectCartItems,
  selectCartStatus,
  selectTotalAmount,
  selectTotalNumItems,
  type CartState,
} from './cart-slice';
import { cartItemFromProduct } from './schema';

const soap = makeCartItem({ id: 1, title: 'Neem Soap', price: 60, amount: 1 });
const juice = makeCartItem({ id: 2, title: 'Amla Juice', price: 249.5, amount: 1 });

/** A store whose cart is Asha's, with the given lines. */
function storeWithCart(items = [soap]) {
  const store = makeStore();
  store.dispatch(cartSet({ uid: 'asha', cart: makeStoredCart(items), version: 1 }));
  return store;
}

describe('cart slice', () => {
  it('starts empty, with nothing loaded', () => {
    const store = makeStore();
    expect(selectCartItems(store.getState())).toEqual([]);
    expect(selectTotalAmount(store.getState())).toBe(0);
    expect(selectTotalNumItems(store.getState())).toBe(0);
    expect(selectCartStatus(store.getState())).toBe('idle');
  });

  it('appends a new product: the total rises by price × amount and the count by amount', () => {
    const store = storeWithCart([soap]);
    store.dispatch(itemAdded({ ...juice, amount: 3 }));
    const state = store.getState();
    expect(selectCartItems(state).map((item) => [item.id, item.amount])).toEqual([
      [1, 1],
      [2, 3],
    ]);
    expect(selectTotalAmount(state)).toBe(60 + 249.5 * 3);
    expect(selectTotalNumItems(state)).toBe(4);
  });

  it('grows the line of a product already in the cart instead of adding a second line', () => {
    const store = storeWithCart([soap]);
    store.dispatch(itemAdded({ ...soap, amount: 2 }));
    expect(selectCartItems(store.getState())).toHaveLength(1);
    expect(selectCartItems(store.getState())[0]?.amount).toBe(3);
    expect(selectTotalAmount(store.getState())).toBe(180);
    expect(selectTotalNumItems(store.getState())).toBe(3);
  });

  it('never grows a line past 10 of a product, nor the cart past 20 lines', () => {
    const store = storeWithCart([{ ...soap, amount: 8 }]);
    store.dispatch(itemAdded({ ...soap, amount: 3 }));
    expect(selectCartItems(store.getState())[0]?.amount).toBe(8);
    store.dispatch(itemAdded({ ...soap, amount: 2 }));
    expect(selectCartItems(store.getState())[0]?.amount).toBe(10);

    const full = storeWithCart(Array.from({ length: 20 }, (_, index) => makeCartItem({ id: index + 1 })));
    const before = full.getState().cart;
    full.dispatch(itemAdded(makeCartItem({ id: 21 })));
    expect(full.getState().cart).toBe(before);
  });

  it('keeps totals exact to the paisa with decimal prices', () => {
    const store = storeWithCart([]);
    store.dispatch(itemAdded(makeCartItem({ id: 5, price: 0.1, amount: 1 })));
    store.dispatch(itemAdded(makeCartItem({ id: 6, price: 0.2, amount: 1 })));
    expect(selectTotalAmount(store.getState())).toBe(0.3);
  });

  it('increases a line by one while it is below 10', () => {
    const store = storeWithCart([{ ...soap, amount: 9 }]);
    store.dispatch(itemIncreased(1));
    expect(selectCartItems(store.getState())[0]?.amount).toBe(10);
    expect(selectTotalAmount(store.getState())).toBe(600);
    expect(selectTotalNumItems(store.getState())).toBe(10);
  });

  it('does not increase a line at 10, and changes nothing at all then', () => {
    const store = storeWithCart([{ ...soap, amount: 10 }]);
    const before = store.getState().cart;
    store.dispatch(itemIncreased(1));
    expect(store.getState().cart).toBe(before);
    expect(selectTotalNumItems(store.getState())).toBe(10);
  });

  it('removes one: the line shrinks by one and the total by its price', () => {
    const store = storeWithCart([{ ...soap, amount: 3 }, juice]);
    store.dispatch(itemRemoved(1));
    expect(selectCartItems(store.getState())[0]?.amount).toBe(2);
    expect(selectTotalAmount(store.getState())).toBe(120 + 249.5);
    expect(selectTotalNumItems(store.getState())).toBe(3);
  });

  it('removes the whole line when one is taken from a line of 1', () => {
    const store = storeWithCart([soap, juice]);
    store.dispatch(itemRemoved(1));
    expect(selectCartItems(store.getState()).map((item) => item.id)).toEqual([2]);
    expect(selectTotalAmount(store.getState())).toBe(249.5);
    expect(selectTotalNumItems(store.getState())).toBe(1);
  });

  it('deletes a whole line whatever its amount', () => {
    const store = storeWithCart([{ ...soap, amount: 4 }, juice]);
    store.dispatch(itemDeleted(1));
    expect(selectCartItems(store.getState()).map((item) => item.id)).toEqual([2]);
    expect(selectTotalNumItems(store.getState())).toBe(1);
  });

  it('leaves the cart untouched for an id that is not in it', () => {
    const store = storeWithCart([soap]);
    const before = store.getState().cart;
    store.dispatch(itemRemoved(99));
    store.dispatch(itemDeleted(99));
    store.dispatch(itemIncreased(99));
    expect(store.getState().cart).toBe(before);
  });

  it('clears everything', () => {
    const store = storeWithCart([soap, juice]);
    store.dispatch(cartCleared());
    expect(selectCartItems(store.getState())).toEqual([]);
    expect(selectTotalAmount(store.getState())).toBe(0);
    expect(selectTotalNumItems(store.getState())).toBe(0);
  });

  it('replaces the cart with the server copy, deriving totals from its lines', () => {
    const store = storeWithCart([soap]);
    store.dispatch(
      cartSet({
        uid: 'asha',
        cart: { cartItems: [{ ...juice, amount: 2 }], totalAmount: 1, totalNumItems: 1 },
        version: 1,
      }),
    );
    expect(selectCartItems(store.getState()).map((item) => item.id)).toEqual([2]);
    expect(selectTotalAmount(store.getState())).toBe(499);
    expect(selectTotalNumItems(store.getState())).toBe(2);
    expect(selectCartStatus(store.getState())).toBe('ready');
  });

  it('tracks loading for one customer, and a new customer never sees the last one’s lines', () => {
    const store = storeWithCart([soap]);
    store.dispatch(cartLoadStarted('ravi'));
    expect(selectCartStatus(store.getState())).toBe('loading');
    expect(selectCartItems(store.getState())).toEqual([]);
    store.dispatch(cartLoadFailed('someone-else'));
    expect(selectCartStatus(store.getState())).toBe('loading');
    store.dispatch(cartLoadFailed('ravi'));
    expect(selectCartStatus(store.getState())).toBe('error');
    store.dispatch(cartLoadStarted('ravi'));
    store.dispatch(cartLoadFailed('ravi', true));
    expect(selectCartStatus(store.getState())).toBe('offline');
  });

  it('forgets the cart on this device when the session ends', () => {
    const store = storeWithCart([soap]);
    store.dispatch(sessionEnded());
    const cart: CartState = store.getState().cart;
    expect(cart).toEqual(cartSlice.getInitialState());
  });

  it('gives the header badge the item count', () => {
    const store = storeWithCart([{ ...soap, amount: 2 }, juice]);
    expect(selectTotalNumItems(store.getState())).toBe(3);
  });
});

describe('cartItemFromProduct', () => {
  it('snapshots the spec’s fields, the first image, and the discounted price the shopper pays', () => {
    const product = makeProduct({
      id: 7,
      price: 1199,
      images: ['/products/a.svg', '/products/b.svg'],
      rating: { rate: 4.5, count: 10 },
    });
    expect(cartItemFromProduct(product, 2)).toEqual({
      id: 7,
      price: 995,
      subTitle: product.subTitle,
      hDetails: product.hDetails,
      quantity: product.quantity,
      title: product.title,
      category: product.category,
      image: '/products/a.svg',
      rating: { rate: 4.5, count: 10 },
      amount: 2,
    });
  });
});
