// A message's key in a compiled catalogue: a short hash of its id (its English text), so a
// language's catalogue carries its own texts and not the English ones beside them (a third of a
// Hindi part's bytes). The build (scripts/i18n-catalog.mjs) keys the catalogues with it and
// refuses two ids of one key; the runtime (src/i18n/runtime.ts) looks a message up by it.
// Also the character swap of a catalogue's downloaded form, which both of them apply.

/**
 * How many keys there are (36⁵, five base-36 digits): few enough that a catalogue's keys cost
 * little to download, many enough that the build rarely meets two ids of one key (it refuses
 * them: reword one), and that a text of no catalogue (an error's own message, which the shop
 * translates only when it is a catalogue's: translateKnown) matches a loaded message's key by
 * chance about once in 200,000 texts.
 */
export const KEY_SPACE = 36 ** 5;

/**
 * 32-bit FNV-1a of the id's UTF-16 code units, below KEY_SPACE.
 * @param {string} id
 * @returns {number}
 */
export function messageKey(id) {
  let hash = 0x811c9dc5;
  for (let index = 0; index < id.length; index += 1) {
    hash ^= id.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % KEY_SPACE;
}

/**
 * A text with each Devanagari character (U+0900–U+097F) and each of U+0080–U+00FF swapped for
 * the other: Devanagari takes three bytes in UTF-8 and those two, so a Hindi catalogue's file is
 * a quarter smaller (a twentieth after gzip). Swapping twice gives the text back.
 * @param {string} text
 * @returns {string}
 */
export function swapDevanagari(text) {
  // Code points one by one, not letters: a range whose ends are combining marks is meant here.
  // eslint-disable-next-line no-misleading-character-class
  return text.replace(/[\x80-\xff\u0900-\u097f]/g, (char) => String.fromCharCode(char.charCodeAt(0) ^ 0x980));
}
