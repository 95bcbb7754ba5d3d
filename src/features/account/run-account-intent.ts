import { notify } from '@/lib/notify';
import { userMessageOf } from '@/lib/firebase/errors';
import type { AccountActionData, AccountIntent } from './account-action-data';
// Static: the account page reads the account with it on every visit, so it is in the page's chunk.
import { getAccount } from './api/get-account';
import { validateAddress, validateDetails, validatePasswordChange } from './account-schema';
import { withSavedAddress } from './address-book';
import { accountMessages as m } from './messages';

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
};

/** A failed operation: the customer sees its message (toast and beside the form), the console its cause. */
function failed(intent: AccountIntent, error: unknown, fallback: string): AccountActionData {
  console.error(`Account: ${intent} failed`, error);
  const failure = userMessageOf(error, fallback);
  notify.error(failure);
  return { intent, failure };
}

async function saveDetails(uid: string, form: FormData): Promise<AccountActionData> {
  const checked = validateDetails(form);
  if (!checked.ok) return { intent: 'details', errors: checked.errors };
  const { updateDetails } = await import('./api/update-details');
  try {
    await updateDetails(uid, checked.values);
  } catch (error) {
    return failed('details', error, m.detailsNotSaved);
  }
  notify.success(m.detailsSaved);
  return { intent: 'details', ok: true };
}

async function changeOwnPassword(form: FormData): Promise<AccountActionData> {
  const checked = validatePasswordChange(form);
  if (!checked.ok) return { intent: 'password', errors: checked.errors };
  const { changePassword } = await import('./api/change-password');
  try {
    await changePassword(checked.values.currentPassword, checked.values.newPassword);
  } catch (error) {
    return failed('password', error, m.passwordNotChanged);
  }
  notify.success(m.passwordChanged);
  return { intent: 'password', ok: true };
}

/** Reads the stored list afresh, so a save in another tab is never written over. */
async function changeAddresses(
  uid: string,
  intent: 'address-save' | 'address-remove',
  change: (addresses: readonly string[]) => string[] | null,
  done: string,
): Promise<AccountActionData> {
  const { saveAddresses } = await import('./api/save-addresses');
  try {
    const account = await getAccount(uid);
    const next = change(account?.addresses ?? []);
    if (!next) return { intent, failure: m.addressesFull };
    await saveAddresses(uid, next);
  } catch (error) {
    return failed(intent, error, m.addressesNotSaved);
  }
  notify.success(done);
  return { intent, ok: true };
}

function saveAddress(uid: string, form: FormData): Promise<AccountActionData> | AccountActionData {
  const checked = validateAddress(form);
  if (!checked.ok) return { intent: 'address-save', errors: checked.errors };
  const original = text(form, 'original') || undefined;
  return changeAddresses(
    uid,
    'address-save',
    (addresses) => withSavedAddress(addresses, checked.values.address, original),
    m.addressSaved,
  );
}

function removeAddress(uid: string, form: FormData): Promise<AccountActionData> {
  const address = text(form, 'address');
  return changeAddresses(
    uid,
    'address-remove',
    (addresses) => addresses.filter((saved) => saved !== address),
    m.addressRemoved,
  );
}

/** Runs what one form of the account page asked for (its hidden `intent`), except the delete. */
export async function runAccountIntent(uid: string, form: FormData): Promise<AccountActionData> {
  const intent = form.get('intent');
  switch (intent) {
    case 'details':
      return saveDetails(uid, form);
    case 'password':
      return changeOwnPassword(form);
    case 'address-save':
      return saveAddress(uid, form);
    case 'address-remove':
      return removeAddress(uid, form);
    default:
      throw new Error(`Unknown account intent: ${typeof intent === 'string' ? intent : '(none)'}`);
  }
}
