import * as z from 'zod/mini';
import { ADDRESS_MIN, MOBILE_MIN, PASSWORD_MIN } from '@/config/constants';

/** The most digits a mobile number has (with its country code); the rules allow the same. */
export const MOBILE_MAX = 15;

/**
 * The spec's field rules (§5), each written once, on trimmed values. Every form that asks for
 * the field uses the rule, with the message the spec gives for that form.
 */
export const rules = {
  /** Non-empty, has an @ and ends with .com. */
  email: (value: string) => value.length > 0 && value.includes('@') && value.endsWith('.com'),
  /** Non-empty with a space in it (after trimming). */
  fullName: (value: string) => value.length > 0 && value.includes(' '),
  /** At least 8 characters. */
  password: (value: string) => value.length >= PASSWORD_MIN,
  /** 10 to 15 digits: the order's contact number and the account's mobile alike. */
  mobile: (value: string) => new RegExp(`^\\d{${MOBILE_MIN},${MOBILE_MAX}}$`).test(value),
  /** At least 10 characters. */
  address: (value: string) => value.length >= ADDRESS_MIN,
} as const;

/**
 * A text field: trimmed, then checked by `rule` (and an upper bound the security rules set),
 * failing with `message`.
 */
export function textField(rule: (value: string) => boolean, message: string, max = Infinity) {
  return z.string().check(
    z.trim(),
    z.refine((value) => rule(value) && value.length <= max, message),
  );
}
