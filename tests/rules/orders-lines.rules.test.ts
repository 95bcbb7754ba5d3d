import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { describe, it } from 'vitest';
import { checkout, orderDoc } from '../support/orders';
import { firestoreRulesPerTest } from '../support/rules-env';

/**
 * Each line of an order is checked field by field (firestore.rules, isOrderLine): exactly id
 * (int), title (1 to 200 characters), amount (int 1 to 10) and price (number ≥ 0), for up to 20
 * lines, within the rules engine's budget of 1,000 expressions per request.
 */
const rules = firestoreRulesPerTest();

const alice = () => rules.env.authenticatedContext('alice', { email: 'alice@example.com' }).firestore();

const line = { id: 7, title: 'Amla Juice Cold Pressed 500 ml', amount: 2, price: 107 };

/** The costliest lines the shop can send: the longest titles, the most of each, decimal prices. */
function heaviestLines(count: number) {
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    title: 'Chyawanprash Special with Saffron '.repeat(6).slice(0, 199) + String(index % 10),
    amount: 10,
    price: 1234.56,
  }));
}

function orderWith(items: unknown[]) {
  return orderDoc('alice', { order: { items, totalAmount: 100, totalNumItems: 10 } });
}

let counter = 0;
const place = (items: unknown[]) => {
  counter += 1;
  return checkout(alice(), `lines-${counter}`, orderWith(items));
};

describe('order lines: allowed', () => {
  // 1, 6, 11 and 16 lines pay for the most missing lines of their block (firestore.rules,
  // isOrderItems); 16 and 20 come closest to the rules' expression budget.
  it.each([1, 2, 5, 6, 10, 11, 15, 16, 19, 20])(
    'takes %i lines, the last one where any could be',
    async (count) => {
      await assertSucceeds(place(heaviestLines(count)));
    },
  );

  it('takes 20 of the costliest lines within the rules’ expression budget', async () => {
    await assertSucceeds(
      checkout(
        alice(),
        'heaviest',
        orderDoc('alice', {
          name: 'A'.repeat(50) + ' ' + 'B'.repeat(49),
          address: 'x'.repeat(500),
          email: `${'a'.repeat(240)}@example.com`,
          number: '0'.repeat(15),
          order: { items: heaviestLines(20), totalAmount: 246_912, totalNumItems: 200 },
        }),
      ),
    );
  });

  it.each([
    ['amount 1', { amount: 1 }],
    ['amount 10', { amount: 10 }],
    ['a price of 0', { price: 0 }],
    ['a decimal price', { price: 249.5 }],
    ['a one-character title', { title: 'X' }],
    ['a title of 200 characters', { title: 'T'.repeat(200) }],
    ['a title in Devanagari with a line break', { title: 'आंवला\nजूस' }],
  ])('takes a line with %s', async (_case, change) => {
    await assertSucceeds(place([{ ...line, ...change }]));
  });
});

describe('order lines: denied', () => {
  const withoutTitle = { id: line.id, amount: line.amount, price: line.price };
  const withoutPrice = { id: line.id, title: line.title, amount: line.amount };

  it.each([
    ['an extra key', { ...line, image: '/products/amla.svg' }],
    ['no title', withoutTitle],
    ['no price', withoutPrice],
    ['a text id', { ...line, id: '7' }],
    ['a fractional id', { ...line, id: 7.5 }],
    ['an empty title', { ...line, title: '' }],
    ['a title over 200 characters', { ...line, title: 'T'.repeat(201) }],
    ['a numeric title', { ...line, title: 42 }],
    ['amount 0', { ...line, amount: 0 }],
    ['amount 11', { ...line, amount: 11 }],
    ['a fractional amount', { ...line, amount: 2.5 }],
    ['a text amount', { ...line, amount: '2' }],
    ['a true amount', { ...line, amount: true }],
    ['a negative price', { ...line, price: -1 }],
    ['a text price', { ...line, price: '107' }],
    ['a null price', { ...line, price: null }],
    ['a line that is text', 'Amla Juice X 2'],
    ['a line that is a number', 7],
  ])('refuses a line with %s', async (_case, bad) => {
    await assertFails(place([bad]));
  });

  // The admin area reads a line's price as a finite number (src/lib/firebase/documents/order.ts):
  // one order with an infinite price would break every list and page it appears on, and its moves.
  it.each([
    ['an infinite price', Infinity, 107],
    ['a price over the dearest product’s (₹1 crore)', 10_000_001, 10_000_000],
  ])('refuses a line with %s, takes its twin with a price the shop can sell at', async (_case, bad, good) => {
    await assertFails(place([{ ...line, price: bad }]));
    await assertSucceeds(place([{ ...line, price: good }]));
  });

  it.each([1, 9, 19])('finds a bad line at position %i of 20', async (position) => {
    const items: unknown[] = heaviestLines(20);
    items[position] = { ...line, amount: 11 };
    await assertFails(place(items));
  });

  it('refuses a 21st line', async () => {
    await assertFails(place(heaviestLines(21)));
  });
});
