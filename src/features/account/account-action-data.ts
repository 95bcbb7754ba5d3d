import type { AccountErrors } from './account-schema';

/** The forms of the account page, each sent with its hidden `intent`. */
export type AccountIntent = 'details' | 'password' | 'address-save' | 'address-remove' | 'delete';

/** What the account page's action answers one of its forms. */
export interface AccountActionData {
  intent: AccountIntent;
  ok?: boolean;
  errors?: AccountErrors;
  /** The failure in plain words, shown beside the form (and as a toast). */
  failure?: string;
}
