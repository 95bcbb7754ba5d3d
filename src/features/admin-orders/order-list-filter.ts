import { ORDER_STATUSES, isOrderStatus, type OrderStatus } from '@/lib/firebase/documents/order';
import { nameSearchTerm, phoneKey } from '@/lib/order-search-keys';
import type { OrderQueryFilter } from './api/order-list-query';

/** The orders page's tabs: one per status, and every order. */
export const ORDER_TABS = ['all', ...ORDER_STATUSES] as const;
export type OrderTab = (typeof ORDER_TABS)[number];

/** What the orders page lists; kept in the page's URL (search params), so a link reopens it. */
export interface OrderListFilter {
  tab: OrderTab;
  /** An order id, a phone number or (the start of) any word of a name, as typed. */
  search: string;
  /** First and last day of the range (YYYY-MM-DD, the admin's local days); '' = open. */
  from: string;
  to: string;
}

/**
 * How a search is run: an id is one document, a phone its key (the last ten digits: the order's
 * phoneKey), a name one of the order's nameKeys (see src/lib/order-search-keys.ts).
 */
export type OrderSearch =
  | { kind: 'none' }
  | { kind: 'id'; id: string }
  | { kind: 'phone'; key: string }
  | { kind: 'name'; key: string };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** Order ids are Firestore-style automatic ids: 20 letters and digits. */
const ORDER_ID = /^[A-Za-z0-9]{20}$/;
/** A phone as typed in a search: digits, maybe with a leading + and spaces, dashes, dots or brackets. */
const PHONE = /^\+?[\d\s().-]{6,}$/;

function validDay(value: string | null): string {
  if (!value || !DAY.test(value)) return '';
  return Number.isNaN(new Date(`${value}T00:00:00`).getTime()) ? '' : value;
}

/** The filter a URL's search params describe; unknown or malformed values are left out. */
export function parseOrderListFilter(params: URLSearchParams): OrderListFilter {
  const status = params.get('status');
  return {
    tab: isOrderStatus(status) ? status : 'all',
    search: (params.get('q') ?? '').trim(),
    from: validDay(params.get('from')),
    to: validDay(params.get('to')),
  };
}

/** The search params of a filter: only what differs from "every order". */
export function orderListSearchParams(filter: OrderListFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.tab !== 'all') params.set('status', filter.tab);
  if (filter.search.trim()) params.set('q', filter.search.trim());
  if (filter.from) params.set('from', filter.from);
  if (filter.to) params.set('to', filter.to);
  return params;
}

/**
 * What kind of search the typed text is: a phone (+91 98765 43210, 098765-43210, 9876543210
 * alike), an order id, or a name (any word of it, or words from one on, as typed so far; case
 * and punctuation aside). Text with nothing searchable in it searches nothing.
 */
export function orderSearchOf(text: string): OrderSearch {
  const search = text.trim();
  if (!search) return { kind: 'none' };
  if (PHONE.test(search)) return { kind: 'phone', key: phoneKey(search) };
  if (ORDER_ID.test(search)) return { kind: 'id', id: search };
  const key = nameSearchTerm(search);
  return key ? { kind: 'name', key } : { kind: 'none' };
}

/** The createdAt range of a filter in epoch ms: from the start of `from` to before the day after `to`. */
export function orderDateRange(filter: Pick<OrderListFilter, 'from' | 'to'>): {
  start: number | null;
  end: number | null;
} {
  const start = filter.from ? new Date(`${filter.from}T00:00:00`).getTime() : null;
  let end: number | null = null;
  if (filter.to) {
    const day = new Date(`${filter.to}T00:00:00`);
    day.setDate(day.getDate() + 1);
    end = day.getTime();
  }
  return { start, end };
}

/** The status a tab stands for (none for "All"). */
export function tabStatus(tab: OrderTab): OrderStatus | null {
  return tab === 'all' ? null : tab;
}

/** The list query a filter asks: the page's live list, and its first page read ahead of it. */
export function orderQueryOf(filter: OrderListFilter): OrderQueryFilter {
  return { status: tabStatus(filter.tab), search: orderSearchOf(filter.search), ...orderDateRange(filter) };
}
