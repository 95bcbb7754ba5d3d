// A search that found nothing, asked again with each unknown word mended by one slip of the
// keyboard ("shampo", "ashwgandha", "bhrngraj"). Pure but for the reads it is given: the shop's
// search reads the index over REST, the tests read an index built from the seed.
import { SEARCH_KEY_MAX_LENGTH, SEARCH_KEY_MIN_LENGTH } from './limits';
import type { SearchQuery } from './rank';
import type { SearchIndexEntry } from './search-index';
import { keyPrefixes } from './search-keys';

/** The letters a slip may have dropped or swapped in: a loose form's (src/lib/search/normalise.ts). */
const LETTERS = 'abcdefghijklmnopqrstuvxyz';

/**
 * The shortest part of a word typed as two run together ('alovera' → 'alo' 'vera'): shorter
 * parts are the start of too many words ('ka' 'pur' would find "pure").
 */
export const NEAR_PART_MIN_LENGTH = 3;

/** What the search is told of the index: which keys have an entry, and the entries of others. */
export interface IndexReader {
  /** The keys among `keys` that some product holds (their entries' ids are not needed). */
  present(keys: readonly string[]): Promise<ReadonlySet<string>>;
  /** The entries of `keys` (a key no product holds is absent). */
  entries(keys: readonly string[]): Promise<ReadonlyMap<string, SearchIndexEntry>>;
}

/**
 * The spellings one slip away from `key` at `at`: the letter there left out, replaced, a letter
 * put in before it, or it swapped with the next. Only those that can be keys.
 */
export function slipsAt(key: string, at: number): string[] {
  const before = key.slice(0, at);
  const rest = key.slice(at);
  const variants: string[] = [];
  if (rest.length >= 2) variants.push(before + rest.charAt(1) + rest.charAt(0) + rest.slice(2));
  for (const letter of LETTERS) {
    if (rest.length > 0 && letter !== rest[0]) variants.push(before + letter + rest.slice(1));
    variants.push(before + letter + rest);
  }
  if (rest.length > 0) variants.push(before + rest.slice(1));
  return variants.filter(
    (variant) =>
      variant !== key && variant.length >= SEARCH_KEY_MIN_LENGTH && variant.length <= SEARCH_KEY_MAX_LENGTH,
  );
}

/**
 * Where a key's first slip can be, from the longest of its starts that some product holds
 * (`known`, 0 when none): there, or one letter before it (that start may be another word's).
 */
export function slipPlaces(known: number): number[] {
  return known === 0 ? [0, 1] : [known, known - 1];
}

/** The mended spellings to look up for a key, given the length of its longest held start. */
export function mendings(key: string, known: number): string[] {
  return [...new Set(slipPlaces(known).flatMap((at) => slipsAt(key, at)))];
}

/** The ways to cut a key in two parts of NEAR_PART_MIN_LENGTH letters or more, longest first part first. */
export function splits(key: string): [string, string][] {
  const result: [string, string][] = [];
  for (let at = key.length - NEAR_PART_MIN_LENGTH; at >= NEAR_PART_MIN_LENGTH; at -= 1) {
    result.push([key.slice(0, at), key.slice(at)]);
  }
  return result;
}

/** How many products an entry names; over its cap, more than any complete one. */
function size(entry: SearchIndexEntry): number {
  return entry.over ? Number.MAX_SAFE_INTEGER : entry.ids.length;
}

/**
 * The query with each key that no product holds mended: to the spelling one slip away that the
 * most products hold (the first looked up on a tie), else to two words run together, both held
 * (the first split with both parts held, longest first part first). Null when every key is held
 * (the query stands as it is) or a key cannot be mended. Two reads of the index, whatever the
 * number of words.
 */
export async function nearQuery(query: SearchQuery, index: IndexReader): Promise<SearchQuery | null> {
  // Each key's starts, the key itself the last (the one read tells which keys are held).
  const starts = new Map(query.keys.map((key) => [key, keyPrefixes(key)] as const));
  const present = await index.present([...new Set([...starts.values()].flat())]);
  const unknown = query.keys.filter((key) => !present.has(key));
  if (unknown.length === 0) return null;

  const longestStart = (key: string) =>
    (starts.get(key) ?? []).reduce((longest, start) => (present.has(start) ? start : longest), '');
  const candidates = new Map(unknown.map((key) => [key, mendings(key, longestStart(key).length)] as const));
  const cuts = new Map(unknown.map((key) => [key, splits(key)] as const));
  // A split's first part is one of the key's starts (read above); its second is read with the slips.
  const secondParts = [...cuts.values()].flatMap((parts) => parts.map(([, second]) => second));
  const entries = await index.entries([...new Set([...[...candidates.values()].flat(), ...secondParts])]);

  const mended = new Map<string, string[]>();
  for (const key of unknown) {
    let best: { key: string; size: number } | null = null;
    for (const candidate of candidates.get(key) ?? []) {
      const entry = entries.get(candidate);
      if (entry && (best === null || size(entry) > best.size)) best = { key: candidate, size: size(entry) };
    }
    const split = (cuts.get(key) ?? []).find(([first, second]) => present.has(first) && entries.has(second));
    const replacement = best ? [best.key] : split;
    if (!replacement) return null;
    mended.set(key, replacement);
  }

  return {
    words: query.words.flatMap((word) =>
      (mended.get(word.key) ?? [null]).map((part) =>
        part === null ? word : { text: word.text, forms: [part], key: part },
      ),
    ),
    keys: [...new Set(query.keys.flatMap((key) => mended.get(key) ?? [key]))],
  };
}
