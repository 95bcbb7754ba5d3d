import { redirect, useActionData, useNavigation, type ActionFunctionArgs } from 'react-router-dom';
import { RouteErrorPage } from '@/components/errors/route-error-page';
import { paths } from '@/config/paths';
import { userMessageOf } from '@/lib/firebase/errors';
import { adminSessionMessages } from '@/features/session/admin-messages';
import { AdminLoginForm } from '@/features/session/components/admin-login-form';
import { getAdminSession } from '@/features/session/get-admin-session';
import {
  clearStoredSession,
  readStoredSession,
  restoreStoredSession,
  startStoredSession,
} from '@/features/session/session-clock';
import { validateLogin, type FieldErrors } from '@/features/session/validation';
import { notify } from '@/lib/notify';

export interface AdminLoginActionData {
  errors?: FieldErrors;
  /** Why the login failed, in the spec's words (also shown as a toast). */
  failure?: string;
}

/**
 * /adminLogin (spec §2): an admin already signed in is told so and goes to the dashboard; a
 * signed-in customer is signed out of the customer session first (mode user).
 */
export async function loader() {
  let admin = null;
  try {
    admin = await getAdminSession();
  } catch (error) {
    // The check could not run (offline): the form is still the right page to show.
    console.error('Could not check the admin session on /adminLogin', error);
  }
  if (admin) {
    notify.error(adminSessionMessages.alreadyLoggedIn('admin'));
    throw redirect(paths.adminDashboard.getHref());
  }
  const stored = readStoredSession();
  if (stored.state !== 'none' && stored.session.mode === 'user') {
    clearStoredSession();
    const { signOutCurrentUser } = await import('@/features/session/api/sign-out');
    await signOutCurrentUser();
  }
  return null;
}

/** Login rules of spec §5, then the admin sign-in; the session clock starts before Auth answers. */
export async function action({ request }: ActionFunctionArgs): Promise<AdminLoginActionData | Response> {
  const checked = validateLogin(await request.formData());
  if (!checked.ok) return { errors: checked.errors };
  const { email, password } = checked.values;
  const { signInAdmin } = await import('@/features/session/api/sign-in-admin');
  // Stored before signing in, so the session listener finds an admin session when Auth changes.
  const before = readStoredSession();
  startStoredSession('admin');
  try {
    await signInAdmin(email, password);
  } catch (error) {
    restoreStoredSession(before);
    console.error('Admin login failed', error);
    const failure = userMessageOf(error, adminSessionMessages.loginFailed);
    notify.error(failure);
    return { failure };
  }
  notify.success(adminSessionMessages.welcome(email));
  return redirect(paths.adminDashboard.getHref());
}

export function Component() {
  const result = useActionData<AdminLoginActionData>();
  const navigation = useNavigation();
  const submitting =
    navigation.state === 'submitting' && navigation.formAction === paths.adminLogin.getHref();
  return (
    <>
      <title>Admin Login</title>
      <meta name="robots" content="noindex" />
      <AdminLoginForm errors={result?.errors} failure={result?.failure} submitting={submitting} />
    </>
  );
}

export const ErrorBoundary = RouteErrorPage;
