// The inverted search index: searchIndex/{key} lists the ids of the products whose searchKeys
// hold `key`, so that a search reads its words' lists by id (flat at any catalogue size) instead
// of asking Firestore to match a field. Pure: the admin's saves and the search read through it.

/** The most ids one key's document lists; checked again by firestore.rules (searchIndex). */
export const SEARCH_INDEX_CAP = 1000;

/**
 * One key's entry. `over`: more products hold the key than the list can name (it names
 * SEARCH_INDEX_CAP of them), so an empty intersection proves nothing and the search asks the
 * catalogue instead.
 */
export interface SearchIndexEntry {
  ids: number[];
  over: boolean;
}

/** As stored: ids as one comma-separated text (a sixth of a REST list's bytes). */
export interface SearchIndexData {
  ids: string;
  over: boolean;
}

export const emptyEntry = (): SearchIndexEntry => ({ ids: [], over: false });

export function toIndexData(entry: SearchIndexEntry): SearchIndexData {
  return { ids: entry.ids.join(','), over: entry.over };
}

/** A stored entry; a missing document (undefined) is an empty one. Throws on another shape. */
export function fromIndexData(data: unknown): SearchIndexEntry {
  if (data === undefined || data === null) return emptyEntry();
  const { ids, over } = data as Partial<SearchIndexData>;
  if (typeof ids !== 'string' || typeof over !== 'boolean' || !/^(\d+(,\d+)*)?$/.test(ids)) {
    throw new TypeError(`Not a search index entry: ${JSON.stringify(data)}`);
  }
  return { ids: ids === '' ? [] : ids.split(',').map(Number), over };
}

/** The entry with product `id` added: at the cap it is marked over instead. */
export function withId(entry: SearchIndexEntry, id: number): SearchIndexEntry {
  if (entry.ids.includes(id)) return entry;
  if (entry.ids.length >= SEARCH_INDEX_CAP) return entry.over ? entry : { ids: entry.ids, over: true };
  return { ids: [...entry.ids, id], over: entry.over };
}

/** The entry without product `id` (an entry once over stays over until a rebuild). */
export function withoutId(entry: SearchIndexEntry, id: number): SearchIndexEntry {
  return entry.ids.includes(id)
    ? { ids: entry.ids.filter((other) => other !== id), over: entry.over }
    : entry;
}

/** The keys a save adds to and removes from the index: before → after of one product. */
export function indexChanges(
  before: readonly string[],
  after: readonly string[],
): { added: string[]; removed: string[] } {
  const had = new Set(before);
  const has = new Set(after);
  return { added: after.filter((key) => !had.has(key)), removed: before.filter((key) => !has.has(key)) };
}

/**
 * The products holding every key, from the keys' entries: their ids' intersection (in the first
 * entry's order), and whether it is complete — false when an entry is over its cap and the
 * intersection could miss products.
 */
export function intersectEntries(entries: readonly SearchIndexEntry[]): { ids: number[]; complete: boolean } {
  const [first, ...rest] = entries;
  if (!first) return { ids: [], complete: true };
  const others = rest.map((entry) => new Set(entry.ids));
  return {
    ids: first.ids.filter((id) => others.every((set) => set.has(id))),
    complete: entries.every((entry) => !entry.over),
  };
}

/** Every key's entry for a whole catalogue (the rebuild): key → ids, capped. */
export function buildIndex(
  products: Iterable<{ id: number; keys: readonly string[] }>,
): Map<string, SearchIndexEntry> {
  const index = new Map<string, SearchIndexEntry>();
  for (const { id, keys } of products) {
    for (const key of keys) index.set(key, withId(index.get(key) ?? emptyEntry(), id));
  }
  return index;
}

/**
 * Whether a product's stored `searchKeys` (a map key → true; the search reads only its keys'
 * paths) hold every one of `keys`. The search checks each card it read by id against the
 * query, so an id an entry still lists after a product lost the key (a save that failed
 * half-way) finds nothing.
 */
export function holdsEveryKey(searchKeys: unknown, keys: readonly string[]): boolean {
  if (typeof searchKeys !== 'object' || searchKeys === null) return false;
  const held = searchKeys as Record<string, unknown>;
  return keys.every((key) => held[key] === true);
}

/**
 * Whether an answer read through the index is the search's answer: always when every entry
 * was complete; with an entry over its cap only when it is full (`found` reached `limit`: the
 * products it could miss would not have been shown) — otherwise the search asks the catalogue.
 */
export function indexAnswerStands(complete: boolean, found: number, limit: number): boolean {
  return complete || found >= limit;
}
