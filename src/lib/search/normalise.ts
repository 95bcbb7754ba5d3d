// Loose spelling: the one form that an English word, a Hindi word typed in Latin letters and a
// Devanagari word (after transliteration) are compared in. Pure, no library: the shopper's
// header may use it without loading the transliteration.

const DEVANAGARI = /[\u0900-\u097F]/;

/** Whether the text has Devanagari letters. */
export function hasDevanagari(text: string): boolean {
  return DEVANAGARI.test(text);
}

/**
 * The words of a text: split at anything that is not a letter, a mark or a digit (spaces,
 * punctuation, '&', '-', ','), in Unicode's composed form so that typed and stored Devanagari
 * compare alike.
 */
export function splitWords(text: string): string[] {
  return text
    .normalize('NFC')
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter((word) => word.length > 0);
}

/**
 * A Latin word in its loose form, so that the common spellings of one word meet:
 * case and accents dropped (ā → a, ṣ → s), w → v, an h after a consonant dropped (sh → s,
 * chh → c, dh → d, bh → b), ee → i, oo → u, m before b/p → n (the nasal mark is typed either
 * way), and doubled letters once (aa → a, tt → t). 'Ashwagandha', 'ashvagandha' and
 * 'asvagandha' are all 'asvaganda'.
 */
export function looseLatin(word: string): string {
  return word
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .replace(/w/g, 'v')
    .replace(/([b-df-gj-np-tv-z])h+/g, '$1')
    .replace(/ee/g, 'i')
    .replace(/oo/g, 'u')
    .replace(/m(?=[bp])/g, 'n')
    .replace(/([a-z])\1+/g, '$1');
}

/** A plural's singular, so 'coils' finds 'coil' (loose forms of more than three letters). */
export function stem(loose: string): string {
  return loose.length > 3 && loose.endsWith('s') && !loose.endsWith('ss') ? loose.slice(0, -1) : loose;
}
