import fs from 'node:fs';
import Papa from 'papaparse';

const firestoreHost = process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080';
const projectId = process.env.GCLOUD_PROJECT ?? 'demo-ayurveda-shop';

export interface TestOrder {
  id: string;
  name: string;
  number: string;
  address: string;
  status?: string;
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
 * A customer's order written straight to the emulator (rules bypassed), placed now: two lines,
 * ₹1,299.50. What the customer's browser would write, without going through checkout.
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
          items: {
            arrayValue: { values: [line(1, 'Neem Soap', 2, 50), line(4, 'Amla Juice', 1, 1199.5)] },
          },
          totalAmount: { doubleValue: 1299.5 },
          totalNumItems: { integerValue: '3' },
        },
      },
    },
  };
  const url = `http://${firestoreHost}/v1/projects/${projectId}/databases/(default)/documents/orders/${order.id}`;
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
