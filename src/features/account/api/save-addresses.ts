import { writeSavedAddresses } from '@/lib/firebase/saved-addresses';
import { accountMessages as m } from '../messages';
import { accountError } from './backend-error';

/** Stores the customer's saved addresses as given (the page puts them in order). */
export async function saveAddresses(uid: string, addresses: readonly string[]): Promise<void> {
  try {
    await writeSavedAddresses(uid, addresses);
  } catch (error) {
    throw accountError(error, m.addressesNotSaved, `Could not save the addresses of users/${uid}`);
  }
}
