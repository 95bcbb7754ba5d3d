import type { UserDoc } from '@/lib/firebase/documents/user';
import type { SessionUser } from './session-slice';

export type { UserDoc } from '@/lib/firebase/documents/user';

export const emptyCart = (): UserDoc['cart'] => ({ cartItems: [], totalNumItems: 0, totalAmount: 0 });

export const toSessionUser = ({ uid, email, name }: UserDoc): SessionUser => ({ uid, email, name });
