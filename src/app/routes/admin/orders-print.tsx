import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { RouteErrorPage } from '@/components/errors/route-error-page';
import { paths } from '@/config/paths';
import { invoiceShop } from '@/config/shop';
import { getOrdersByIds } from '@/features/admin-orders/api/get-orders-by-ids';
import { getProductsByIds } from '@/features/admin-orders/api/get-products-by-ids';
import {
  DOCUMENT_TITLES,
  OrderDocument,
  type OrderDocumentKind,
} from '@/features/admin-orders/invoice/order-document';
import { AdminEmpty } from '@/features/admin-shell/components/admin-page';
import type { ProductCategory } from '@/lib/firebase/documents/product';
import '@/features/admin-orders/invoice/order-document.css';

/** The most orders one print run takes (a page of the list is 20). */
const PRINT_MAX = 100;

/**
 * ?ids=a,b&kind=invoice|slip: the orders' documents, read once. A registered shop's invoices
 * print each line's HSN code, which comes from its product's category: the lines' products are
 * read too (a deleted one has none).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const kind: OrderDocumentKind = params.get('kind') === 'slip' ? 'slip' : 'invoice';
  const ids = [...new Set((params.get('ids') ?? '').split(',').filter(Boolean))].slice(0, PRINT_MAX);
  const orders = await getOrdersByIds(ids);
  const missing = ids.filter((id) => !orders.some((order) => order.id === id));
  const needsHsn = kind === 'invoice' && invoiceShop.gstin !== null;
  const products = needsHsn
    ? await getProductsByIds(orders.flatMap((order) => order.items.map((line) => line.id)))
    : new Map<number, { category: ProductCategory }>();
  const categories = new Map([...products].map(([id, product]) => [id, product.category]));
  return { kind, orders, missing, categories };
}

/** /admin/orders/print: invoices or packing slips of the chosen orders, A4, one per page. */
export function Component() {
  const { kind, orders, missing, categories } = useLoaderData<typeof loader>();
  const title = `${DOCUMENT_TITLES[kind]}${orders.length === 1 ? '' : 's'}`;
  return (
    <section className="print-area">
      <title>{`${title} · Admin`}</title>
      <div className="print-toolbar">
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            window.print();
          }}
        >
          Print
        </button>
        <Link className="button" to={paths.adminOrders.getHref()}>
          Back to orders
        </Link>
      </div>
      {missing.length > 0 && (
        <p className="order-list__error" role="alert">
          Not found: {missing.join(', ')}
        </p>
      )}
      {orders.length ? (
        orders.map((order) => (
          <OrderDocument
            key={order.id}
            order={order}
            kind={kind}
            shop={invoiceShop}
            categories={categories}
          />
        ))
      ) : (
        <AdminEmpty>No orders to print.</AdminEmpty>
      )}
    </section>
  );
}

export const ErrorBoundary = RouteErrorPage;
