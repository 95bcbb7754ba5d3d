// A message's key in a compiled catalogue: a short hash of its id (its English text), so a
// language's catalogue carries its own texts and not the English ones beside them (a third of a
// Hindi part's bytes). The build (scripts/i18n-catalog.mjs) keys the catalogues with it and
// refuses two ids of one key; the runtime (src/i18n/runtime.ts) looks a message up by it.

/**
 * 32-bit FNV-1a of the id's UTF-16 code units, in base 36 (at most 7 characters).
 * @param {string} id
 * @returns {string}
 */
export function messageKey(id) {
  let hash = 0x811c9dc5;
  for (let index = 0; index < id.length; index += 1) {
    hash ^= id.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}
