/**
 * One lookup per key, shared by its callers (the guards of one navigation and the session
 * check): only a found value is remembered; a missing or failed one is asked again next time.
 */
export function rememberFound<Query, T>(
  keyOf: (query: Query) => string,
  look: (query: Query) => Promise<T | null>,
) {
  let cached: { key: string; value: Promise<T | null> } | null = null;
  return {
    get(query: Query): Promise<T | null> {
      const key = keyOf(query);
      if (cached?.key === key) return cached.value;
      const value = look(query);
      const entry = { key, value };
      cached = entry;
      value.then(
        (found) => {
          if (!found && cached === entry) cached = null;
        },
        () => {
          if (cached === entry) cached = null;
        },
      );
      return value;
    },
    forget() {
      cached = null;
    },
  };
}
