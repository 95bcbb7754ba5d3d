import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import {
  catalogPart,
  compileCatalog,
  countsAsText,
  parseCatalog,
  parseCatalogParts,
  placeholders,
} from '../../scripts/i18n-catalog.mjs';
import { activateLocale, translate } from './i18n';
import { MESSAGE_PARTS, PART_HOLDS } from './parts';
import { collectTexts, partOfTexts, shopperMessages } from './sources';

const read = (locale: string) => parseCatalog(fs.readFileSync(`src/locales/${locale}/messages.po`, 'utf8'));
const texts = collectTexts(shopperMessages);

/** The app's code under `dir`, tests left out: a text only a test reads is read by no page. */
function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [file] : [];
  });
}

describe('the message catalogues', () => {
  it('give every shopper text a Hindi text with the same ICU values', () => {
    const hindi = read('hi');
    const missing = texts.filter((text) => !hindi.get(text));
    expect(missing, 'run npm run i18n:extract and translate the new texts').toEqual([]);
    const mismatched = texts.filter(
      (text) => placeholders(text).join() !== placeholders(hindi.get(text) ?? '').join(),
    );
    expect(mismatched).toEqual([]);
  });

  it('hold no text that no messages module has any more', () => {
    const known = new Set(texts);
    expect([...read('hi').keys()].filter((id) => !known.has(id))).toEqual([]);
  });

  it('hold no text that no code reads (each would ship in every Hindi page for nothing)', () => {
    const code = sourceFiles('src')
      .filter((file) => file !== path.join('src', 'i18n', 'sources.ts')) // names keys to sort them into parts
      .map((file) => fs.readFileSync(file, 'utf8'))
      .join('\n');
    const unread = Object.entries(shopperMessages).flatMap(([module, messages]) =>
      Array.isArray(messages)
        ? [] // lists of texts (categories, sort options) are read whole
        : Object.keys(messages as object)
            .filter((key) => !new RegExp(`\\.${key}\\b|['"\`]${key}['"\`]`).test(code))
            .map((key) => `${module}.${key}`),
    );
    expect(unread).toEqual([]);
  });

  it('give the English texts with values to the English catalogue', () => {
    expect([...read('en').keys()].sort()).toEqual(texts.filter((text) => text.includes('{')).sort());
  });

  it('compile (valid ICU), and refuse a catalogue with a text missing', () => {
    expect(() => compileCatalog('hi', read('hi'))).not.toThrow();
    expect(() => compileCatalog('hi', new Map([['Cart', '']]))).toThrow(/no hi text for "Cart"/);
  });

  it('refuses a messages module with a function for a text', () => {
    expect(() => collectTexts({ shop: { showing: (n: number) => `Showing ${n}` } })).toThrow(
      /shop\.showing is a function/,
    );
  });
});

describe('translate', () => {
  it('shows English texts as they are, formats ICU values, and Hindi from its catalogue', async () => {
    await activateLocale('en');
    expect(translate('Add to Cart')).toBe('Add to Cart');
    expect(translate(shopperMessagesShowing(), { shown: 1 })).toBe('Showing 1 product');
    expect(translate(shopperMessagesShowing(), { shown: 12 })).toBe('Showing 12 products');
    await activateLocale('hi', ['catalog']);
    expect(translate('Add to Cart')).toBe('कार्ट में डालें');
    expect(translate(shopperMessagesShowing(), { shown: 12 })).toBe('12 उत्पाद दिखाए जा रहे हैं');
    await activateLocale('en');
  });

  it("shows a plural's count grouped the Indian way (1,23,456), in both languages, without Intl.NumberFormat", async () => {
    const numberFormat = vi.spyOn(Intl, 'NumberFormat');
    await activateLocale('en');
    expect(translate(shopperMessagesShowing(), { shown: 123456 })).toBe('Showing 1,23,456 products');
    expect(translate('Cart, {count, plural, one {# item} other {# items}}', { count: 1 })).toBe(
      'Cart, 1 item',
    );
    await activateLocale('hi');
    expect(translate('Cart, {count, plural, one {# item} other {# items}}', { count: 3 })).toBe(
      'कार्ट, 3 सामान',
    );
    await activateLocale('en');
    // A page's first Intl.NumberFormat is a long task on a phone (src/lib/format.ts).
    expect(numberFormat).not.toHaveBeenCalled();
    numberFormat.mockRestore();
  });
});

describe('countsAsText', () => {
  it("turns a plural's # into its count's text, also inside a select in the plural, and leaves # elsewhere", () => {
    const compiled = [
      'No. # ',
      ['count', 'plural', { one: ['#', ' item'], other: [['kind', 'select', { a: ['#'], other: ['x'] }]] }],
    ];
    expect(countsAsText(compiled)).toEqual([
      'No. # ',
      [
        'count',
        'plural',
        { one: [['count#'], ' item'], other: [['kind', 'select', { a: [['count#']], other: ['x'] }]] },
      ],
    ]);
  });
});

function shopperMessagesShowing(): string {
  return (shopperMessages.catalog as { showing: string }).showing;
}

describe('translateKnown (toasts)', () => {
  it('translates a catalogue text, and leaves a formatted or English-only text as it is', async () => {
    const { translateKnown } = await import('./i18n');
    await activateLocale('hi');
    expect(translateKnown('Item added to Cart')).toBe('सामान कार्ट में जुड़ गया');
    expect(translateKnown('नहीं जोड़े गए: नीम साबुन।')).toBe('नहीं जोड़े गए: नीम साबुन।');
    expect(translateKnown('Product saved')).toBe('Product saved');
    await activateLocale('en');
    expect(translateKnown('Item added to Cart')).toBe('Item added to Cart');
  });
});

describe('the parts of the Hindi catalogue', () => {
  const file = fs.readFileSync('src/locales/hi/messages.po', 'utf8');

  it('mark each text with the part src/i18n/sources.ts gives it', () => {
    expect(Object.fromEntries(parseCatalogParts(file)), 'run npm run i18n:extract').toEqual(
      Object.fromEntries(partOfTexts()),
    );
  });

  it('together hold the whole catalogue, each text once', () => {
    const catalog = read('hi');
    const parts = parseCatalogParts(file);
    const split = MESSAGE_PARTS.map((part) => catalogPart(catalog, parts, part, MESSAGE_PARTS));
    expect(split.reduce((sum, part) => sum + part.size, 0)).toBe(catalog.size);
    expect(new Set(split.flatMap((part) => [...part.keys()])).size).toBe(catalog.size);
    expect(split.every((part) => part.size > 0)).toBe(true);
  });

  it.each(['forms', 'account'] as const)(
    'give a part that holds another (PART_HOLDS) that part’s texts as well: %s, the field rules',
    (holder) => {
      const catalog = read('hi');
      const parts = parseCatalogParts(file);
      const holderFile = catalogPart(catalog, parts, holder, MESSAGE_PARTS, 'hi', PART_HOLDS);
      const fields = catalogPart(catalog, parts, 'fields', MESSAGE_PARTS, 'hi', PART_HOLDS);
      expect(fields.get('Please enter a valid password (min 8 characters)')).toBeTruthy();
      expect([...fields].filter(([id, text]) => holderFile.get(id) !== text)).toEqual([]);
      expect(holderFile.size).toBe(catalogPart(catalog, parts, holder, MESSAGE_PARTS).size + fields.size);
    },
  );

  it('take a text that a part and a part it holds both have as the first’s, and refuse it otherwise', () => {
    const modules = { a: { x: 'One' }, b: { y: 'Email' }, c: { y: 'Email', z: 'Login' } };
    const partOf = partOfTexts(modules, { shared: ['a'], fields: ['b'], forms: ['c'] } as never);
    expect(Object.fromEntries(partOf)).toEqual({ One: 'shared', Email: 'fields', Login: 'forms' });
    expect(() => partOfTexts(modules, { shared: ['a'], fields: ['b'], home: ['c'] } as never)).toThrow(
      /"Email" \(fields, home\)/,
    );
  });

  it('refuse a text of no known part (the build fails rather than a page never loading it)', () => {
    const catalog = new Map([['Cart', 'कार्ट']]);
    expect(() => catalogPart(catalog, new Map([['Cart', 'basket']]), 'shared', MESSAGE_PARTS)).toThrow(
      /messages of no part[^]*Cart/,
    );
  });

  it('refuse a part list that leaves a text without a part, or names no module', () => {
    expect(() => partOfTexts({ a: { x: 'One' }, b: { y: 'Two' } }, { shared: ['a'] } as never)).toThrow(
      /No part of the catalogue holds: Two/,
    );
    expect(() => partOfTexts({ a: { x: 'One' } }, { shared: ['a', 'c'] } as never)).toThrow(
      /names "c", which is no messages module/,
    );
  });

  it('put a text two parts have in the first (the shared part keeps what a route’s part repeats)', () => {
    const partOf = partOfTexts({ a: { x: 'One' }, b: { x: 'One', y: 'Two' } }, {
      shared: ['a'],
      catalog: ['b'],
    } as never);
    expect(Object.fromEntries(partOf)).toEqual({ One: 'shared', Two: 'catalog' });
  });

  it('refuse a text that two route parts have and the shared part has not (a page of one would lack it)', () => {
    expect(() =>
      partOfTexts({ a: { x: 'One' }, b: { x: 'See all products' }, c: { y: 'See all products' } }, {
        shared: ['a'],
        catalog: ['b'],
        home: ['c'],
      } as never),
    ).toThrow(/Texts of two parts \(give them to the shared part\): "See all products" \(catalog, home\)/);
  });
});
