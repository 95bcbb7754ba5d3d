import { describe, expect, it } from 'vitest';
import { productMessages as m } from './messages';
import { IMAGES_FIELD, toProductValues, validateProductForm } from './product-form-schema';

const DESCRIPTION =
  'Cold-processed bathing bar with neem leaf and tulsi extracts in a coconut oil base, for everyday cleansing of oily and sensitive skin.';

const good = {
  title: 'Neem Tulsi Herbal Soap 75 g',
  subTitle: 'नीम तुलसी हर्बल साबुन',
  description: DESCRIPTION,
  hDetails: 'नीम और तुलसी के अर्क वाला साबुन।',
  stock: '12',
  price: '60.5',
  rating: '4.25',
  reviewCount: '18',
  quantity: '75 g',
  category: 'soap',
};

function form(
  values: Partial<Record<keyof typeof good, string>>,
  images = ['https://cdn.example.com/a.jpg'],
) {
  const data = new FormData();
  for (const [name, value] of Object.entries({ ...good, ...values })) data.set(name, value);
  for (const image of images) data.append(IMAGES_FIELD, image);
  return data;
}

function errorsFor(values: Partial<Record<keyof typeof good, string>>, images?: string[]) {
  const result = validateProductForm(form(values, images));
  return result.ok ? {} : result.errors;
}

describe('validateProductForm', () => {
  it('accepts good values, trims texts, reads numbers and keeps the images in order', () => {
    const images = [
      'https://cdn.example.com/b.webp',
      'products/1700000000-a.webp',
      '/products/neem-soap-1.svg',
    ];
    const result = validateProductForm(form({ title: `  ${good.title} `, stock: ' 12 ' }, images));
    expect(result).toEqual({
      ok: true,
      values: { ...good, stock: 12, price: 60.5, rating: 4.25, reviewCount: 18, images },
    });
    if (result.ok) {
      expect(toProductValues(result.values)).toEqual({
        title: good.title,
        subTitle: good.subTitle,
        description: DESCRIPTION,
        hDetails: good.hDetails,
        stock: 12,
        price: 60.5,
        rating: { rate: 4.25, count: 18 },
        quantity: '75 g',
        category: 'soap',
        images,
      });
    }
  });

  it.each([
    ['title', 'Neem soap 7', m.invalidTitle],
    ['title', '   Neem soap 7     ', m.invalidTitle],
    ['title', 'x'.repeat(201), m.invalidTitle],
    ['description', 'x'.repeat(119), m.invalidDescription],
    ['description', 'x'.repeat(5001), m.invalidDescription],
    ['category', '', m.invalidCategory],
    ['category', 'tea', m.invalidCategory],
    ['price', '0', m.invalidPrice],
    ['price', '-3', m.invalidPrice],
    ['price', '', m.invalidPrice],
    ['price', 'abc', m.invalidPrice],
    ['rating', '5.01', m.invalidRating],
    ['rating', '-0.5', m.invalidRating],
    ['rating', '', m.invalidRating],
    ['reviewCount', '-1', m.invalidReviewCount],
    ['reviewCount', '2.5', m.invalidReviewCount],
    ['stock', '-1', m.invalidStock],
    ['stock', '1.5', m.invalidStock],
    ['stock', '', m.invalidStock],
    ['subTitle', 'क'.repeat(201), m.tooLong('Devanagari title', 200)],
    ['quantity', 'x'.repeat(61), m.tooLong('quantity', 60)],
  ] as const)('refuses %s %j with "%s"', (field, value, message) => {
    expect(errorsFor({ [field]: value })).toEqual({ [field]: message });
  });

  it('takes the edges: a 12-character title, a 120-character description, rating 0 and 5, stock 0', () => {
    for (const values of [
      { title: 'x'.repeat(12), description: 'y'.repeat(120) },
      { rating: '0', reviewCount: '0', stock: '0' },
      { rating: '5', price: '0.01' },
    ]) {
      expect(validateProductForm(form(values)).ok).toBe(true);
    }
  });

  it('asks for at least one image, at most ten, and only image addresses', () => {
    expect(errorsFor({}, [])).toEqual({ images: m.noImage });
    const eleven = Array.from({ length: 11 }, (_, i) => `https://cdn.example.com/${String(i)}.jpg`);
    expect(errorsFor({}, eleven)).toEqual({ images: m.tooManyImages(10) });
    expect(errorsFor({}, ['ftp://cdn.example.com/a.jpg'])).toEqual({ images: m.invalidImage });
    expect(errorsFor({}, ['javascript:alert(1)'])).toEqual({ images: m.invalidImage });
  });

  it('takes https image addresses only, never plain http (mixed content on an https shop)', () => {
    expect(errorsFor({}, ['http://cdn.example.com/a.jpg'])).toEqual({ images: m.invalidImage });
    expect(errorsFor({}, ['https://cdn.example.com/a.jpg'])).toEqual({});
  });

  it('says every wrong field at once', () => {
    const errors = errorsFor({ title: '', description: '', category: '', price: '0' }, []);
    expect(errors).toEqual({
      title: m.invalidTitle,
      description: m.invalidDescription,
      category: m.invalidCategory,
      price: m.invalidPrice,
      images: m.noImage,
    });
  });
});
