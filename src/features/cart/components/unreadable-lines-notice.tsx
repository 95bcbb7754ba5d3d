import { useAppSelector } from '@/app/hooks';
import { selectUnreadableLineCount } from '../cart-slice';
import { unreadableLinesMessage } from '../messages';
import './cart.css';

/** Says how many stored cart lines could not be read (they are kept, see StoredCart.unreadable). */
export function UnreadableLinesNotice() {
  const count = useAppSelector(selectUnreadableLineCount);
  if (count === 0) return null;
  return (
    <p className="cart-notice" role="status">
      {unreadableLinesMessage(count)}
    </p>
  );
}
