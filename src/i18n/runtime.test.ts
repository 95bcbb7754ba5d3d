import fs from 'node:fs';
import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it, vi } from 'vitest';
import {
  compileCatalog,
  countsAsText,
  packMessages,
  parseCatalog,
  placeholders,
} from '../../scripts/i18n-catalog.mjs';
import { KEY_SPACE, messageKey } from './message-key.mjs';
import { messageValues } from './message-values';
import { createI18n, formatMessage, unpackMessages } from './runtime';

const read = (locale: string) => parseCatalog(fs.readFileSync(`src/locales/${locale}/messages.po`, 'utf8'));

/** Values to try a message with: each count the plural forms differ on, and a word for the rest. */
const COUNTS = [0, 1, 2, 3, 5, 11, 21, 101, 999];

describe('the message runtime', () => {
  it.each(['en', 'hi'])(
    'formats every %s catalogue message, as its page downloads it, as Lingui formats it, for every count',
    (locale) => {
      const catalogue = read(locale);
      const lingui = setupI18n({
        locale,
        messages: {
          [locale]: Object.fromEntries([...catalogue].map(([id, text]) => [id, compileMessage(text)])),
        },
      });
      const ours = createI18n({
        locale,
        messages: { [locale]: unpackMessages(packMessages(compileCatalog(locale, catalogue))) },
        missing: (_l, id) => id,
      });
      let compared = 0;
      for (const [id, text] of catalogue) {
        for (const count of COUNTS) {
          const values = Object.fromEntries(
            placeholders(text).map((name) => [
              name,
              /count|shown|total|n$/i.test(name) ? count : `«${name}»`,
            ]),
          );
          expect(ours._(id, messageValues(values)), `${id} with ${JSON.stringify(values)}`).toBe(
            lingui._(id, values),
          );
          compared += 1;
        }
      }
      expect(compared).toBeGreaterThan(COUNTS.length * 10);
    },
  );

  it('picks an exact case before the plural form, then the form, then other', () => {
    const message = countsAsText(compileMessage('{n, plural, =0 {none} one {# one} other {# many}}'));
    const format = (n: number) => formatMessage('en', message as never, messageValues({ n }));
    expect([format(0), format(1), format(4)]).toEqual(['none', '1 one', '4 many']);
  });

  it('selects by value, with other for the rest', () => {
    const message = compileMessage('{kind, select, soap {Soap} other {Something}}');
    expect(formatMessage('en', message as never, { kind: 'soap' })).toBe('Soap');
    expect(formatMessage('en', message as never, { kind: 'oil' })).toBe('Something');
  });

  it('keys a catalogue by a short hash of each id, so it carries no English text', () => {
    const compiled = compileCatalog('hi', new Map([['Add to Cart', 'कार्ट में डालें']]));
    expect(compiled).toEqual({ [messageKey('Add to Cart')]: ['कार्ट में डालें'] });
    expect(messageKey('Add to Cart')).toBeGreaterThanOrEqual(0);
    expect(messageKey('Add to Cart')).toBeLessThan(KEY_SPACE);
    expect(KEY_SPACE).toBe(36 ** 5);
    expect(JSON.stringify(compileCatalog('hi', read('hi')))).not.toContain('Add to Cart');
    // Every message of both catalogues has a key of its own (the build would refuse one shared).
    for (const locale of ['en', 'hi']) {
      const ids = [...read(locale).keys()];
      expect(new Set(ids.map(messageKey)).size, locale).toBe(ids.length);
    }
  });

  it('packs a catalogue into the text its page downloads, and unpacks it as it was', () => {
    const catalogue = new Map([
      ['Add to Cart', 'कार्ट में डालें'],
      ['© {year} {shop}', '© {year} {shop}, सर्वाधिकार'],
      ['Price', 'दाम\u00a0₹ «{price}»'],
      ['Cart, {count, plural, one {# item} other {# items}}', 'कार्ट, {count, plural, other {# सामान}}'],
    ]);
    const compiled = compileCatalog('hi', catalogue);
    const packed = packMessages(compiled);
    expect(unpackMessages(packed)).toEqual(compiled);
    // Its keys are written as steps from one to the next, not whole, and its Devanagari is written
    // as U+0080–U+00FF (two bytes a character), those characters as Devanagari (the swap).
    const [steps] = JSON.parse(packed) as [string];
    const keys = Object.keys(compiled)
      .map(Number)
      .sort((a, b) => a - b);
    expect(steps.split(',').map((step) => parseInt(step, 36))).toEqual(
      keys.map((key, index) => key - (keys[index - 1] ?? 0)),
    );
    expect(packed).not.toContain('कार्ट');
    expect(packed.match(/[\u0900-\u097f]/g)).toHaveLength(4); // ©, the no-break space, « and »
    expect(Buffer.byteLength(packed)).toBeLessThan(Buffer.byteLength(JSON.stringify(compiled)));
    expect(unpackMessages(packMessages({}))).toEqual({});
  });

  it('refuses two ids that share a key rather than show one id the other’s text', () => {
    // FNV-1a keys: 'costarring' and 'liquid' are a known colliding pair of its 32-bit form.
    expect(messageKey('costarring')).toBe(messageKey('liquid'));
    expect(() =>
      compileCatalog(
        'hi',
        new Map([
          ['costarring', 'एक'],
          ['liquid', 'दो'],
        ]),
      ),
    ).toThrow(/"costarring" and "liquid" have one key/);
  });

  it('is given no placeholder type it does not format: the build refuses it, rather than show it wrong', () => {
    const refused = (text: string) => () => compileCatalog('hi', new Map([['Price', text]]));
    expect(refused('दाम {price, number}')).toThrow(/"Price": the placeholder "price" has the type "number"/);
    expect(refused('{n, plural, one {दिन {day, date}} other {#}}')).toThrow(
      /the placeholder "day" has the type "date", which the shop's runtime does not format/,
    );
    expect(refused('{n, plural, one {एक} other {{kind, select, soap {साबुन} other {#}}}}')).not.toThrow();
  });

  it("shows a missing message as the missing handler's text, and tells listeners of a change", () => {
    const i18n = createI18n({ locale: 'en', messages: {}, missing: (_l, id) => `[${id}]` });
    const listener = vi.fn();
    const stop = i18n.on('change', listener);
    expect(i18n._('Add to Cart')).toBe('[Add to Cart]');
    i18n.load('hi', { [messageKey('Add to Cart')]: 'कार्ट में डालें' });
    i18n.activate('hi');
    expect(i18n._('Add to Cart')).toBe('कार्ट में डालें');
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
    i18n.activate('en');
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('adds a loaded part to the language’s messages, keeping the parts loaded before', () => {
    const i18n = createI18n({ locale: 'hi', messages: {}, missing: (_l, id) => `[${id}]` });
    i18n.load('hi', { [messageKey('Cart')]: 'कार्ट' });
    i18n.load('hi', { [messageKey('Add to Cart')]: 'कार्ट में डालें' });
    expect(i18n._('Cart')).toBe('कार्ट');
    expect(i18n._('Add to Cart')).toBe('कार्ट में डालें');
    expect(i18n.has('Cart')).toBe(true);
    expect(i18n.has('Checkout')).toBe(false);
  });
});
