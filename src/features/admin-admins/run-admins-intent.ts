import { notify } from '@/lib/notify';
import { userMessageOf } from '@/lib/firebase/errors';
import { rules } from '@/lib/validation/rules';
import { credentialMessages, validateLogin } from '@/lib/validation/credentials';
import type { AdminsActionData, AdminsIntent } from './admins-action-data';
import { adminAdminsMessages } from './messages';

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
};

/** A failed operation: the admin sees its message (toast and beside the form), the console its cause. */
function failed(intent: AdminsIntent, error: unknown): AdminsActionData {
  console.error(`Admins: ${intent} failed`, error);
  const failure = userMessageOf(error, adminAdminsMessages.failed);
  notify.error(failure);
  return { intent, failure };
}

async function add(form: FormData): Promise<AdminsActionData> {
  const checked = validateLogin(form);
  if (!checked.ok) return { intent: 'add', errors: checked.errors };
  const { addAdmin } = await import('@/features/admin-admins/api/add-admin');
  try {
    await addAdmin(checked.values);
  } catch (error) {
    return failed('add', error);
  }
  notify.success(adminAdminsMessages.added);
  return { intent: 'add', ok: true };
}

async function changeOwn(form: FormData): Promise<AdminsActionData> {
  const current = form.get('currentPassword');
  const next = text(form, 'newPassword');
  const errors: AdminsActionData['errors'] = {};
  if (typeof current !== 'string' || !current)
    errors.currentPassword = adminAdminsMessages.currentPasswordMissing;
  if (!rules.password(next)) errors.newPassword = credentialMessages.invalidPassword;
  else if (text(form, 'repeatPassword') !== next) errors.repeatPassword = adminAdminsMessages.passwordsDiffer;
  if (Object.keys(errors).length || typeof current !== 'string') return { intent: 'change-own', errors };
  const { changeOwnPassword } = await import('@/features/admin-admins/api/change-own-password');
  try {
    await changeOwnPassword(current, next);
  } catch (error) {
    return failed('change-own', error);
  }
  notify.success(adminAdminsMessages.passwordUpdated);
  return { intent: 'change-own', ok: true };
}

async function reset(email: string): Promise<AdminsActionData> {
  const { sendAdminPasswordReset } = await import('@/features/admin-admins/api/send-admin-password-reset');
  try {
    await sendAdminPasswordReset(email);
  } catch (error) {
    return failed('reset', error);
  }
  const notice = adminAdminsMessages.resetSent(email);
  notify.success(notice);
  return { intent: 'reset', ok: true, notice };
}

async function remove(email: string): Promise<AdminsActionData> {
  const { deleteAdmin } = await import('@/features/admin-admins/api/delete-admin');
  try {
    await deleteAdmin(email);
  } catch (error) {
    return failed('delete', error);
  }
  notify.success(adminAdminsMessages.deleted);
  return { intent: 'delete', ok: true };
}

/** Runs what one form of the admins page asked for (its hidden `intent`). */
export function runAdminsIntent(form: FormData): Promise<AdminsActionData> {
  const intent = form.get('intent');
  switch (intent) {
    case 'add':
      return add(form);
    case 'change-own':
      return changeOwn(form);
    case 'reset':
      return reset(text(form, 'email'));
    case 'delete':
      return remove(text(form, 'email'));
    default:
      return Promise.reject(
        new Error(`Unknown admins intent: ${typeof intent === 'string' ? intent : '(none)'}`),
      );
  }
}
