import { selectTotalNumItems } from './cart-slice';

/** The header badge: how many items are in the signed-in customer's cart. */
export const selectCartCount = selectTotalNumItems;
