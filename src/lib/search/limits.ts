// Bounds of a product's search keys, checked again by firestore.rules (productsList).
export const SEARCH_KEYS_MAX = 400;
export const SEARCH_KEY_MAX_LENGTH = 20;
/** The shortest prefix that is a key: one letter would match most of the catalogue. */
export const SEARCH_KEY_MIN_LENGTH = 2;
