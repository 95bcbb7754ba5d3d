import { doc, getDoc } from 'firebase/firestore/lite';
import { COLLECTIONS } from '@/lib/firebase/collections';
import { userConverter } from '@/lib/firebase/documents/user';
import { getLiteDb } from '@/lib/firebase/firestore-lite';
import { CustomerDetailsError } from './errors';

export interface CustomerDetails {
  name: string;
  email: string;
  /** The mobile number given at signup (or changed on the account page). */
  mobile: string;
  /** Saved delivery addresses, the last used first. */
  addresses: string[];
}

/**
 * Name, e-mail, mobile and saved addresses from users/{uid}, to prefill the order form; null
 * when there is no such document.
 */
export async function getCustomerDetails(uid: string): Promise<CustomerDetails | null> {
  let user;
  try {
    const snapshot = await getDoc(doc(getLiteDb(), COLLECTIONS.users, uid).withConverter(userConverter));
    user = snapshot.data();
  } catch (error) {
    throw new CustomerDetailsError(`Could not read the details of ${uid}`, { cause: error });
  }
  return user
    ? { name: user.name, email: user.email, mobile: user.mobile, addresses: user.addresses ?? [] }
    : null;
}
