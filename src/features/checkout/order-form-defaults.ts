import { rules } from '@/lib/validation/rules';
import type { CustomerDetails } from './api/get-customer-details';

/** What the order form starts with, by the form's own field names. */
export interface OrderFormDefaults {
  name: string;
  email: string;
  /** The contact number: the account's mobile, or '' when it has none the form would take. */
  number: string;
  /** Saved delivery addresses, the last used first (the first is prefilled). */
  addresses: readonly string[];
}

/**
 * Where the order form's values come from, decided here only: the user's document (name,
 * e-mail, the mobile given at signup or changed on the account page, saved addresses), with the
 * session's name and e-mail standing in when the document has none or could not be read
 * (`stored` null). A stored mobile the contact field would refuse (older documents were not
 * checked for digits) is left out rather than offered to be refused.
 */
export function orderFormDefaults(
  session: { name: string; email: string },
  stored: CustomerDetails | null,
): OrderFormDefaults {
  const mobile = stored?.mobile.trim() ?? '';
  return {
    name: stored?.name || session.name,
    email: stored?.email || session.email,
    number: rules.mobile(mobile) ? mobile : '',
    addresses: stored?.addresses ?? [],
  };
}
