import { doc, updateDoc } from 'firebase/firestore/lite';
import { MAX_SAVED_ADDRESSES } from '@/config/constants';
import { COLLECTIONS } from './collections';
import { getLiteDb } from './firestore-lite';

/**
 * The saved addresses with `address` first (the last used first), once, at most
 * MAX_SAVED_ADDRESSES (the oldest used falls off). `replacing` is the one it takes the place of
 * (an edit), if any.
 */
export function withAddressFirst(
  addresses: readonly string[],
  address: string,
  replacing?: string,
): string[] {
  const others = addresses.filter((saved) => saved !== address && saved !== replacing);
  return [address, ...others].slice(0, MAX_SAVED_ADDRESSES);
}

/**
 * Writes users/{uid}.addresses (the account page and the checkout). The rules take at most
 * MAX_SAVED_ADDRESSES of 10 to 500 characters; rejects with the SDK's error.
 */
export async function writeSavedAddresses(uid: string, addresses: readonly string[]): Promise<void> {
  await updateDoc(doc(getLiteDb(), COLLECTIONS.users, uid), { addresses: [...addresses] });
}
