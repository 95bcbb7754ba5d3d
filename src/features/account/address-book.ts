import { MAX_SAVED_ADDRESSES } from '@/config/constants';

/**
 * The saved addresses after saving `address`: an edit (`original` given) takes the original's
 * place; a new one goes first (the last used first). An address already saved is not added
 * twice. Null when a new one would make more than MAX_SAVED_ADDRESSES.
 */
export function withSavedAddress(
  addresses: readonly string[],
  address: string,
  original?: string,
): string[] | null {
  if (original && addresses.includes(original)) {
    const edited = addresses.map((saved) => (saved === original ? address : saved));
    return edited.filter((saved, index) => edited.indexOf(saved) === index);
  }
  if (addresses.includes(address)) return [...addresses];
  if (addresses.length >= MAX_SAVED_ADDRESSES) return null;
  return [address, ...addresses];
}
