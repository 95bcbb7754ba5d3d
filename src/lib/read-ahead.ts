/**
 * Reads started before the page that shows them asks for them (a route's loader, while the admin
 * check runs), by key: the page's own read of the same key within `maxAgeMs` takes that answer
 * instead of asking again. One read ahead per key at a time, each taken once. A read no page takes
 * (its page never opened: the admin check failed) is let go after `maxAgeMs`; if it failed, the
 * failure is logged as `what`.
 */
export function readsAhead<T>(maxAgeMs: number, what: string) {
  const held = new Map<string, { started: number; answer: Promise<T>; taken: boolean }>();
  return {
    /** Starts `read` for `key` unless a read of it started within `maxAgeMs`. */
    start(key: string, read: () => Promise<T>): void {
      const earlier = held.get(key);
      if (earlier && Date.now() - earlier.started < maxAgeMs) return;
      const ahead = { started: Date.now(), answer: read(), taken: false };
      held.set(key, ahead);
      ahead.answer.catch((error: unknown) => {
        if (!ahead.taken) console.warn(`${what} failed`, error);
      });
      setTimeout(() => {
        if (held.get(key) === ahead) held.delete(key);
      }, maxAgeMs);
    },
    /** The answer of the read ahead of `key` if one started within `maxAgeMs`, otherwise `read()`. */
    take(key: string, read: () => Promise<T>): Promise<T> {
      const ahead = held.get(key);
      if (ahead) {
        held.delete(key);
        if (Date.now() - ahead.started < maxAgeMs) {
          ahead.taken = true;
          return ahead.answer;
        }
      }
      return read();
    },
  };
}
