import type { InvoiceShop } from '@/config/shop';
import { formatWhen } from '@/features/admin-shell/format-date';
import type { OrderStatus } from '@/lib/firebase/documents/order';
import type { ProductCategory } from '@/lib/firebase/documents/product';
import { formatINR } from '@/lib/format';
import { lineAmount, linesCount, linesTotal } from '@/lib/money';
import type { AdminOrder } from '../api/order-doc';
import { ORDER_STATUS_LABELS } from '../order-status-labels';
import { checkOrderTotals, describePriceIssue } from '../price-check';
import { lineTax, rateTotals } from './gst-breakdown';

export type OrderDocumentKind = 'invoice' | 'slip';

export const DOCUMENT_TITLES: Record<OrderDocumentKind, string> = {
  invoice: 'Invoice',
  slip: 'Packing slip',
};

/** What one order's page prints as: its heading, and a watermark when it is no invoice to pay. */
export interface PrintedAs {
  title: string;
  /** The order is confirmed (or further on, not cancelled): this page is its invoice. */
  isInvoice: boolean;
  watermark: string | null;
}

/**
 * Only a confirmed, shipped or delivered order prints as an invoice (a tax invoice when the shop
 * has a GSTIN). A placed order is not accepted yet: it prints as an order summary; a cancelled
 * one as cancelled, with nothing due. A packing slip prints for any order; a cancelled one's
 * says not to ship it.
 */
export function printedAs(kind: OrderDocumentKind, status: OrderStatus, registered: boolean): PrintedAs {
  if (kind === 'slip') {
    return status === 'cancelled'
      ? { title: 'Packing slip — cancelled, do not ship', isInvoice: false, watermark: 'Cancelled' }
      : { title: DOCUMENT_TITLES.slip, isInvoice: false, watermark: null };
  }
  if (status === 'placed')
    return { title: 'Order summary — not an invoice', isInvoice: false, watermark: 'Not an invoice' };
  if (status === 'cancelled')
    return { title: 'Cancelled — not an invoice', isInvoice: false, watermark: 'Cancelled' };
  return { title: registered ? 'Tax invoice' : DOCUMENT_TITLES.invoice, isInvoice: true, watermark: null };
}

function paymentLabel(method: string): string {
  return method === 'cash' ? 'Cash on delivery' : method;
}

/** Why a priced page that is no invoice was printed, in one sentence. */
const NOT_AN_INVOICE_NOTE: Partial<Record<OrderStatus, string>> = {
  placed: 'The shop has not confirmed this order yet; its invoice follows once it is confirmed.',
  cancelled: 'This order was cancelled: nothing is due.',
};

/**
 * One order as a printable A4 page: an invoice (lines with prices, the total as the lines add it
 * up, INR) or a packing slip (the same lines without any price, with a box to tick per line).
 * `categories` (product id → category) gives a registered shop's lines their HSN codes and GST
 * rates: its tax invoice shows each line's taxable value and GST (prices include GST) and the
 * totals per rate. The date is the order's: when it was placed.
 */
export function OrderDocument({
  order,
  kind,
  shop,
  categories = new Map(),
}: {
  order: AdminOrder;
  kind: OrderDocumentKind;
  shop: InvoiceShop;
  categories?: ReadonlyMap<number, ProductCategory>;
}) {
  const priced = kind === 'invoice';
  const registered = shop.gstin !== null;
  const withHsn = priced && registered;
  const printed = printedAs(kind, order.status, registered);
  const totalsIssues = priced ? checkOrderTotals(order) : [];
  const taxes = withHsn ? order.items.map((line) => lineTax(line, categories.get(line.id))) : [];
  const byRate = rateTotals(taxes);
  const sumOf = (field: 'taxable' | 'gst') =>
    taxes.reduce((sum, tax) => sum + Math.round((tax?.[field] ?? 0) * 100), 0) / 100;
  const untaxed = taxes.some((tax) => tax === null);
  return (
    <article
      className={`order-document${printed.watermark ? ' order-document--void' : ''}`}
      aria-label={`${printed.title} ${order.id}`}
    >
      {printed.watermark && (
        <p className="order-document__watermark" aria-hidden="true">
          {printed.watermark}
        </p>
      )}
      <header className="order-document__head">
        <div>
          <p className="order-document__shop">{shop.name}</p>
          <p>{shop.address}</p>
          <p>
            {shop.phone} · {shop.email}
          </p>
          {withHsn && <p>GSTIN: {shop.gstin}</p>}
        </div>
        <div className="order-document__meta">
          <h2>{printed.title}</h2>
          {printed.isInvoice && order.invoiceNumber !== null && (
            <p>
              Invoice no. <strong>{order.invoiceNumber}</strong>
            </p>
          )}
          <p>
            Order <strong>{order.id}</strong>
          </p>
          <p>Status: {ORDER_STATUS_LABELS[order.status]}</p>
          <p>Order date: {formatWhen(order.createdAt)}</p>
          {priced && <p>Payment: {paymentLabel(order.paymentMethod)}</p>}
        </div>
      </header>
      {priced && !printed.isInvoice && (
        <p className="order-document__void-note">{NOT_AN_INVOICE_NOTE[order.status]}</p>
      )}
      <section className="order-document__customer" aria-label="Customer">
        <h3>{priced ? 'Bill to' : 'Ship to'}</h3>
        <p>{order.name}</p>
        <p className="order-document__address">{order.address}</p>
        <p>
          {order.number}
          {priced && ` · ${order.email}`}
        </p>
      </section>
      <table className="order-document__lines">
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">Item</th>
            {withHsn && <th scope="col">HSN</th>}
            <th scope="col">Qty</th>
            {priced ? (
              <>
                <th scope="col">Price</th>
                {withHsn && (
                  <>
                    <th scope="col">Taxable value</th>
                    <th scope="col">GST rate</th>
                    <th scope="col">GST</th>
                  </>
                )}
                <th scope="col">Amount</th>
              </>
            ) : (
              <th scope="col">Packed</th>
            )}
          </tr>
        </thead>
        <tbody>
          {order.items.map((line, index) => {
            const tax = taxes[index];
            return (
              <tr key={`${String(line.id)}-${String(index)}`}>
                <td>{index + 1}</td>
                <td>{line.title}</td>
                {withHsn && <td>{tax?.hsn ?? '—'}</td>}
                <td>{line.amount}</td>
                {priced ? (
                  <>
                    <td>{formatINR(line.price)}</td>
                    {withHsn && (
                      <>
                        <td>{tax ? formatINR(tax.taxable) : '—'}</td>
                        <td>{tax ? `${String(tax.ratePercent)} %` : '—'}</td>
                        <td>{tax ? formatINR(tax.gst) : '—'}</td>
                      </>
                    )}
                    <td>{formatINR(lineAmount(line))}</td>
                  </>
                ) : (
                  <td>☐</td>
                )}
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={withHsn ? 3 : 2}>
              {priced ? 'Total' : 'Items'}
            </th>
            <td>{linesCount(order.items)}</td>
            {priced ? (
              <>
                <td />
                {withHsn && (
                  <>
                    <td>{formatINR(sumOf('taxable'))}</td>
                    <td />
                    <td>{formatINR(sumOf('gst'))}</td>
                  </>
                )}
                <td className="order-document__total">{formatINR(linesTotal(order.items))}</td>
              </>
            ) : (
              <td />
            )}
          </tr>
        </tfoot>
      </table>
      {withHsn && byRate.length > 0 && (
        <table className="order-document__taxes" aria-label="GST by rate">
          <thead>
            <tr>
              <th scope="col">GST rate</th>
              <th scope="col">Taxable value</th>
              <th scope="col">GST</th>
            </tr>
          </thead>
          <tbody>
            {byRate.map((rate) => (
              <tr key={rate.ratePercent}>
                <td>{rate.ratePercent} %</td>
                <td>{formatINR(rate.taxable)}</td>
                <td>{formatINR(rate.gst)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {untaxed && (
        <p className="order-document__flag" role="note" aria-label="Lines without a tax rate">
          A line marked — holds a product no longer in the catalogue: its HSN code and GST rate are not known,
          so its tax is not shown.
        </p>
      )}
      {totalsIssues.length > 0 && (
        <div className="order-document__flag" role="note" aria-label="Totals discrepancy">
          <p>
            <strong>The order’s stated totals differ from its lines.</strong> This page prints what the lines
            add up to.
          </p>
          <ul>
            {totalsIssues.map((issue) => (
              <li key={issue.kind}>{describePriceIssue(issue)}</li>
            ))}
          </ul>
        </div>
      )}
      {priced && (
        <p className="order-document__note">
          {registered
            ? 'Amounts in Indian rupees (INR), inclusive of GST.'
            : `Amounts in Indian rupees (INR). ${shop.name} is not registered under GST: no GST is charged.`}
        </p>
      )}
    </article>
  );
}
