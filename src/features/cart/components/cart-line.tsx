import { Link } from 'react-router-dom';
import { CART_TITLE_MAX, MAX_ITEM_AMOUNT } from '@/config/constants';
import { paths } from '@/config/paths';
import { translate, useLocale } from '@/i18n';
import { formatINR, truncate } from '@/lib/format';
import { lineAmount } from '@/lib/money';
import { productImageSrc } from '@/lib/product-images';
import { langWithin, productTitle } from '@/lib/product-texts';
import type { CartItem } from '../schema';
import './cart.css';
import { cartMessages as m } from '../messages';

interface CartLineProps {
  item: CartItem;
  onIncrease: () => void;
  onRemove: () => void;
  onDelete: () => void;
  /** Where amounts must not change (e.g. an order shown to an admin), the − and + buttons are disabled. */
  amountLocked?: boolean;
}

/** One cart line: picture, title cut to 25 characters, unit price, amount controls, line total, delete. */
export function CartLine({ item, onIncrease, onRemove, onDelete, amountLocked = false }: CartLineProps) {
  const locale = useLocale();
  // The title in the page's language, and beneath it the other one (the English title on a Hindi page).
  const title = productTitle(item, locale);
  const other = productTitle(item, locale === 'hi' ? 'en' : 'hi');
  return (
    <li className="cart-line">
      {item.image && (
        <img
          className="cart-line__image"
          src={productImageSrc(item.image)}
          alt={title.text}
          lang={langWithin(title, locale)}
          width={88}
          height={88}
        />
      )}
      <div className="cart-line__body">
        <h3 className="cart-line__title" lang={langWithin(title, locale)}>
          <Link to={paths.product.getHref(item.category, item.id)} title={title.text}>
            {truncate(title.text, CART_TITLE_MAX, true)}
          </Link>
        </h3>
        {other.text !== title.text && (
          <p className="cart-line__sub" lang={other.lang}>
            {other.text}
          </p>
        )}
        <p className="cart-line__meta muted">
          {item.quantity && <>{item.quantity} · </>}
          {translate(m.lineEach, { price: formatINR(item.price) })}
        </p>
      </div>
      <div className="cart-line__controls">
        <div
          className="amount-stepper"
          role="group"
          aria-label={translate(m.lineAmountOf, { title: title.text })}
        >
          <button
            type="button"
            className="amount-stepper__button"
            aria-label={translate(m.lineRemoveOne, { title: title.text })}
            disabled={amountLocked}
            onClick={onRemove}
          >
            −
          </button>
          <output
            className="amount-stepper__value"
            aria-label={translate(m.lineInCart, { amount: item.amount })}
          >
            {item.amount}
          </output>
          <button
            type="button"
            className="amount-stepper__button"
            aria-label={translate(m.lineAddOne, { title: title.text })}
            disabled={amountLocked || item.amount >= MAX_ITEM_AMOUNT}
            onClick={onIncrease}
          >
            +
          </button>
        </div>
        <p className="cart-line__total">{formatINR(lineAmount(item))}</p>
        <button
          type="button"
          className="icon-button cart-line__delete"
          aria-label={translate(m.lineDelete, { title: title.text })}
          onClick={onDelete}
        >
          <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path
              d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </button>
      </div>
    </li>
  );
}
