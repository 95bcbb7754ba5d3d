import { formatWhen } from '@/features/admin-shell/format-date';
import { formatINR } from '@/lib/format';
import type { AdminOrder } from '../api/order-doc';

export type OrderDocumentKind = 'invoice' | 'slip';

/** The shop's details as an invoice prints them. */
export interface InvoiceShop {
  name: string;
  address: string;
  phone: string;
  email: string;
  gstin: string;
}

export const DOCUMENT_TITLES: Record<OrderDocumentKind, string> = {
  invoice: 'Invoice',
  slip: 'Packing slip',
};

function paymentLabel(method: string): string {
  return method === 'cash' ? 'Cash on delivery' : method;
}

/**
 * One order as a printable A4 page: an invoice (lines with prices and the total, INR) or a
 * packing slip (the same lines without any price, with a box to tick per line).
 */
export function OrderDocument({
  order,
  kind,
  shop,
}: {
  order: AdminOrder;
  kind: OrderDocumentKind;
  shop: InvoiceShop;
}) {
  const invoice = kind === 'invoice';
  return (
    <article className="order-document" aria-label={`${DOCUMENT_TITLES[kind]} ${order.id}`}>
      <header className="order-document__head">
        <div>
          <p className="order-document__shop">{shop.name}</p>
          <p>{shop.address}</p>
          <p>
            {shop.phone} · {shop.email}
          </p>
          {invoice && <p>GSTIN: {shop.gstin}</p>}
        </div>
        <div className="order-document__meta">
          <h2>{DOCUMENT_TITLES[kind]}</h2>
          <p>
            Order <strong>{order.id}</strong>
          </p>
          <p>Date: {formatWhen(order.createdAt)}</p>
          {invoice && <p>Payment: {paymentLabel(order.paymentMethod)}</p>}
        </div>
      </header>
      <section className="order-document__customer" aria-label="Customer">
        <h3>{invoice ? 'Bill to' : 'Ship to'}</h3>
        <p>{order.name}</p>
        <p className="order-document__address">{order.address}</p>
        <p>
          {order.number}
          {invoice && ` · ${order.email}`}
        </p>
      </section>
      <table className="order-document__lines">
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">Item</th>
            <th scope="col">Qty</th>
            {invoice ? (
              <>
                <th scope="col">Price</th>
                <th scope="col">Amount</th>
              </>
            ) : (
              <th scope="col">Packed</th>
            )}
          </tr>
        </thead>
        <tbody>
          {order.items.map((line, index) => (
            <tr key={`${String(line.id)}-${String(index)}`}>
              <td>{index + 1}</td>
              <td>{line.title}</td>
              <td>{line.amount}</td>
              {invoice ? (
                <>
                  <td>{formatINR(line.price)}</td>
                  <td>{formatINR(Math.round(line.price * line.amount * 100) / 100)}</td>
                </>
              ) : (
                <td>☐</td>
              )}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2}>
              {invoice ? 'Total' : 'Items'}
            </th>
            <td>{order.totalNumItems}</td>
            {invoice ? (
              <>
                <td />
                <td className="order-document__total">{formatINR(order.totalAmount)}</td>
              </>
            ) : (
              <td />
            )}
          </tr>
        </tfoot>
      </table>
      {invoice && <p className="order-document__note">Prices in Indian rupees (INR), taxes included.</p>}
    </article>
  );
}
