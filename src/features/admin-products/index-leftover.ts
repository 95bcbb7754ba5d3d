import { notify } from '@/lib/notify';
import type { IndexOutcome } from './api/search-index-writes';
import { productMessages } from './messages';

/**
 * Tells the admin when a save or delete went through but its last step, taking the product out
 * of the search index entries of words it lost, failed (the cause goes to the console).
 */
export function reportIndexLeftover(outcome: IndexOutcome, what: string): void {
  if (!('indexLeftover' in outcome)) return;
  console.error(
    `${what}: the search index still lists the product under words it lost`,
    outcome.indexLeftover,
  );
  notify.info(productMessages.indexLeftover);
}
