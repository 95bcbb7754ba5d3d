import { roundMoney } from '@/lib/money';
import {
  collection,
  getCount,
  getDocs,
  limit,
  orderBy,
  query,
  Timestamp,
  where,
  type Query,
} from 'firebase/firestore/lite';
import * as z from 'zod/mini';
import { LOW_STOCK_THRESHOLD } from '@/config/constants';
import { adminBackendError } from '@/lib/firebase/admin-errors';
import { getAuthInstance } from '@/lib/firebase/auth';
import { COLLECTIONS } from '@/lib/firebase/collections';
import { getLiteDb } from '@/lib/firebase/firestore-lite';
import { PERIODS, periodStart, type PeriodKey } from '../date-ranges';
import { periodTotals, type OrderSum, type PeriodStatusSums, type PeriodTotals } from '../figures';
import { cancelledOrders, orderSum, revenueBesides, waitingOrders } from './order-totals';

/** How many low-stock products the dashboard names (the rest are counted). */
export const LOW_STOCK_SHOWN = 8;

export interface LowStockProduct {
  id: number;
  title: string;
  stock: number;
}

export interface DashboardFigures {
  periods: Record<PeriodKey, PeriodTotals>;
  /** Every order with status 'placed', whenever placed: waiting for an admin to confirm it. */
  waiting: OrderSum;
  newCustomers: { week: number; month: number };
  lowStock: { products: LowStockProduct[]; total: number };
}

const lowStockSchema = z.object({ id: z.number(), title: z.string(), stock: z.number() });

const since = (ms: number) => where('createdAt', '>=', Timestamp.fromMillis(ms));

/**
 * A period's revenue, waiting and cancelled orders: three aggregation queries (all of its orders,
 * the waiting and the cancelled ones; the revenue is the rest).
 */
async function statusSums(placedInPeriod: Query): Promise<PeriodStatusSums> {
  const [all, waiting, cancelled] = await Promise.all([
    orderSum(placedInPeriod),
    orderSum(waitingOrders(placedInPeriod)),
    orderSum(cancelledOrders(placedInPeriod)),
  ]);
  return { revenue: revenueBesides(all, waiting, cancelled), waiting, cancelled: cancelled.orders };
}

/**
 * The dashboard's figures at `now`, from aggregation queries only (the server counts and sums;
 * no order or customer is downloaded): each period's orders, and its waiting and cancelled ones
 * (the rest are its revenue, REVENUE_STATUSES), every waiting order, the new customers, and a few
 * low-stock products: 14 requests. The chart's 30 days are counted apart (getOrdersByDay).
 * Rejects with an AdminDataError.
 */
export async function getDashboardFigures(now = Date.now()): Promise<DashboardFigures> {
  getAuthInstance();
  const db = getLiteDb();
  const orders = collection(db, COLLECTIONS.orders);
  const users = collection(db, COLLECTIONS.users);
  const products = collection(db, COLLECTIONS.products);
  const lowStock = query(products, where('stock', '<', LOW_STOCK_THRESHOLD));
  try {
    const [byPeriod, waiting, week, month, lowTotal, lowShown] = await Promise.all([
      Promise.all(
        PERIODS.map(
          async (period) =>
            [period.key, await statusSums(query(orders, since(periodStart(now, period.days))))] as const,
        ),
      ),
      orderSum(waitingOrders(orders)),
      getCount(query(users, since(periodStart(now, 7)))),
      getCount(query(users, since(periodStart(now, 30)))),
      getCount(lowStock),
      getDocs(query(lowStock, orderBy('stock'), limit(LOW_STOCK_SHOWN))),
    ]);
    return {
      periods: periodTotals(Object.fromEntries(byPeriod) as Record<PeriodKey, PeriodStatusSums>),
      waiting: { orders: waiting.orders, amount: roundMoney(waiting.amount) },
      newCustomers: { week: week.data().count, month: month.data().count },
      lowStock: {
        products: lowShown.docs.map((document) => lowStockSchema.parse(document.data())),
        total: lowTotal.data().count,
      },
    };
  } catch (error) {
    throw adminBackendError(error);
  }
}
