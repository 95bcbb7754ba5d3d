import { UserFacingError } from '@/lib/firebase/errors';
import { catalogMessages } from '../messages';

/**
 * A catalogue read that failed. Shoppers read 'Could not load products, please try again
 * later!'; the message given here ("Product 12 is malformed") and `cause` are for developers.
 */
export class CatalogError extends UserFacingError {
  override name = 'CatalogError';

  constructor(detail: string, options?: { cause?: unknown }) {
    super(catalogMessages.loadFailed, { detail, cause: options?.cause });
  }
}
