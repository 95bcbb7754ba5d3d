import fs from 'node:fs';
import Papa from 'papaparse';

const firestoreHost = process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080';
const projectId = process.env.GCLOUD_PROJECT ?? 'demo-ayurveda-shop';

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
  const line = (id: number, title: string, amount: number, price: number) => ({
    mapValue: {
      fields: {
        id: { integerValue: String(id) },
        title: { stringValue: title },
        amount: { integerValue: String(amount) },
        price: { doubleValue: price },
      },
    },
  });
  const lines = order.lines ?? [
    { id: 1, title: 'Neem Soap', amount: 2, price: 50 },
    { id: 4, title: 'Amla Juice', amount: 1, price: 1199.5 },
  ];
  const fields = {
    uid: { stringValue: 'e2e-customer' },
    name: { stringValue: order.name },
    email: { stringValue: 'e2e.customer@example.com' },
    address: { stringValue: order.address },
    number: { stringValue: order.number },
    payment_method: { stringValue: 'cash' },
    status: { stringValue: order.status ?? 'placed' },
    createdAt: { timestampValue: new Date().toISOString() },
    order: {
      mapValue: {
        fields: {
          items: { arrayValue: { values: lines.map((l) => line(l.id, l.title, l.amount, l.price)) } },
          totalAmount: { doubleValue: lines.reduce((sum, l) => sum + l.price * l.amount, 0) },
          totalNumItems: { integerValue: String(lines.reduce((sum, l) => sum + l.amount, 0)) },
        },
      },
    },
  };
  // The search keys checkout writes with every order (src/lib/order-search-keys.ts).
  const { orderSearchKeys } = await import('../../src/lib/order-search-keys');
  const keys = orderSearchKeys(order);
  const keyFields = {
    phoneKey: { stringValue: keys.phoneKey },
    nameKeys: { arrayValue: { values: keys.nameKeys.map((key) => ({ stringValue: key })) } },
  };
  await writeDocumentAsOwner(`orders/${order.id}`, { ...fields, ...keyFields });
}

/**
 * Writes a document straight to the emulator as its owner (no rules), e.g. `admins/x@example.com`:
 * `fields` in the REST API's typed form ({ stringValue: … }).
 */
export async function writeDocumentAsOwner(path: string, fields: Record<string, unknown>) {
  const url = `http://${firestoreHost}/v1/projects/${projectId}/databases/(default)/documents/${path}`;
  const response = await fetch(url, {
    method: 'PATCH',
    headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
    body: JSON.stringify({ fields }),
  });
  if (!response.ok) throw new Error(`PATCH ${url}: ${String(response.status)} ${await response.text()}`);
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
