import { describe, expect, it } from 'vitest';
import { normaliseSearch } from './product-search';

describe('normaliseSearch', () => {
  it('is no search for blank text', () => {
    expect(normaliseSearch('   ')).toEqual({ kind: 'none' });
  });

  it('finds a product id for digits alone', () => {
    expect(normaliseSearch(' 42 ')).toEqual({ kind: 'id', id: 42 });
  });

  it('searches English titles as typed and capitalised, spaces trimmed and collapsed', () => {
    expect(normaliseSearch('  neem   soap ')).toEqual({
      kind: 'prefix',
      field: 'title',
      prefixes: ['neem soap', 'Neem soap'],
    });
  });

  it('asks once when the text is capitalised already', () => {
    expect(normaliseSearch('Neem')).toEqual({ kind: 'prefix', field: 'title', prefixes: ['Neem'] });
  });

  it('searches Devanagari titles for Devanagari text, in composed form', () => {
    // क + nukta (two code points) composes to क़ (one).
    expect(normaliseSearch('नीम क\u093C')).toEqual({
      kind: 'prefix',
      field: 'subTitle',
      prefixes: ['नीम \u0958'.normalize('NFC')],
    });
    expect(normaliseSearch('नीम')).toEqual({ kind: 'prefix', field: 'subTitle', prefixes: ['नीम'] });
  });

  it('treats digits among letters as text', () => {
    expect(normaliseSearch('soap 75')).toMatchObject({ kind: 'prefix', field: 'title' });
  });
});
