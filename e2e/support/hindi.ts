import fs from 'node:fs';
import { compileCatalog, parseCatalog } from '../../scripts/i18n-catalog.mjs';
import { messageValues } from '../../src/i18n/message-values';
import { createI18n, type Messages } from '../../src/i18n/runtime';

const catalogue = parseCatalog(
  fs.readFileSync(new URL('../../src/locales/hi/messages.po', import.meta.url), 'utf8'),
);
const i18n = createI18n({
  locale: 'hi',
  messages: { hi: compileCatalog('hi', catalogue) as Messages },
  missing: (_locale, id) => {
    throw new Error(`the Hindi catalogue has no text for "${id}"`);
  },
});

/**
 * A shopper text as a Hindi page shows it: the catalogue's text for the English one (a text the
 * catalogue lacks fails the test that asks), formatted with its values like the shop's runtime.
 */
export const hi = (text: string, values?: Record<string, unknown>) => i18n._(text, messageValues(values));

/**
 * The words of a text written in Latin letters, leaving out what a Hindi page keeps as it is:
 * e-mail addresses, digits and the shop's name. A Hindi screen's own texts have none.
 */
export function latinWords(text: string, keep: readonly string[] = []): string[] {
  let rest = text.replace(/\S+@\S+/g, ' ');
  for (const kept of keep) rest = rest.split(kept).join(' ');
  return rest.match(/[A-Za-z]{2,}/g) ?? [];
}
