import { collection } from 'firebase/firestore';
import type { PageDocument } from '@/lib/firebase/first-page-read';
import { getAuthInstance } from '@/lib/firebase/auth';
import { getDb } from '@/lib/firebase/firestore';
import { subscribePage, type Page, type PageRequest } from '@/lib/firebase/live-page';
import { adminBackendError, type AdminDataError } from '@/lib/firebase/admin-errors';

export type PageSubscription<T> = (
  request: PageRequest,
  onNext: (page: Page<T>) => void,
  onError: (error: AdminDataError) => void,
) => () => void;

/**
 * A live, paged list of the admin area: pages of `collectionName`, newest first on `field`,
 * each document parsed with `parse`; failures reach onError as AdminDataErrors.
 */
export function adminPageSubscription<T>(
  collectionName: string,
  field: string,
  parse: (document: PageDocument) => T,
): PageSubscription<T> {
  return (request, onNext, onError) => {
    // Auth must be registered first, so Firestore sends the admin's token.
    getAuthInstance();
    return subscribePage(collection(getDb(), collectionName), field, request, parse, onNext, (error) => {
      onError(adminBackendError(error));
    });
  };
}
