import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeProduct } from '@/testing/factories';
import { AddToCartForm } from './add-to-cart-form';

describe('AddToCartForm', () => {
  it('offers amounts from 1 to 10, starting at 1', () => {
    render(<AddToCartForm product={makeProduct()} onAdd={vi.fn()} />);
    const amount = screen.getByRole('combobox', { name: 'Amount' });
    expect(amount).toHaveValue('1');
    expect(Array.from((amount as HTMLSelectElement).options).map((option) => option.value)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      '10',
    ]);
  });

  it("hands the chosen amount to onAdd when 'Add to Cart' is pressed", async () => {
    const onAdd = vi.fn();
    render(<AddToCartForm product={makeProduct()} onAdd={onAdd} />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Amount' }), '3');
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(onAdd).toHaveBeenCalledExactlyOnceWith(3);
  });

  it('cannot be used while disabled (out of stock)', async () => {
    const onAdd = vi.fn();
    render(<AddToCartForm product={makeProduct({ stock: 0 })} onAdd={onAdd} disabled />);
    const button = screen.getByRole('button', { name: 'Add to Cart' });
    expect(button).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Amount' })).toBeDisabled();
    await userEvent.click(button);
    expect(onAdd).not.toHaveBeenCalled();
  });
});
