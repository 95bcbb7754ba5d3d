import { doc, updateDoc } from 'firebase/firestore/lite';
import { COLLECTIONS } from '@/lib/firebase/collections';
import { getLiteDb } from '@/lib/firebase/firestore-lite';
import { accountMessages as m } from '../messages';
import { accountError } from './backend-error';

/** Saves the customer's name and mobile in users/{uid} (the rules allow nothing else). */
export async function updateDetails(uid: string, details: { name: string; mobile: string }): Promise<void> {
  try {
    await updateDoc(doc(getLiteDb(), COLLECTIONS.users, uid), { name: details.name, mobile: details.mobile });
  } catch (error) {
    throw accountError(error, m.detailsNotSaved, `Could not update users/${uid}`);
  }
}
