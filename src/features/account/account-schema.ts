import * as z from 'zod/mini';
import { parseForm, type FieldErrors, type FormResult } from '@/lib/validation/parse-form';
import { addressField, fullNameField, mobileField, passwordField } from '@/lib/validation/credentials';
import { accountMessages as m } from './messages';

/** Name and mobile: the signup form's rules and messages (spec §5). */
export const detailsSchema = z.object({ name: fullNameField, mobile: mobileField });
export type DetailsValues = z.infer<typeof detailsSchema>;

/** Change password: the current one (any, Firebase checks it) and a new one by the login rule. */
export const passwordChangeSchema = z.object({
  currentPassword: z.string().check(z.minLength(1, m.currentPasswordMissing)),
  newPassword: passwordField,
});

/** A saved address: the order form's address rule and message. */
export const addressSchema = z.object({ address: addressField });

export const validateDetails = (form: FormData): FormResult<DetailsValues> => parseForm(detailsSchema, form);
export const validatePasswordChange = (form: FormData) => parseForm(passwordChangeSchema, form);
export const validateAddress = (form: FormData) => parseForm(addressSchema, form);

/** Every field of the account page's forms, for the messages under them. */
export type AccountField = 'name' | 'mobile' | 'currentPassword' | 'newPassword' | 'address' | 'password';
export type AccountErrors = FieldErrors<AccountField>;
