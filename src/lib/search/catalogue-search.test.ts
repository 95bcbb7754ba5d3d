// The search as the browser runs it, over the seeded catalogue: keys as the seed writes them,
// the catalogue's answer to the query's keys (an equality on each), ranked in the browser.
import { describe, expect, it } from 'vitest';
import { products } from '../../../scripts/seed/catalogue.mjs';
import { parseQuery, rankProducts } from './rank';
import { buildSearchKeys } from './search-keys';

const indexed = products.map((product) => ({ product, keys: buildSearchKeys(product) }));

/** Ids of the products found for a text, best first. */
function search(text: string): number[] {
  const query = parseQuery(text);
  if (!query) return [];
  // The browser reads listing fields only: no description.
  const answer = indexed
    .filter((entry) => query.keys.every((key) => entry.keys.includes(key)))
    .map(({ product }) => ({
      id: product.id,
      title: product.title,
      subTitle: product.subTitle,
      rating: product.rating,
    }));
  return rankProducts(query, answer).map((product) => product.id);
}

// [query, the product it must find first] — English, Devanagari and Hindi in Latin letters.
const TABLE: [string, number][] = [
  ['ashwagandha', 1],
  ['Ashwa', 1],
  ['ASHWAGANDHA churna', 1],
  ['giloy', 2],
  ['brahmi', 3],
  ['chyawanprash', 4],
  ['aloe vera juice', 5],
  ['amla juice', 6],
  ['karela', 7],
  ['cough syrup', 8],
  ['neem soap', 9],
  ['sandalwood bar', 10],
  ['turmeric', 11],
  ['cucumber soap', 12],
  ['bhringraj', 13],
  ['shikakai', 14],
  ['hibiscus', 16],
  ['mosquito coil', 21],
  ['coils', 21],
  ['vaporiser', 22],
  ['roll-on', 23],
  ['mosq', 23],
  ['sambrani', 25],
  ['guggal', 26],
  ['loban cones', 27],
  ['bridal mehndi', 19],
  ['henna eucalyptus', 20],
  ['अश्वगंधा', 1],
  ['अश्व', 1],
  ['गिलोय', 2],
  ['च्यवनप्राश', 4],
  ['आंवला जूस', 6],
  ['करेला', 7],
  ['नीम साबुन', 9],
  ['चंदन साबुन', 10],
  ['हल्दी', 11],
  ['भृंगराज', 13],
  ['शिकाकाई', 14],
  ['गुड़हल', 16],
  ['मच्छर कॉइल', 21],
  ['लोबान', 27],
  ['मेहंदी कोन', 19],
  ['ashvagandha', 1],
  ['asvagandha', 1],
  ['ashwagandha churna', 1],
  ['giloy ghanvati', 2],
  ['ghanavati', 2],
  ['chyavanprash', 4],
  ['aamla', 6],
  ['neem sabun', 9],
  ['haldi sabun', 11],
  ['chandan dhoop', 28],
  ['machhar coil', 21],
  ['mehendi cone', 19],
  ['mehandi kon', 19],
  ['agarbatti', 28],
  ['gudhal shampoo', 16],
  ['shampu', 14],
  ['kesar', 4],
  ['tulsi', 8],
  ['karela jamun', 7],
  ['mosquito dhoop', 24],
  ['bhringraj shampoo', 13],
  ['reetha', 14],
  ['sabun', 10],
];

describe('searching the seeded catalogue', () => {
  it.each(TABLE)('"%s" finds product %i first', (text, id) => {
    expect(search(text)[0]).toBe(id);
  });

  it('finds the same products in English, Devanagari and Latin Hindi', () => {
    expect(search('ashwagandha')).toEqual(search('अश्वगंधा'));
    expect(search('ashvagandha')).toEqual(search('अश्वगंधा'));
    expect(search('neem sabun')).toEqual(search('नीम साबुन'));
  });

  it('needs every word: a second word that no product of the first has finds nothing', () => {
    expect(search('ashwagandha')).toEqual([1]);
    expect(search('ashwagandha shampoo')).toEqual([]);
  });

  it('takes the words in any order, ignoring case, accents and punctuation', () => {
    expect(search('coil, MOSQUITO!')).toEqual(search('mosquito coil'));
    expect(search('Āmla')).toEqual(search('amla'));
  });

  it('finds nothing for a word of one letter or none', () => {
    expect(search('a')).toEqual([]);
    expect(search('  -- ')).toEqual([]);
  });
});
