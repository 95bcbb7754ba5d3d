import * as z from 'zod/mini';
import { PRODUCT_CATEGORIES } from '@/lib/firebase/documents/product';
import { checkValues, type FieldErrors, type FormResult } from '@/lib/validation/parse-form';
import { textField } from '@/lib/validation/rules';
import type { ProductValues } from './api/product-doc';
import { isProductImage } from './image-address';
import { productMessages as m } from './messages';
import { PRODUCT_LIMITS as L } from './product-limits';

/** The form's name of the hidden inputs that carry the image list, one input per image. */
export const IMAGES_FIELD = 'images';

/** A number typed into a field: trimmed, '' is no number; `ok` checks it, else `message`. */
function numberField(ok: (value: number) => boolean, message: string) {
  return z
    .pipe(
      z.string().check(z.trim()),
      z.transform((value: string) => (value === '' ? Number.NaN : Number(value))),
    )
    .check(z.refine((value: number) => Number.isFinite(value) && ok(value), message));
}

const whole = (max: number) => (value: number) => Number.isInteger(value) && value >= 0 && value <= max;

/** The product form (spec §5 Product form), with the bounds firestore.rules sets as well. */
export const productFormSchema = z.object({
  title: textField((value) => value.length >= L.titleMin, m.invalidTitle, L.titleMax),
  subTitle: textField(() => true, m.tooLong('Devanagari title', L.subTitleMax), L.subTitleMax),
  description: textField((value) => value.length >= L.descriptionMin, m.invalidDescription, L.descriptionMax),
  hDetails: textField(() => true, m.tooLong('Devanagari description', L.hDetailsMax), L.hDetailsMax),
  stock: numberField(whole(L.stockMax), m.invalidStock),
  price: numberField((value) => value > 0 && value <= L.priceMax, m.invalidPrice),
  rating: numberField((value) => value >= 0 && value <= L.ratingMax, m.invalidRating),
  reviewCount: numberField(whole(L.reviewCountMax), m.invalidReviewCount),
  quantity: textField(() => true, m.tooLong('quantity', L.quantityMax), L.quantityMax),
  category: z.enum(PRODUCT_CATEGORIES, m.invalidCategory),
  images: z.array(z.string()).check(
    z.minLength(L.imagesMin, m.noImage),
    z.maxLength(L.imagesMax, m.tooManyImages(L.imagesMax)),
    z.refine((images: string[]) => images.every(isProductImage), m.invalidImage),
  ),
});

export type ProductFormValues = z.infer<typeof productFormSchema>;
export type ProductFormField = keyof ProductFormValues;
export type ProductFormErrors = FieldErrors<ProductFormField>;

const TEXT_FIELDS = Object.keys(productFormSchema.def.shape).filter((name) => name !== IMAGES_FIELD);

/** Checks a submitted product form: every field as text, the images as the list of their inputs. */
export function validateProductForm(form: FormData): FormResult<ProductFormValues> {
  const raw: Record<string, unknown> = {};
  for (const name of TEXT_FIELDS) {
    const value = form.get(name);
    raw[name] = typeof value === 'string' ? value : '';
  }
  raw[IMAGES_FIELD] = form.getAll(IMAGES_FIELD).filter((value) => typeof value === 'string');
  return checkValues(productFormSchema, raw);
}

/** The checked form as the product's stored fields. */
export function toProductValues({ rating, reviewCount, ...rest }: ProductFormValues): ProductValues {
  return { ...rest, rating: { rate: rating, count: reviewCount } };
}
