import { describe, expect, it } from 'vitest';
import { normaliseSearch } from './product-search';

describe('normaliseSearch', () => {
  it('is no search for blank text or a single letter', () => {
    expect(normaliseSearch('   ')).toEqual({ kind: 'none' });
    expect(normaliseSearch(' a ')).toEqual({ kind: 'none' });
  });

  it('finds a product id for digits alone', () => {
    expect(normaliseSearch(' 42 ')).toEqual({ kind: 'id', id: 42 });
  });

  it('searches as the shop does: every word’s key, the longest first', () => {
    const search = normaliseSearch('  Neem   SABUN ');
    expect(search.kind === 'words' && search.query.keys).toEqual(['sabun', 'nim']);
    expect(search.kind === 'words' && search.query.words.map((word) => word.text)).toEqual(['Neem', 'SABUN']);
  });

  it('searches Devanagari and Latin Hindi by the same key', () => {
    const devanagari = normaliseSearch('अश्वगंधा');
    const latin = normaliseSearch('ashwagandha');
    expect(devanagari.kind === 'words' && devanagari.query.keys).toEqual(['asvaganda']);
    expect(latin.kind === 'words' && latin.query.keys).toEqual(['asvaganda']);
  });
});
