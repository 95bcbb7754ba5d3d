import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Product } from '@/lib/firebase/documents/product';
import { products } from '../../../../scripts/seed/catalogue.mjs';
import { ProductStructuredData, productStructuredData } from './product-structured-data';

const SITE = 'https://shop.example.in';
const seeded = (id: number): Product => {
  const product = (products as unknown as Product[]).find((item) => item.id === id);
  if (!product) throw new Error(`The seed has no product ${String(id)}`);
  return product;
};

describe('productStructuredData', () => {
  const neemSoap = seeded(9);

  it('offers the product at the price the shop charges (17 % off the list price), in rupees, in stock', () => {
    const data = productStructuredData(neemSoap, 'en', SITE);
    expect(data).toMatchObject({
      '@type': 'Product',
      name: neemSoap.title,
      description: neemSoap.description,
      sku: '9',
      offers: {
        '@type': 'Offer',
        url: `${SITE}/shop/category/soap/9`,
        priceCurrency: 'INR',
        price: Math.round(neemSoap.price * 0.83),
        availability: 'https://schema.org/InStock',
      },
    });
    expect(data.offers.price).toBeLessThan(neemSoap.price);
  });

  it('names and describes the product in Hindi on its Hindi page, at its Hindi address', () => {
    const data = productStructuredData(neemSoap, 'hi', SITE);
    expect(data.name).toBe(neemSoap.subTitle);
    expect(data.description).toBe(neemSoap.hDetails);
    expect(data.offers.url).toBe(`${SITE}/hi/shop/category/soap/9`);
  });

  it('says a product without stock is out of stock', () => {
    const soldOut = seeded(8);
    expect(soldOut.stock).toBe(0);
    expect(productStructuredData(soldOut, 'en', SITE).offers.availability).toBe(
      'https://schema.org/OutOfStock',
    );
  });

  it('gives every picture as an absolute address: the shop’s own files on its site, uploads at Storage', () => {
    const data = productStructuredData(
      { ...neemSoap, images: ['/products/neem-1.svg', 'https://cdn.example.com/a.jpg', 'products/abc.webp'] },
      'en',
      SITE,
    );
    expect(data.image[0]).toBe(`${SITE}/products/neem-1.svg`);
    expect(data.image[1]).toBe('https://cdn.example.com/a.jpg');
    expect(data.image[2]).toMatch(/^https?:\/\/[^/]+\/v0\/b\/[^/]+\/o\/products%2Fabc\.webp\?alt=media$/);
  });

  it('leaves out the rating, which the admin enters and customers did not give', () => {
    expect(productStructuredData(neemSoap, 'en', SITE)).not.toHaveProperty('aggregateRating');
  });
});

describe('ProductStructuredData', () => {
  it('writes the data as JSON-LD that no product text can end early', () => {
    const product = { ...seeded(9), title: 'Soap </script><script>alert(1)</script> bar' };
    const { container } = render(<ProductStructuredData product={product} locale="en" />);
    const block = container.querySelector('script[type="application/ld+json"]');
    expect(block?.innerHTML).not.toContain('</script');
    expect(JSON.parse(block?.textContent ?? '')).toEqual(
      JSON.parse(JSON.stringify(productStructuredData(product, 'en'))),
    );
    expect((JSON.parse(block?.textContent ?? '') as { name: string }).name).toBe(product.title);
  });
});
