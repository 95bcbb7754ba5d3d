import { formatINR } from '@/lib/format';
import type { OrderDetail } from '../api/subscribe-order';

/** The order's lines as the customer sent them, with line totals and the stated totals. */
export function OrderLines({ order }: { order: OrderDetail }) {
  const { items, totalAmount, totalNumItems } = order.order;
  return (
    <table className="order-lines">
      <caption className="visually-hidden">Lines of order {order.id}</caption>
      <thead>
        <tr>
          <th scope="col">Product</th>
          <th scope="col">Qty</th>
          <th scope="col">Price</th>
          <th scope="col">Total</th>
        </tr>
      </thead>
      <tbody>
        {items.map((line) => (
          <tr key={line.id}>
            <th scope="row">{line.title}</th>
            <td data-label="Qty">{line.amount}</td>
            <td data-label="Price">{formatINR(line.price)}</td>
            <td data-label="Total">{formatINR(line.price * line.amount)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">
            Total ({totalNumItems} {totalNumItems === 1 ? 'item' : 'items'})
          </th>
          <td colSpan={3}>{formatINR(totalAmount)}</td>
        </tr>
      </tfoot>
    </table>
  );
}
