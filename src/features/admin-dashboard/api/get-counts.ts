import { collection, getCount } from 'firebase/firestore/lite';
import { adminBackendError } from '@/lib/firebase/admin-errors';
import { getAuthInstance } from '@/lib/firebase/auth';
import { getLiteDb } from '@/lib/firebase/firestore-lite';
import { COLLECTIONS } from '@/lib/firebase/collections';

export interface AdminCounts {
  products: number;
  orders: number;
  customers: number;
  admins: number;
}

async function countOf(name: string): Promise<number> {
  return (await getCount(collection(getLiteDb(), name))).data().count;
}

/**
 * How many products, orders, customers and admins there are, from aggregation queries (the
 * server counts; no document is downloaded). Rejects with an AdminDataError.
 */
export async function getAdminCounts(): Promise<AdminCounts> {
  getAuthInstance();
  try {
    const [products, orders, customers, admins] = await Promise.all([
      countOf(COLLECTIONS.products),
      countOf(COLLECTIONS.orders),
      countOf(COLLECTIONS.users),
      countOf(COLLECTIONS.admins),
    ]);
    return { products, orders, customers, admins };
  } catch (error) {
    throw adminBackendError(error);
  }
}
