/**
 * Recounts that may be in flight together, by key (a customer, or one key for a whole page): each
 * start() hands out a ticket, and only the latest ticket of its key is current, so an answer that
 * arrives after a newer one was asked for is dropped instead of overwriting it.
 */
export function latestOnly<Key = 'all'>() {
  const latest = new Map<Key, number>();
  let issued = 0;
  return {
    /** Starts a recount of `key`; the function says whether it is still the latest one. */
    start(key: Key): () => boolean {
      const ticket = ++issued;
      latest.set(key, ticket);
      return () => latest.get(key) === ticket;
    },
    /** Makes every recount of `key` in flight stale. */
    forget(key: Key): void {
      latest.delete(key);
    },
  };
}
