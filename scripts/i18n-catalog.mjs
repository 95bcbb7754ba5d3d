// The shop's message catalogues (src/locales/<locale>/messages.po), read, checked, compiled and written.
// The English text of a message is its id (gettext style): the shopper messages modules
// (src/i18n/sources.ts) hold the English texts, verbatim from the spec; a catalogue gives each
// its text in one language. Lingui's compiler turns the ICU messages into what its runtime formats
// without a parser, so the browser never downloads one.
import fs from 'node:fs';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import PO from 'pofile';
import { messageKey, swapDevanagari } from '../src/i18n/message-key.mjs';

/** The languages of the shopper's side; English is the source. */
export const LOCALES = ['en', 'hi'];
export const SOURCE_LOCALE = 'en';

/** The catalogue file of a language, relative to the project. */
export const catalogPath = (locale) => `src/locales/${locale}/messages.po`;

/** @returns {Map<string, string>} id → text (empty when not translated yet) */
export function parseCatalog(text) {
  const po = PO.parse(text);
  return new Map(po.items.filter((item) => !item.obsolete).map((item) => [item.msgid, item.msgstr[0] ?? '']));
}

export function readCatalog(root, locale) {
  const file = `${root}/${catalogPath(locale)}`;
  return fs.existsSync(file) ? parseCatalog(fs.readFileSync(file, 'utf8')) : new Map();
}

const PART_COMMENT = /^part: (\S+)$/;

/**
 * Each message's part of the catalogue (src/i18n/parts.ts), from its `#. part: <name>` comment,
 * which npm run i18n:extract writes; a message without one has the part ''.
 * @returns {Map<string, string>} id → part
 */
export function parseCatalogParts(text) {
  const po = PO.parse(text);
  return new Map(
    po.items
      .filter((item) => !item.obsolete)
      .map((item) => {
        const comment = item.extractedComments.map((line) => PART_COMMENT.exec(line)).find(Boolean);
        return [item.msgid, comment ? comment[1] : ''];
      }),
  );
}

/**
 * The messages of one part of a catalogue, with those of the parts it holds (PART_HOLDS in
 * src/i18n/parts.ts). Refuses (throws) a message of no known part: a page would never load it.
 * @param {Map<string, string>} catalog  id → text
 * @param {Map<string, string>} parts  id → part
 * @param {readonly string[]} known  the parts there are
 * @param {Partial<Record<string, readonly string[]>>} [holds]  part → the parts its file holds too
 */
export function catalogPart(catalog, parts, part, known, source = 'catalogue', holds = {}) {
  const homeless = [...catalog.keys()].filter((id) => !known.includes(parts.get(id) ?? ''));
  if (homeless.length > 0) {
    throw new Error(
      `The message catalogue (${source}) has messages of no part (run npm run i18n:extract):\n  ${homeless.join('\n  ')}`,
    );
  }
  const members = new Set([part, ...(holds[part] ?? [])]);
  return new Map([...catalog].filter(([id]) => members.has(parts.get(id) ?? '')));
}

/**
 * The catalogue as a PO file, in the order of `entries`; `partOf` (id → part) marks each message
 * with its part of the catalogue.
 * @param {Map<string, string>} [partOf]
 */
export function formatCatalog(locale, entries, partOf) {
  const po = new PO();
  po.headers = { 'Content-Type': 'text/plain; charset=utf-8', Language: locale };
  for (const [id, text] of entries) {
    const item = new PO.Item();
    item.msgid = id;
    item.msgstr = [text];
    const part = partOf?.get(id);
    if (part) item.extractedComments = [`part: ${part}`];
    po.items.push(item);
  }
  return `${po.toString()}\n`;
}

/**
 * The ICU placeholders of a message (`{count, plural, …}` → count), sorted.
 * @param {string} message
 * @returns {string[]}
 */
export function placeholders(message) {
  const names = new Set();
  for (const match of message.matchAll(/\{\s*([A-Za-z_][\w]*)\s*[,}]/g)) names.add(match[1]);
  return [...names].sort();
}

/** The value that stands for a plural's `#`: its count, grouped (src/i18n/i18n.ts gives it). */
export const countTextName = (name) => `${name}#`;

/**
 * A compiled message whose plurals show their count (`#`) through the value `count#`, the count
 * already grouped by the shop (src/lib/format.ts formatCount), instead of through Lingui's
 * Intl.NumberFormat: a page's first Intl.NumberFormat is a long task on a phone, and the header's
 * cart label is a plural on every page. `#` in a select inside a plural is the plural's count.
 * @template T
 * @param {T} tokens  a compiled message or part of one
 * @param {string} [plural]  the name of the plural whose cases these are
 * @returns {T}
 */
export function countsAsText(tokens, plural) {
  if (!Array.isArray(tokens)) return tokens;
  return tokens.map((token) => {
    if (token === '#' && plural) return [countTextName(plural)];
    if (!Array.isArray(token)) return token;
    const [name, type, cases] = token;
    if (!cases || typeof cases !== 'object') return token;
    const isPlural = type === 'plural' || type === 'selectordinal';
    if (isPlural && cases.offset) throw new Error(`a plural with an offset ("${name}") is not supported`);
    const inner = isPlural ? name : plural;
    return [
      name,
      type,
      Object.fromEntries(Object.entries(cases).map(([key, value]) => [key, countsAsText(value, inner)])),
    ];
  });
}

/** The placeholder types the shop's runtime (src/i18n/runtime.ts) formats, besides a plain value. */
export const FORMATTED_TYPES = ['plural', 'selectordinal', 'select'];

/**
 * The placeholders of a compiled message, in its cases too, whose type the runtime does not
 * format (`{price, number}`, `{day, date}`): the shop formats numbers and dates itself
 * (src/lib/format.ts) and passes them as text.
 * @param {unknown} tokens  a compiled message or part of one
 * @returns {string[]} `"name" has the type "type"` for each
 */
export function unformattedPlaceholders(tokens) {
  if (!Array.isArray(tokens)) return [];
  return tokens.flatMap((token) => {
    if (!Array.isArray(token)) return [];
    const [name, type, cases] = token;
    if (type === undefined) return [];
    if (!FORMATTED_TYPES.includes(type)) return [`the placeholder "${name}" has the type "${type}"`];
    return Object.values(cases ?? {}).flatMap(unformattedPlaceholders);
  });
}

/**
 * Compiles a catalogue for the shop's runtime (src/i18n/runtime.ts), each message under its key
 * (src/i18n/message-key.mjs). Refuses (throws) a message without a text in a
 * language other than the source, one that is not valid ICU, one with a placeholder type the
 * runtime does not format (FORMATTED_TYPES), and two ids of one key: the build fails rather than
 * show a shopper an id, a broken sentence or another message's text.
 * @returns {Record<string, unknown>} the compiled messages by key
 */
export function compileCatalog(locale, catalog, source = 'catalogue') {
  const problems = [];
  /** @type {Record<string, unknown>} */
  const compiled = {};
  const idOfKey = new Map();
  for (const [id, text] of catalog) {
    if (!text) {
      problems.push(`no ${locale} text for "${id}"`);
      continue;
    }
    const key = messageKey(id);
    const other = idOfKey.get(key);
    if (other !== undefined) {
      problems.push(`"${other}" and "${id}" have one key (${key}); reword one of them`);
      continue;
    }
    idOfKey.set(key, id);
    try {
      const message = countsAsText(compileMessage(text));
      const unformatted = unformattedPlaceholders(message);
      if (unformatted.length > 0) {
        problems.push(`"${id}": ${unformatted.join(', ')}, which the shop's runtime does not format`);
        continue;
      }
      compiled[key] = message;
    } catch (error) {
      problems.push(`"${id}": ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  if (problems.length > 0) {
    throw new Error(`The ${locale} message catalogue (${source}) is incomplete:\n  ${problems.join('\n  ')}`);
  }
  return compiled;
}

/**
 * A compiled catalogue as the text a page downloads, which the runtime's unpackMessages
 * (src/i18n/runtime.ts) reads: JSON of its keys, sorted and each written as its distance from the
 * one before in base 36 (`"3f2k,8a1,…"`), and its messages in that order; with the Devanagari
 * characters swapped to take two bytes each (swapDevanagari). Keys written whole, beside their
 * messages, were a quarter of a Hindi part's gzip bytes.
 * @param {Record<string, unknown>} compiled  compileCatalog's messages by key
 * @returns {string}
 */
export function packMessages(compiled) {
  const entries = Object.entries(compiled)
    .map(([key, message]) => [Number(key), message])
    .sort(([a], [b]) => a - b);
  let previous = 0;
  const steps = entries.map(([key]) => {
    const step = key - previous;
    previous = key;
    return step.toString(36);
  });
  return swapDevanagari(JSON.stringify([steps.join(','), entries.map(([, message]) => message)]));
}
