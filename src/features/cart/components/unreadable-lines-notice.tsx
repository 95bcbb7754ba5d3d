import { useAppSelector } from '@/app/hooks';
import { selectUnreadableLineCount } from '../cart-slice';
import { cartMessages } from '../messages';
import './cart.css';
import { translate } from '@/i18n';

/** Says how many stored cart lines could not be read (they are kept, see StoredCart.unreadable). */
export function UnreadableLinesNotice() {
  const count = useAppSelector(selectUnreadableLineCount);
  if (count === 0) return null;
  return (
    <p className="cart-notice" role="status">
      {translate(cartMessages.unreadableLines, { count })}
    </p>
  );
}
