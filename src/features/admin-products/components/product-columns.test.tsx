import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Product } from '@/lib/firebase/documents/product';
import { products } from '../../../../scripts/seed/catalogue.mjs';
import { productColumns } from './product-columns';

const neemSoap = (products as unknown as Product[]).find((product) => product.id === 9);
if (!neemSoap) throw new Error('The seed has no product 9');

/** The products list's Product cell of a product, as the list renders it. */
function renderProductCell(product: Product) {
  const cell = productColumns(String).find((column) => column.label === 'Product');
  if (!cell) throw new Error('The products list has no Product column');
  render(<>{cell.render(product)}</>);
}

describe('the products list’s Product cell', () => {
  it('shows the Devanagari title under the English one, marked as Hindi', () => {
    renderProductCell(neemSoap);
    expect(screen.getByText(neemSoap.title)).toBeInTheDocument();
    expect(screen.getByText(neemSoap.subTitle)).toHaveAttribute('lang', 'hi');
    expect(screen.queryByText(/No Hindi title/)).not.toBeInTheDocument();
  });

  it.each(['', '   '])(
    'says when a product has no Hindi title (%j), as Hindi pages then show the English one',
    (subTitle) => {
      renderProductCell({ ...neemSoap, subTitle });
      expect(screen.getByText('No Hindi title: Hindi pages show the English one')).not.toHaveAttribute(
        'lang',
      );
    },
  );
});
