import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { InvoiceShop } from '@/config/shop';
import { makeAdminOrder } from '../testing/make-admin-order';
import { OrderDocument, type OrderDocumentKind } from './order-document';

const unregistered: InvoiceShop = {
  name: 'Prakriti Ayurveda',
  address: '14 Dhanvantari Marg, Jaipur',
  phone: '+91 141 400 2200',
  email: 'care@example.com',
  gstin: null,
};
const registered: InvoiceShop = { ...unregistered, gstin: '08ABCDE1234F1Z5' };

const confirmed = makeAdminOrder({
  status: 'confirmed',
  invoiceNumber: 42,
  items: [
    { id: 1, title: 'Neem Soap', amount: 2, price: 50 },
    { id: 4, title: 'Amla Juice', amount: 1, price: 1199.5 },
  ],
});

function renderDocument(
  order = confirmed,
  shop = unregistered,
  kind: OrderDocumentKind = 'invoice',
  categories = new Map(),
) {
  render(<OrderDocument order={order} kind={kind} shop={shop} categories={categories} />);
  return screen.getByRole('article');
}

const rowTexts = (page: HTMLElement) =>
  within(page)
    .getAllByRole('row')
    .map((row) => row.textContent);

describe('OrderDocument: an invoice', () => {
  it('prints a confirmed order as an invoice: shop, number, status, customer, lines and their sum', () => {
    const page = renderDocument();
    expect(page).toHaveAccessibleName(`Invoice ${confirmed.id}`);
    expect(within(page).getByRole('heading', { level: 2 })).toHaveTextContent(/^Invoice$/);
    expect(within(page).getByText('Prakriti Ayurveda')).toBeInTheDocument();
    expect(within(page).getByText('Status: Confirmed')).toBeInTheDocument();
    expect(within(page).getByText('Invoice no.')).toHaveTextContent('Invoice no. 42');
    expect(within(page).getByText(confirmed.id)).toBeInTheDocument();
    expect(within(page).getByText('Asha Rao')).toBeInTheDocument();
    expect(rowTexts(page)).toEqual([
      '#ItemQtyPriceAmount',
      '1Neem Soap2₹50₹100',
      '2Amla Juice1₹1,199.50₹1,199.50',
      'Total3₹1,299.50',
    ]);
    expect(page).not.toHaveTextContent(/not an invoice/i);
    expect(within(page).queryByRole('note')).toBeNull();
  });

  it.each(['shipped', 'delivered'] as const)('prints a %s order as an invoice with its status', (status) => {
    const page = renderDocument({ ...confirmed, status });
    expect(page).toHaveAccessibleName(`Invoice ${confirmed.id}`);
    expect(page).toHaveTextContent(`Status: ${status === 'shipped' ? 'Shipped' : 'Delivered'}`);
  });

  it('prints a placed order as an order summary marked "not an invoice", without an invoice number', () => {
    const page = renderDocument({ ...confirmed, status: 'placed', invoiceNumber: null });
    expect(page).toHaveAccessibleName(`Order summary — not an invoice ${confirmed.id}`);
    expect(within(page).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Order summary — not an invoice',
    );
    expect(page).toHaveTextContent('Status: Placed');
    expect(page).toHaveTextContent('its invoice follows once it is confirmed');
    expect(page).not.toHaveTextContent('Invoice no.');
    expect(page).toHaveTextContent('Not an invoice');
    // Still the lines and their sum, for the customer to check.
    expect(rowTexts(page).at(-1)).toBe('Total3₹1,299.50');
  });

  it('prints a cancelled order as "Cancelled — not an invoice", nothing due, its number left off', () => {
    const page = renderDocument({ ...confirmed, status: 'cancelled' });
    expect(page).toHaveAccessibleName(`Cancelled — not an invoice ${confirmed.id}`);
    expect(within(page).getByRole('heading', { level: 2 })).toHaveTextContent('Cancelled — not an invoice');
    expect(page).toHaveTextContent('Status: Cancelled');
    expect(page).toHaveTextContent('This order was cancelled: nothing is due.');
    expect(page).not.toHaveTextContent('Invoice no.');
  });

  it('prints the lines’ sum as the total and flags stated totals that differ from it', () => {
    const page = renderDocument({ ...confirmed, totalAmount: 1400, totalNumItems: 4 });
    expect(rowTexts(page).at(-1)).toBe('Total3₹1,299.50');
    const flag = within(page).getByRole('note', { name: 'Totals discrepancy' });
    expect(
      within(flag)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Total ₹1,400, but the lines add up to ₹1,299.50', '4 items stated, but the lines hold 3']);
  });

  it('adds decimal lines up to the paisa, as the cart does (no flag for a cart-made total)', () => {
    const order = {
      ...confirmed,
      items: [{ id: 7, title: 'Tulsi Drops', amount: 3, price: 0.1 }],
      totalAmount: 0.3,
      totalNumItems: 3,
    };
    const page = renderDocument(order);
    expect(rowTexts(page).slice(1)).toEqual(['1Tulsi Drops3₹0.10₹0.30', 'Total3₹0.30']);
    expect(within(page).queryByRole('note')).toBeNull();
  });
});

describe('OrderDocument: tax wording', () => {
  it('states no GST for a shop that is not registered: no GSTIN, no HSN, no "taxes included"', () => {
    const page = renderDocument();
    expect(page).not.toHaveTextContent('GSTIN');
    expect(page).not.toHaveTextContent('HSN');
    expect(page).not.toHaveTextContent(/tax(es)? included|inclusive of GST|tax invoice/i);
    expect(page).toHaveTextContent(
      'Amounts in Indian rupees (INR). Prakriti Ayurveda is not registered under GST: no GST is charged.',
    );
  });

  it('prints a registered shop’s invoice as a tax invoice with its GSTIN, each line’s HSN and the number', () => {
    const categories = new Map([
      [1, 'soap'],
      [4, 'juiceSyrup'],
    ] as const);
    const page = renderDocument(confirmed, registered, 'invoice', categories);
    expect(page).toHaveAccessibleName(`Tax invoice ${confirmed.id}`);
    expect(within(page).getByRole('heading', { level: 2 })).toHaveTextContent('Tax invoice');
    expect(page).toHaveTextContent('GSTIN: 08ABCDE1234F1Z5');
    expect(page).toHaveTextContent('Invoice no. 42');
    expect(rowTexts(page).slice(0, 4)).toEqual([
      '#ItemHSNQtyPriceTaxable valueGST rateGSTAmount',
      '1Neem Soap34012₹50₹95.245 %₹4.76₹100',
      '2Amla Juice30041₹1,199.50₹1,142.385 %₹57.12₹1,199.50',
      'Total3₹1,237.62₹61.88₹1,299.50',
    ]);
    expect(page).toHaveTextContent('inclusive of GST');
    expect(page).not.toHaveTextContent('not registered');
  });

  it('breaks a tax invoice’s GST-inclusive prices down per line and per rate: taxable value and GST at the HSN’s rate', () => {
    const order = makeAdminOrder({
      status: 'delivered',
      items: [
        { id: 1, title: 'Neem Soap', amount: 2, price: 50 },
        { id: 4, title: 'Amla Juice', amount: 1, price: 1199.5 },
        { id: 9, title: 'Mosquito Repellant Coil', amount: 1, price: 118 },
      ],
      totalAmount: 1417.5,
      totalNumItems: 4,
    });
    const categories = new Map([
      [1, 'soap'],
      [4, 'juiceSyrup'],
      [9, 'mosquitoRepellant'],
    ] as const);
    const page = renderDocument(order, registered, 'invoice', categories);
    const lines = within(page).getAllByRole('table')[0];
    if (!lines) throw new Error('no lines table');
    expect(rowTexts(lines)).toEqual([
      '#ItemHSNQtyPriceTaxable valueGST rateGSTAmount',
      '1Neem Soap34012₹50₹95.245 %₹4.76₹100',
      '2Amla Juice30041₹1,199.50₹1,142.385 %₹57.12₹1,199.50',
      '3Mosquito Repellant Coil38081₹118₹10018 %₹18₹118',
      'Total4₹1,337.62₹79.88₹1,417.50',
    ]);
    expect(rowTexts(within(page).getByRole('table', { name: 'GST by rate' }))).toEqual([
      'GST rateTaxable valueGST',
      '5 %₹1,237.62₹61.88',
      '18 %₹100₹18',
    ]);
  });

  it('shows no tax breakdown on an unregistered shop’s invoice', () => {
    const page = renderDocument(confirmed, unregistered, 'invoice', new Map([[1, 'soap']]));
    expect(page).not.toHaveTextContent(/Taxable value|GST rate/);
    expect(within(page).queryByRole('table', { name: 'GST by rate' })).toBeNull();
  });

  it('leaves the HSN and tax of a product no longer in the catalogue blank, and says why', () => {
    const page = renderDocument(confirmed, registered, 'invoice', new Map([[1, 'soap']]));
    expect(rowTexts(page)[2]).toBe('2Amla Juice—1₹1,199.50———₹1,199.50');
    expect(within(page).getByRole('note', { name: 'Lines without a tax rate' })).toHaveTextContent(
      'no longer in the catalogue',
    );
    expect(rowTexts(within(page).getByRole('table', { name: 'GST by rate' }))).toEqual([
      'GST rateTaxable valueGST',
      '5 %₹95.24₹4.76',
    ]);
  });

  it('prints a registered shop’s placed order as a summary, not a tax invoice', () => {
    const page = renderDocument({ ...confirmed, status: 'placed' }, registered);
    expect(page).toHaveAccessibleName(`Order summary — not an invoice ${confirmed.id}`);
    expect(page).not.toHaveTextContent('Tax invoice');
  });
});

describe('OrderDocument: its date', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is the day the order was placed, not the day it was confirmed or printed', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 2, 15, 12, 0));
    // Placed 31 January 2026, 09:05 (makeAdminOrder); confirmed and printed in March.
    const page = renderDocument({ ...confirmed, status: 'shipped' }, registered);
    expect(page).toHaveTextContent('Order date: 31 Jan 2026, 9:05 am');
    expect(page).not.toHaveTextContent(/15 Mar 2026/);
  });
});

describe('OrderDocument: a packing slip', () => {
  it('prints a packing slip with the status and without any price, tax or invoice number', () => {
    const page = renderDocument({ ...confirmed, status: 'shipped' }, registered, 'slip');
    expect(page).toHaveAccessibleName(`Packing slip ${confirmed.id}`);
    expect(page.textContent).not.toMatch(/₹|GST|HSN|Invoice no/);
    expect(page).toHaveTextContent('Status: Shipped');
    expect(within(page).getByText('Neem Soap')).toBeInTheDocument();
    expect(within(page).getByText('12 MG Road, Jaipur')).toBeInTheDocument();
    expect(rowTexts(page).at(-1)).toBe('Items3');
  });

  it('marks a cancelled order’s packing slip "do not ship"', () => {
    const page = renderDocument({ ...confirmed, status: 'cancelled' }, unregistered, 'slip');
    expect(page).toHaveAccessibleName(`Packing slip — cancelled, do not ship ${confirmed.id}`);
  });
});
