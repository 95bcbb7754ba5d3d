import * as z from 'zod/mini';
import { ADDRESS_MIN, MOBILE_MIN } from '@/config/constants';
import { checkoutMessages as m } from './messages';

/** Upper bounds the security rules enforce too. */
export const ORDER_LIMITS = { name: 100, email: 254, address: 500, contactMax: 15 } as const;

export const PAYMENT_METHODS = ['cash', 'card'] as const;

/** The order form (§5 Order form): trimmed values, each with the spec's message. */
export const orderFormSchema = z.object({
  name: z.string().check(
    z.trim(),
    z.refine((value) => value.includes(' ') && value.length <= ORDER_LIMITS.name, m.invalidName),
  ),
  email: z.string().check(
    z.trim(),
    z.refine(
      (value) => value.includes('@') && value.endsWith('.com') && value.length <= ORDER_LIMITS.email,
      m.invalidEmail,
    ),
  ),
  address: z.string().check(
    z.trim(),
    z.refine(
      (value) => value.length >= ADDRESS_MIN && value.length <= ORDER_LIMITS.address,
      m.invalidAddress,
    ),
  ),
  number: z.string().check(
    z.trim(),
    z.refine(
      (value) => new RegExp(`^\\d{${MOBILE_MIN},${ORDER_LIMITS.contactMax}}$`).test(value),
      m.invalidContact,
    ),
  ),
  payment_method: z.enum(PAYMENT_METHODS, m.invalidPayment),
});

export type OrderFormData = z.infer<typeof orderFormSchema>;
export type OrderFormField = keyof OrderFormData;
export type OrderFormErrors = Partial<Record<OrderFormField, string>>;

const FIELD_MESSAGES: Record<OrderFormField, string> = {
  name: m.invalidName,
  email: m.invalidEmail,
  address: m.invalidAddress,
  number: m.invalidContact,
  payment_method: m.invalidPayment,
};

export type OrderFormResult = { ok: true; data: OrderFormData } | { ok: false; errors: OrderFormErrors };

/** Checks raw form values; every failing field gets its message. */
export function validateOrderForm(raw: Record<OrderFormField, unknown>): OrderFormResult {
  const result = orderFormSchema.safeParse(raw);
  if (result.success) return { ok: true, data: result.data };
  const errors: OrderFormErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as OrderFormField;
    errors[field] = FIELD_MESSAGES[field];
  }
  return { ok: false, errors };
}
