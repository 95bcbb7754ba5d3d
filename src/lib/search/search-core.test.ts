import { describe, expect, it } from 'vitest';
import { SEARCH_KEY_MAX_LENGTH, SEARCH_KEYS_MAX } from './limits';
import { looseLatin, splitWords } from './normalise';
import { parseQuery, rankProducts } from './rank';
import { buildSearchKeys } from './search-keys';
import { looseForms } from './transliterate';

describe('looseLatin', () => {
  it.each([
    ['Ashwagandha', 'asvaganda'],
    ['ashvagandha', 'asvaganda'],
    ['aśvagandhā', 'asvaganda'],
    ['neem', 'nim'],
    ['shampoo', 'sanpu'],
    ['machhar', 'macar'],
    ['macchar', 'macar'],
    ['sambrani', 'sanbrani'],
    ['Roll-On', 'rolon'],
  ])('%s → %s', (word, loose) => {
    expect(looseLatin(word)).toBe(loose);
  });
});

describe('looseForms of Devanagari', () => {
  it('drops the final inherent vowel as Hindi is typed', () => {
    expect(looseForms('नीम')).toEqual(['nim']);
    expect(looseForms('साबुन')).toEqual(['sabun']);
  });

  it('reads the nukta, the chandrabindu and ॉ as their plain letters', () => {
    expect(looseForms('गुड़हल')).toContain('gudal');
    expect(looseForms('बत्तियाँ')).toEqual(looseForms('बत्तिया'));
    expect(looseForms('कॉइल')).toEqual(looseForms('कोइल'));
  });

  it('keeps both readings of a dropped middle vowel', () => {
    expect(looseForms('घनवटी')).toEqual(expect.arrayContaining(['ganvati', 'ganavati']));
    expect(looseForms('च्यवनप्राश')).toContain('cyavanpras');
  });

  it('meets the Latin spelling of the same word', () => {
    expect(looseForms('अश्वगंधा')).toContain(looseLatin('ashwagandha'));
    expect(looseForms('भृंगराज')).toContain(looseLatin('bhringraj'));
  });
});

describe('splitWords', () => {
  it('splits at spaces and punctuation, keeping Devanagari marks', () => {
    expect(splitWords('Neem, Tulsi & Soap (75 g)')).toEqual(['Neem', 'Tulsi', 'Soap', '75', 'g']);
    expect(splitWords('नीम तुलसी, साबुन')).toEqual(['नीम', 'तुलसी', 'साबुन']);
  });
});

describe('buildSearchKeys', () => {
  const soap = { title: 'Neem Soap', subTitle: 'नीम साबुन', description: 'Cleanses gently.' };

  it('has the prefixes of the titles, their transliterations and synonyms, and whole description words', () => {
    const keys = buildSearchKeys(soap);
    expect(keys).toEqual(expect.arrayContaining(['ni', 'nim', 'so', 'soa', 'soap', 'sabun', 'cleanses']));
    expect(keys).not.toContain('cl');
  });

  it('is bounded in count and length', () => {
    const long = 'x'.repeat(60);
    const words = Array.from({ length: 300 }, (_, index) => `word${String(index)}abcdefghijklmnopqrstuv`);
    const keys = buildSearchKeys({
      title: `${long} ${words.join(' ')}`,
      subTitle: '',
      description: words.join(' '),
    });
    expect(keys).toHaveLength(SEARCH_KEYS_MAX);
    expect(Math.max(...keys.map((key) => key.length))).toBe(SEARCH_KEY_MAX_LENGTH);
  });
});

describe('parseQuery', () => {
  it('asks the catalogue for every word’s key, the longest first', () => {
    const query = parseQuery('neem sabun');
    expect(query?.keys).toEqual(['sabun', 'nim']);
    expect(query?.words.map((word) => word.text)).toEqual(['neem', 'sabun']);
  });

  it('asks for the singular of a plural', () => {
    expect(parseQuery('Coils')?.keys).toEqual(['coil']);
  });
});

describe('rankProducts', () => {
  const product = (id: number, title: string, rate: number) => ({
    id,
    title,
    subTitle: '',
    rating: { rate },
  });

  it('puts whole title words before prefixes, titles before other texts, then the better rated', () => {
    const query = parseQuery('neem');
    if (!query) throw new Error('no query');
    const prefix = product(1, 'Neemwood Comb', 5);
    const whole = product(2, 'Neem Soap', 3);
    const wholeBetter = product(3, 'Neem Oil', 4);
    const elsewhere = product(4, 'Herbal Soap', 5); // its description has 'neem': the catalogue found it
    expect(rankProducts(query, [elsewhere, prefix, whole, wholeBetter]).map((p) => p.id)).toEqual([
      3, 2, 1, 4,
    ]);
  });

  it('checks a word beyond the asked keys in the titles, and drops products without it', () => {
    const query = parseQuery('neem tulsi purifying soap 75');
    if (!query) throw new Error('no query');
    expect(query.keys).toEqual(['purifying', 'tulsi', 'soap', 'nim']);
    const answer = [
      product(1, 'Neem Tulsi Purifying Soap 100 g', 5),
      product(2, 'Neem Tulsi Purifying Soap 75 g', 3),
    ];
    expect(rankProducts(query, answer).map((p) => p.id)).toEqual([2]);
  });
});
