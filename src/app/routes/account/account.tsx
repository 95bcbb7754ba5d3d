import { redirect, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router-dom';
import { RouteErrorPage } from '@/components/errors/route-error-page';
import { paths } from '@/config/paths';
import { translate } from '@/i18n';
import type { AccountActionData } from '@/features/account/account-action-data';
import { AccountPage } from '@/features/account/components/account-page';
import { getAccount } from '@/features/account/api/get-account';
import { AccountError } from '@/features/account/api/errors';
import { accountMessages } from '@/features/account/messages';
import { runAccountIntent } from '@/features/account/run-account-intent';
import { clearStoredSession } from '@/features/session/session-clock';
import { requireCustomer } from '@/features/session/require-customer';
import { userMessageOf } from '@/lib/firebase/errors';
import { notify } from '@/lib/notify';

/** /account needs a signed-in customer; it reads their users/{uid}. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireCustomer(request);
  const account = await getAccount(user.uid);
  if (!account) throw new AccountError(accountMessages.notRead, 'failed', { detail: `No users/${user.uid}` });
  return { account };
}

/**
 * Delete my account: re-authenticates, deletes the user document, the cart when it may and the
 * Auth account, ends the session everywhere and goes home. A failure keeps the session.
 */
async function leave(form: FormData): Promise<AccountActionData | Response> {
  const password = form.get('password');
  if (typeof password !== 'string' || !password)
    return { intent: 'delete', errors: { password: accountMessages.deletePasswordMissing } };
  const { deleteAccount } = await import('@/features/account/api/delete-account');
  try {
    await deleteAccount(password);
  } catch (error) {
    console.error('Account: delete failed', error);
    const failure = userMessageOf(error, accountMessages.deleteFailed);
    notify.error(failure);
    return { intent: 'delete', failure };
  }
  clearStoredSession();
  notify.success(accountMessages.accountDeleted);
  return redirect(paths.home.getHref());
}

/** The forms of the account page: details, password, addresses, delete. */
export async function action({ request }: ActionFunctionArgs): Promise<AccountActionData | Response> {
  const user = await requireCustomer(request);
  const form = await request.formData();
  if (form.get('intent') === 'delete') return leave(form);
  return runAccountIntent(user.uid, form);
}

export function Component() {
  const { account } = useLoaderData<typeof loader>();
  return (
    <>
      <title>{translate(accountMessages.title)}</title>
      <AccountPage account={account} />
    </>
  );
}

export const ErrorBoundary = RouteErrorPage;
