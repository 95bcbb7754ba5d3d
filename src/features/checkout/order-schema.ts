import * as z from 'zod/mini';
import { parseForm, type FormResult } from '@/lib/validation/parse-form';
import { ADDRESS_MAX, addressField } from '@/lib/validation/credentials';
import { rules, textField } from '@/lib/validation/rules';
import { checkoutMessages as m } from './messages';

/** Upper bounds the security rules enforce too. */
export const ORDER_LIMITS = { name: 100, email: 254, address: ADDRESS_MAX } as const;

export const PAYMENT_METHODS = ['cash', 'card'] as const;

/** The order form (§5 Order form): trimmed values, each with the spec's message. */
export const orderFormSchema = z.object({
  name: textField(rules.fullName, m.invalidName, ORDER_LIMITS.name),
  email: textField(rules.email, m.invalidEmail, ORDER_LIMITS.email),
  address: addressField,
  number: textField(rules.mobile, m.invalidContact),
  payment_method: z.enum(PAYMENT_METHODS, m.invalidPayment),
});

export type OrderFormData = z.infer<typeof orderFormSchema>;
export type OrderFormField = keyof OrderFormData;
export type OrderFormErrors = Partial<Record<OrderFormField, string>>;

/** Checks a submitted order form; every failing field gets its message. */
export const validateOrderForm = (form: FormData): FormResult<OrderFormData> =>
  parseForm(orderFormSchema, form);
