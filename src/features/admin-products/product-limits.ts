import { DESCRIPTION_MIN, PRODUCT_TITLE_MIN, RATING_MAX } from '@/config/constants';

/**
 * What a product may hold: the spec's minimums (§5, §9) and the upper bounds firestore.rules
 * sets on productsList (keep both in step), so the form never sends what the rules refuse.
 */
export const PRODUCT_LIMITS = {
  titleMin: PRODUCT_TITLE_MIN,
  titleMax: 200,
  subTitleMax: 200,
  descriptionMin: DESCRIPTION_MIN,
  descriptionMax: 5000,
  hDetailsMax: 5000,
  quantityMax: 60,
  ratingMax: RATING_MAX,
  priceMax: 10_000_000,
  stockMax: 1_000_000,
  reviewCountMax: 100_000_000,
  imagesMin: 1,
  imagesMax: 10,
  imageAddressMax: 2048,
} as const;
