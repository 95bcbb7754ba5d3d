import { useId, useState, type SubmitEvent } from 'react';
import { CartIcon } from '@/components/ui/cart-icon';
import { MAX_ITEM_AMOUNT } from '@/config/constants';
import { translate, useLocale, useT } from '@/i18n';
import { productTitle } from '@/lib/product-texts';
import { catalogMessages } from '../messages';
import type { Product } from '../schema';
import './add-to-cart-form.css';

interface AddToCartFormProps {
  product: Product;
  onAdd: (amount: number) => void;
  /** True when the product is out of stock (or while an add is under way). */
  disabled?: boolean;
}

const AMOUNTS = Array.from({ length: MAX_ITEM_AMOUNT }, (_, index) => index + 1);

/** An amount select (1 to 10) and an 'Add to Cart' button; what adding means is the page's call. */
export function AddToCartForm({ product, onAdd, disabled = false }: AddToCartFormProps) {
  const t = useT();
  const locale = useLocale();
  const [amount, setAmount] = useState(1);
  const selectId = useId();
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!disabled) onAdd(amount);
  };
  return (
    <form
      className="add-to-cart"
      onSubmit={submit}
      aria-label={t(catalogMessages.addToCartLabel, { title: productTitle(product, locale).text })}
    >
      <div className="add-to-cart__amount">
        <label htmlFor={selectId}>{translate(catalogMessages.amount)}</label>
        <select
          id={selectId}
          value={amount}
          disabled={disabled}
          onChange={(event) => {
            setAmount(Number(event.target.value));
          }}
        >
          {AMOUNTS.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button button--primary add-to-cart__button" disabled={disabled}>
        <CartIcon size={20} />
        {t(catalogMessages.addToCart)}
      </button>
    </form>
  );
}
