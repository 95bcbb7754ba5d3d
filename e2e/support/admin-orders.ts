import fs from 'node:fs';
import Papa from 'papaparse';
import { writeDocumentAsOwner } from './emulator-documents';

/** An order line as a shopper's browser writes it. */
export interface TestOrderLine {
  id: number;
  title: string;
  amount: number;
  price: number;
}

export interface TestOrder {
  id: string;
  name: string;
  number: string;
  address: string;
  status?: string;
  /**
   * The lines; by default two lines whose prices are not the catalogue's (₹1,299.50 in all), which
   * the price check flags: use seededLines() for an order priced as the shop prices it.
   */
  lines?: TestOrderLine[];
}

/**
 * Lines of seeded products at what the shop charges for them now (the discounted price, as the
 * cart prices a line): an honest order. Read from the seed's catalogue, never invented.
 */
export async function seededLines(wanted: { id: number; amount: number }[]): Promise<TestOrderLine[]> {
  const { products } = await import('../../scripts/seed/catalogue.mjs');
  const { discountedPrice } = await import('../../src/lib/format');
  return wanted.map(({ id, amount }) => {
    const product = (products as { id: number; title: string; price: number }[]).find((p) => p.id === id);
    if (!product) throw new Error(`The seeded catalogue has no product ${String(id)}`);
    return { id, title: product.title, amount, price: discountedPrice(product.price) };
  });
}

/** A Firestore-style order id (20 letters and digits) no other run has used. */
export function uniqueOrderId(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  let id = '';
  for (let index = 0; index < 20; index += 1)
    id += alphabet.charAt(Math.floor(Math.random() * alphabet.length));
  return id;
}

/**
 * A customer's order written straight to the emulator (rules bypassed), placed now: its lines
 * (see TestOrder.lines), their totals and its search keys. What the customer's browser would write, without going
 * through checkout.
 */
export async function writeOrder(order: TestOrder) {
  const lines = order.lines ?? [
    { id: 1, title: 'Neem Soap', amount: 2, price: 50 },
    { id: 4, title: 'Amla Juice', amount: 1, price: 1199.5 },
  ];
  // The search keys checkout writes with every order (src/lib/order-search-keys.ts).
  const { orderSearchKeys } = await import('../../src/lib/order-search-keys');
  const { phoneKey, nameKeys } = orderSearchKeys(order);
  await writeDocumentAsOwner(`orders/${order.id}`, {
    uid: 'e2e-customer',
    name: order.name,
    email: 'e2e.customer@example.com',
    address: order.address,
    number: order.number,
    payment_method: 'cash',
    status: order.status ?? 'placed',
    createdAt: new Date(),
    order: {
      items: lines.map(({ id, title, amount, price }) => ({ id, title, amount, price })),
      totalAmount: lines.reduce((sum, l) => sum + l.price * l.amount, 0),
      totalNumItems: lines.reduce((sum, l) => sum + l.amount, 0),
    },
    phoneKey,
    nameKeys,
  });
}

/** A downloaded CSV file: whether it starts with a byte-order mark, and its rows parsed back. */
export function readCsv(file: string): { bom: boolean; rows: string[][] } {
  const text = fs.readFileSync(file, 'utf8');
  const bom = text.startsWith('\uFEFF');
  return { bom, rows: Papa.parse<string[]>(bom ? text.slice(1) : text, { skipEmptyLines: true }).data };
}

/** The text of a PDF (every page), as pdf.js extracts it. */
export async function pdfText(pdf: Buffer): Promise<string> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await getDocument({ data: new Uint8Array(pdf) }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return pages.join('\n');
}
