import { Form, Link } from 'react-router-dom';
import type { OrderListFilter } from '../order-list-filter';
import { orderListMessages as m } from '../order-list-messages';

/**
 * The search and the date range, sent as the page's search params (a GET form), so the URL
 * always holds the filter; the status tab rides along.
 */
export function OrderFilters({ filter }: { filter: OrderListFilter }) {
  const key = `${filter.search}|${filter.from}|${filter.to}`;
  return (
    <Form method="get" className="order-filters" role="search" key={key}>
      {filter.tab !== 'all' && <input type="hidden" name="status" value={filter.tab} />}
      <label className="order-filters__search">
        <span>{m.searchLabel}</span>
        <input
          type="search"
          name="q"
          defaultValue={filter.search}
          placeholder={m.searchPlaceholder}
          aria-describedby="order-search-hint"
          autoComplete="off"
        />
      </label>
      <label>
        <span>From</span>
        <input type="date" name="from" defaultValue={filter.from} />
      </label>
      <label>
        <span>To</span>
        <input type="date" name="to" defaultValue={filter.to} />
      </label>
      <div className="order-filters__buttons">
        <button type="submit" className="button button--primary">
          Apply
        </button>
        {(filter.search || filter.from || filter.to) && (
          <Link className="button" to={{ search: filter.tab === 'all' ? '' : `?status=${filter.tab}` }}>
            Clear
          </Link>
        )}
      </div>
      <p id="order-search-hint" className="order-filters__hint">
        {m.searchHint}
      </p>
    </Form>
  );
}
