import * as z from 'zod/mini';
import { Form, Link, useActionData, useNavigation, type ActionFunctionArgs } from 'react-router-dom';
import { EmailField } from '@/components/ui/credential-fields';
import { FormFailure } from '@/components/ui/form-failure';
import { RouteErrorPage } from '@/components/errors/route-error-page';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { sessionMessages as m } from '@/features/session/messages';
import { emailField } from '@/lib/validation/credentials';
import { parseForm } from '@/lib/validation/parse-form';
import { userMessageOf } from '@/lib/firebase/errors';
import '@/features/session/components/auth-form.css';
import { translate } from '@/i18n';

interface ForgotActionData {
  sent?: boolean;
  errors?: { email?: string };
  failure?: string;
}

const forgotSchema = z.object({ email: emailField });

/**
 * Sends the reset e-mail. The answer is the same whether or not the e-mail has an account; only a
 * failure to send at all (offline, too many attempts) says otherwise.
 */
export async function action({ request }: ActionFunctionArgs): Promise<ForgotActionData> {
  const checked = parseForm(forgotSchema, await request.formData());
  if (!checked.ok) return { errors: checked.errors };
  const { sendPasswordReset } = await import('@/features/session/api/send-password-reset');
  try {
    await sendPasswordReset(checked.values.email);
  } catch (error) {
    console.error('Forgot password failed', error);
    return { failure: userMessageOf(error, m.resetFailed) };
  }
  return { sent: true };
}

/** /forgot-password: the e-mail to send Firebase's reset link to. */
export function Component() {
  const result = useActionData<ForgotActionData>();
  const navigation = useNavigation();
  const submitting = navigation.state === 'submitting';
  return (
    <>
      <title>{translate(m.forgotTitle)}</title>
      <section className="auth-page" aria-labelledby="forgot-title">
        <div className="form-card auth-card">
          <h1 id="forgot-title">{translate(m.forgotTitle)}</h1>
          <p className="muted auth-card__lead">{translate(m.forgotLead)}</p>
          <Form method="post" className="form" noValidate aria-busy={submitting}>
            {result?.sent && !submitting && (
              <p className="form-notice" role="status">
                {translate(m.resetSent)}
              </p>
            )}
            <EmailField id="forgot-email" error={result?.errors?.email} autoComplete="email" />
            <FormFailure failure={submitting ? undefined : result?.failure} />
            <button type="submit" className="button button--primary auth-card__submit" disabled={submitting}>
              {submitting && <Spinner />}
              {translate(m.sendResetLink)}
            </button>
          </Form>
          <p className="auth-card__switch">
            <Link to={paths.auth.getHref('login')}>{translate(m.backToLogin)}</Link>
          </p>
        </div>
      </section>
    </>
  );
}

export const ErrorBoundary = RouteErrorPage;
