import { describe, expect, it } from 'vitest';
import {
  NAME_KEY_MAX_LENGTH,
  NAME_KEYS_MAX,
  nameSearchKeys,
  nameSearchTerm,
  orderSearchKeys,
  phoneKey,
} from './order-search-keys';

describe('phoneKey', () => {
  it.each([
    '09876543210',
    '9876543210',
    '+91 98765 43210',
    '98765 43210',
    '098765-43210',
    '0091 98765 43210',
  ])('reads %s as 9876543210', (typed) => {
    expect(phoneKey(typed)).toBe('9876543210');
  });

  it('keeps the last ten digits of a foreign number', () => {
    expect(phoneKey('447911123456')).toBe('7911123456');
  });

  it('keeps what a short search has', () => {
    expect(phoneKey('98765')).toBe('98765');
  });
});

describe('nameSearchKeys', () => {
  it('holds every prefix of every word, lower-cased, and the phrases across words', () => {
    expect(nameSearchKeys('Ramesh Kumar')).toEqual([
      'r',
      'ra',
      'ram',
      'rame',
      'rames',
      'ramesh',
      'k',
      'ku',
      'kum',
      'kuma',
      'kumar',
      'ramesh k',
      'ramesh ku',
      'ramesh kum',
      'ramesh kuma',
      'ramesh kumar',
    ]);
  });

  it('reads spaces, dots, apostrophes and hyphens as one word break', () => {
    const keys = nameSearchKeys("  R.  D'Souza-Rao ");
    expect(keys).toEqual(expect.arrayContaining(['r', 'd', 'souza', 'rao', 'r d souza', 'd souza rao']));
    expect(keys.every((key) => !key.endsWith(' ') && !/[.'-]/.test(key))).toBe(true);
  });

  it('keeps Devanagari names with their vowel signs', () => {
    expect(nameSearchKeys('रमेश कुमार')).toEqual(expect.arrayContaining(['रमेश', 'कुमार', 'रमेश कुमार']));
  });

  it('gives no key twice and none for a name without letters', () => {
    const keys = nameSearchKeys('Asha Asha');
    expect(new Set(keys).size).toBe(keys.length);
    expect(nameSearchKeys(' .- ')).toEqual([]);
  });

  it(`stays within ${NAME_KEYS_MAX} keys of at most ${NAME_KEY_MAX_LENGTH} characters, every word findable`, () => {
    const name = Array.from({ length: 50 }, (_, index) => String.fromCharCode(97 + (index % 26))).join(' ');
    const many = nameSearchKeys(name);
    expect(many.length).toBeLessThanOrEqual(NAME_KEYS_MAX);
    const long = nameSearchKeys(`${'a'.repeat(49)} ${'b'.repeat(50)}`);
    expect(Math.max(...long.map((key) => key.length))).toBe(NAME_KEY_MAX_LENGTH);
    expect(long).toContain('b'.repeat(NAME_KEY_MAX_LENGTH));
    const words = nameSearchKeys('Sri Venkata Lakshmi Narasimha Rao Peddireddy Subrahmanya Chowdary');
    expect(words.length).toBeLessThanOrEqual(NAME_KEYS_MAX);
    for (const word of ['sri', 'venkata', 'peddireddy', 'subrahmanya', 'chowdary'])
      expect(words).toContain(word);
  });
});

describe('nameSearchTerm', () => {
  it.each([
    ['ramesh', 'ramesh'],
    ['Kumar', 'kumar'],
    ['  RAMESH   ku', 'ramesh ku'],
    ['Ramesh Kumar Sharma Verma', 'ramesh kumar sharma'],
    ['--', ''],
  ])('looks up %j as %j', (typed, term) => {
    expect(nameSearchTerm(typed)).toBe(term);
  });

  it.each(['ramesh', 'Kumar', 'RAM', 'ramesh k', 'Ramesh Kumar', 'kum'])(
    'finds Ramesh Kumar by %j',
    (typed) => {
      expect(nameSearchKeys('Ramesh Kumar')).toContain(nameSearchTerm(typed));
    },
  );

  it('finds a long name by its first characters typed in full', () => {
    const name = 'Ramesh Kumar Sharma Verma';
    expect(nameSearchKeys(name)).toContain(nameSearchTerm(name));
  });
});

describe('orderSearchKeys', () => {
  it('derives both keys from the stored name and number', () => {
    expect(orderSearchKeys({ name: 'Asha Verma', number: '09876543210' })).toEqual({
      phoneKey: '9876543210',
      nameKeys: nameSearchKeys('Asha Verma'),
    });
  });
});
