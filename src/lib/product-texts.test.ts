import { describe, expect, it } from 'vitest';
import { langWithin, productDetails, productTitle } from './product-texts';

const neem = {
  title: 'Neem Tulsi Soap',
  subTitle: 'नीम तुलसी साबुन',
  description: 'A neem and tulsi bath bar.',
  hDetails: 'नीम और तुलसी का साबुन।',
};

describe('productTitle / productDetails', () => {
  it('give the Devanagari texts on Hindi pages and the English ones on English pages', () => {
    expect(productTitle(neem, 'hi')).toEqual({ text: 'नीम तुलसी साबुन', lang: 'hi' });
    expect(productTitle(neem, 'en')).toEqual({ text: 'Neem Tulsi Soap', lang: 'en' });
    expect(productDetails(neem, 'hi')).toEqual({ text: 'नीम और तुलसी का साबुन।', lang: 'hi' });
    expect(productDetails(neem, 'en')).toEqual({ text: 'A neem and tulsi bath bar.', lang: 'en' });
  });

  it('fall back to English where a product has no Hindi text (missing, empty or blank)', () => {
    for (const hindi of [undefined, '', '   ']) {
      const product = { ...neem, subTitle: hindi, hDetails: hindi };
      expect(productTitle(product, 'hi')).toEqual({ text: 'Neem Tulsi Soap', lang: 'en' });
      expect(productDetails(product, 'hi')).toEqual({ text: 'A neem and tulsi bath bar.', lang: 'en' });
    }
  });

  it('mark a text’s language only where it differs from the page’s', () => {
    expect(langWithin(productTitle(neem, 'hi'), 'hi')).toBeUndefined();
    expect(langWithin(productTitle({ title: 'Neem Tulsi Soap' }, 'hi'), 'hi')).toBe('en');
    expect(langWithin(productTitle(neem, 'hi'), 'en')).toBe('hi');
  });
});
