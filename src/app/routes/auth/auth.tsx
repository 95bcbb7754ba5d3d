import {
  data,
  redirect,
  useActionData,
  useLoaderData,
  useNavigation,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from 'react-router-dom';
import { RouteErrorPage } from '@/components/errors/route-error-page';
import { paths } from '@/config/paths';
import { AuthForm } from '@/features/session/components/auth-form';
import { sessionMessages } from '@/features/session/messages';
import { getCustomerSession } from '@/features/session/require-customer';
import { authHref, returnPathOf } from '@/features/session/return-path';
import {
  readStoredSession,
  restoreStoredSession,
  startStoredSession,
} from '@/features/session/session-clock';
import { isAuthMode, validateLogin, validateSignup, type FieldErrors } from '@/features/session/validation';
import { useT } from '@/i18n';
import { userMessageOf } from '@/lib/firebase/errors';
import { notify } from '@/lib/notify';

export interface AuthActionData {
  errors?: FieldErrors;
  /** The backend's failure in plain words (shown beside the form, and as a toast). */
  failure?: string;
}

function modeOf(request: Request) {
  const mode = new URL(request.url).searchParams.get('mode');
  if (mode === null) throw redirect(authHref('signup', returnPathOf(request)));
  if (!isAuthMode(mode)) throw data(sessionMessages.invalidMode, { status: 400 });
  return mode;
}

/**
 * /auth?mode=login|signup[&from=/cart]: no mode → signup, another mode → error, a logged-in
 * user → where they came from (home without a same-site `from`).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const mode = modeOf(request);
  let customer = null;
  try {
    customer = await getCustomerSession();
  } catch (error) {
    // The check could not run (offline): the form is still the right page to show.
    console.error('Could not check the session on /auth', error);
  }
  const returnPath = returnPathOf(request);
  if (customer) throw redirect(returnPath);
  return { mode, returnPath };
}

/**
 * Validates (spec §5), then signs up or logs in and goes back where the visitor came from; the
 * session clock starts before Auth answers. A failure is returned in plain words, never the
 * SDK's text (that goes to the console).
 */
export async function action({ request }: ActionFunctionArgs): Promise<AuthActionData | Response> {
  const mode = modeOf(request);
  const form = await request.formData();
  let work: () => Promise<unknown>;
  if (mode === 'login') {
    const checked = validateLogin(form);
    if (!checked.ok) return { errors: checked.errors };
    const { signIn } = await import('@/features/session/api/sign-in');
    work = () => signIn(checked.values);
  } else {
    const checked = validateSignup(form);
    if (!checked.ok) return { errors: checked.errors };
    const { signUp } = await import('@/features/session/api/sign-up');
    work = () => signUp(checked.values);
  }

  // Stored before signing in, so the session listener finds it when the Auth state changes.
  const before = readStoredSession();
  startStoredSession('user');
  try {
    await work();
  } catch (error) {
    restoreStoredSession(before);
    console.error(`${mode} failed`, error);
    const failure = userMessageOf(
      error,
      mode === 'login' ? sessionMessages.loginFailed : sessionMessages.profileNotSaved,
    );
    notify.error(failure);
    return { failure };
  }
  notify.success(mode === 'login' ? sessionMessages.loginSucceeded : sessionMessages.signupSucceeded);
  return redirect(returnPathOf(request));
}

export function Component() {
  const t = useT();
  const { mode, returnPath } = useLoaderData<typeof loader>();
  const result = useActionData<AuthActionData>();
  const navigation = useNavigation();
  const submitting = navigation.state === 'submitting' && navigation.formAction.startsWith(paths.auth.path);
  return (
    <>
      <title>{t(mode === 'signup' ? sessionMessages.signup : sessionMessages.login)}</title>
      <AuthForm
        key={mode}
        mode={mode}
        returnPath={returnPath}
        errors={result?.errors}
        failure={result?.failure}
        submitting={submitting}
      />
    </>
  );
}

export const ErrorBoundary = RouteErrorPage;
