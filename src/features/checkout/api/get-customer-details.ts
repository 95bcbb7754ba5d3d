import { doc, getDoc } from 'firebase/firestore/lite';
import { getLiteDb } from '@/lib/firebase/firestore-lite';
import { CustomerDetailsError } from './errors';

export interface CustomerDetails {
  name: string;
  email: string;
}

/** Name and e-mail from users/{uid}, to prefill the order form; null when there is no such document. */
export async function getCustomerDetails(uid: string): Promise<CustomerDetails | null> {
  let snapshot;
  try {
    snapshot = await getDoc(doc(getLiteDb(), 'users', uid));
  } catch (error) {
    throw new CustomerDetailsError(`Could not read the details of ${uid}`, { cause: error });
  }
  if (!snapshot.exists()) return null;
  const name: unknown = snapshot.get('name');
  const email: unknown = snapshot.get('email');
  return {
    name: typeof name === 'string' ? name : '',
    email: typeof email === 'string' ? email : '',
  };
}
