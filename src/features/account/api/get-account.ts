import { doc, getDoc } from 'firebase/firestore/lite';
import { COLLECTIONS } from '@/lib/firebase/collections';
import { userConverter } from '@/lib/firebase/documents/user';
import { getLiteDb } from '@/lib/firebase/firestore-lite';
import { accountMessages as m } from '../messages';
import { accountError } from './backend-error';

/** What the account page shows and edits of users/{uid}. */
export interface Account {
  uid: string;
  email: string;
  name: string;
  mobile: string;
  /** Saved delivery addresses, the last used first. */
  addresses: string[];
}

/** Reads users/{uid}; null when there is none (an account being deleted). Throws AccountError. */
export async function getAccount(uid: string): Promise<Account | null> {
  try {
    const snapshot = await getDoc(doc(getLiteDb(), COLLECTIONS.users, uid).withConverter(userConverter));
    const user = snapshot.data();
    if (!user) return null;
    return {
      uid,
      email: user.email,
      name: user.name,
      mobile: user.mobile,
      addresses: user.addresses ?? [],
    };
  } catch (error) {
    throw accountError(error, m.notRead, `Could not read users/${uid}`);
  }
}
