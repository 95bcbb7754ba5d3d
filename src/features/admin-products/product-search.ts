/** What a search box text asks the products list for. */
export type ProductSearch =
  | { kind: 'none' }
  | { kind: 'id'; id: number }
  /** Titles (English `title` or Devanagari `subTitle`) starting with any of `prefixes`. */
  | { kind: 'prefix'; field: 'title' | 'subTitle'; prefixes: string[] };

const DEVANAGARI = /[\u0900-\u097F]/;

/** Whether the text has Devanagari letters (to search `subTitle`, and to mark it lang="hi"). */
export function hasDevanagari(text: string): boolean {
  return DEVANAGARI.test(text);
}

/** The text with its first letter in upper case ("neem soap" → "Neem soap"). */
function capitalised(text: string): string {
  return text.charAt(0).toLocaleUpperCase('en-IN') + text.slice(1);
}

/**
 * Firestore has no substring search, so a search is a prefix of the stored title: as typed and
 * capitalised (titles are stored as written, mostly capitalised), or of the Devanagari title when
 * the text has Devanagari letters. Digits alone are a product id. Spaces are trimmed and
 * collapsed, and the text is put in Unicode's composed form, as typed Devanagari may not be.
 */
export function normaliseSearch(text: string): ProductSearch {
  const cleaned = text.normalize('NFC').trim().replace(/\s+/g, ' ');
  if (!cleaned) return { kind: 'none' };
  if (/^\d+$/.test(cleaned)) return { kind: 'id', id: Number(cleaned) };
  if (hasDevanagari(cleaned)) return { kind: 'prefix', field: 'subTitle', prefixes: [cleaned] };
  return { kind: 'prefix', field: 'title', prefixes: [...new Set([cleaned, capitalised(cleaned)])] };
}
