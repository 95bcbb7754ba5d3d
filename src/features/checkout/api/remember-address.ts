import { withAddressFirst, writeSavedAddresses } from '@/lib/firebase/saved-addresses';
import { failureKind } from '@/lib/firebase/errors';
import { checkoutMessages } from '../messages';
import { AddressNotSavedError } from './errors';
import { getCustomerDetails } from './get-customer-details';

/**
 * After an order: puts its address first among the customer's saved addresses (a saved one
 * used again, or a new one they asked to save; the oldest used falls off past the limit).
 * Reads the list afresh, so a change made meanwhile on the account page is kept. Throws
 * AddressNotSavedError.
 */
export async function rememberAddress(uid: string, address: string): Promise<void> {
  try {
    const saved = (await getCustomerDetails(uid))?.addresses ?? [];
    if (saved[0] === address) return;
    await writeSavedAddresses(uid, withAddressFirst(saved, address));
  } catch (error) {
    throw new AddressNotSavedError(checkoutMessages.addressNotSaved, failureKind(error), {
      cause: error,
      detail: `Could not save the order's address for ${uid}`,
    });
  }
}
