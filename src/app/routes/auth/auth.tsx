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
import { clearStoredSession, startStoredSession } from '@/features/session/session-clock';
import { isAuthMode, validateLogin, validateSignup, type FieldErrors } from '@/features/session/validation';
import { notify } from '@/lib/notify';

export interface AuthActionData {
  errors?: FieldErrors;
  /** The backend's failure in plain words (also shown as a toast). */
  failure?: string;
}

function modeOf(request: Request) {
  const mode = new URL(request.url).searchParams.get('mode');
  if (mode === null) throw redirect(paths.auth.getHref('signup'));
  if (!isAuthMode(mode)) throw data(sessionMessages.invalidMode, { status: 400 });
  return mode;
}

/** /auth?mode=login|signup: no mode → signup, another mode → error, a logged-in user → home. */
export async function loader({ request }: LoaderFunctionArgs) {
  const mode = modeOf(request);
  let customer = null;
  try {
    customer = await getCustomerSession();
  } catch (error) {
    // The check could not run (offline): the form is still the right page to show.
    console.error('Could not check the session on /auth', error);
  }
  if (customer) throw redirect(paths.home.getHref());
  return { mode };
}

/** Validates (spec §5), then signs up or logs in; the session clock starts before Auth answers. */
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
  startStoredSession('user');
  try {
    await work();
  } catch (error) {
    clearStoredSession();
    console.error(`${mode} failed`, error);
    const failure = error instanceof Error ? error.message : String(error);
    notify.error(failure);
    return { failure };
  }
  notify.success(mode === 'login' ? sessionMessages.loginSucceeded : sessionMessages.signupSucceeded);
  return redirect(paths.home.getHref());
}

export function Component() {
  const { mode } = useLoaderData<typeof loader>();
  const result = useActionData<AuthActionData>();
  const navigation = useNavigation();
  const submitting = navigation.state === 'submitting' && navigation.formAction.startsWith(paths.auth.path);
  return (
    <>
      <title>{mode === 'signup' ? 'Signup' : 'Login'}</title>
      <AuthForm key={mode} mode={mode} errors={result?.errors} submitting={submitting} />
    </>
  );
}

export const ErrorBoundary = RouteErrorPage;
