import { useEffect, useRef } from 'react';
import { Form, Link } from 'react-router-dom';
import { FormField } from '@/components/ui/form-field';
import { translateKnown, useT } from '@/i18n';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { sessionMessages } from '../messages';
import { authHref } from '../return-path';
import type { AuthField, AuthMode, FieldErrors } from '../validation';
import './auth-form.css';

interface FieldSpec {
  name: AuthField;
  label: string;
  type: 'text' | 'email' | 'tel' | 'password';
  autoComplete: string;
  inputMode?: 'email' | 'tel';
  /** The rules' caps on users/{uid} (firestore.rules), so a valid form is never refused. */
  maxLength: number;
  signupOnly?: boolean;
}

const FIELDS: readonly FieldSpec[] = [
  {
    name: 'name',
    label: sessionMessages.fullName,
    type: 'text',
    autoComplete: 'name',
    maxLength: 100,
    signupOnly: true,
  },
  {
    name: 'email',
    label: sessionMessages.email,
    type: 'email',
    autoComplete: 'email',
    inputMode: 'email',
    maxLength: 254,
  },
  {
    name: 'mobile',
    label: sessionMessages.mobileNo,
    type: 'tel',
    autoComplete: 'tel',
    inputMode: 'tel',
    maxLength: 20,
    signupOnly: true,
  },
  {
    name: 'password',
    label: sessionMessages.password,
    type: 'password',
    autoComplete: 'current-password',
    maxLength: 128,
  },
];

/** The text under an invalid field; the e-mail's carries an example (spec §5). */
const errorText = (field: AuthField, message: string) =>
  field === 'email' && message === sessionMessages.invalidEmail ? sessionMessages.invalidEmailField : message;

interface AuthFormProps {
  mode: AuthMode;
  /** Where the visitor goes after logging in; the form and the mode link carry it on. */
  returnPath: string;
  errors?: FieldErrors | undefined;
  /** The last submit's backend failure, shown beside the form until the next submit. */
  failure?: string | undefined;
  submitting: boolean;
}

/**
 * Login and signup (spec §2, §5). Inputs are uncontrolled, so a failed submit keeps what was
 * typed; the browser's own checks are off so the spec's messages are the ones shown.
 */
export function AuthForm({ mode, returnPath, errors, failure, submitting }: AuthFormProps) {
  const t = useT();
  const formRef = useRef<HTMLFormElement>(null);
  const isSignup = mode === 'signup';
  const title = t(isSignup ? sessionMessages.signup : sessionMessages.login);

  // After a failed submit, take the user to the first field to fix.
  useEffect(() => {
    if (!errors) return;
    formRef.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  return (
    <section className="auth-page" aria-labelledby="auth-title">
      <div className="form-card auth-card">
        <h1 id="auth-title">{title}</h1>
        <p className="muted auth-card__lead">
          {t(isSignup ? sessionMessages.signupLead : sessionMessages.loginLead)}
        </p>
        <Form
          ref={formRef}
          method="post"
          action={authHref(mode, returnPath)}
          className="form"
          noValidate
          aria-busy={submitting}
        >
          {failure && !submitting && (
            <p className="form-error" role="alert">
              {translateKnown(failure)}
            </p>
          )}
          {FIELDS.filter((field) => isSignup || !field.signupOnly).map((field) => {
            const error = errors?.[field.name];
            return (
              <FormField
                key={field.name}
                id={`auth-${field.name}`}
                label={field.label}
                error={error && errorText(field.name, error)}
              >
                {(control) => (
                  <input
                    {...control}
                    name={field.name}
                    type={field.type}
                    inputMode={field.inputMode}
                    maxLength={field.maxLength}
                    autoComplete={field.name === 'password' && isSignup ? 'new-password' : field.autoComplete}
                  />
                )}
              </FormField>
            );
          })}
          <button type="submit" className="button button--primary auth-card__submit" disabled={submitting}>
            {submitting && <Spinner />}
            {title}
          </button>
        </Form>
        {!isSignup && (
          <p className="auth-card__forgot">
            <Link to={paths.forgotPassword.getHref()}>{t(sessionMessages.forgotPassword)}</Link>
          </p>
        )}
        <p className="auth-card__switch">
          <Link to={authHref(isSignup ? 'login' : 'signup', returnPath)}>
            {t(isSignup ? sessionMessages.toLogin : sessionMessages.toSignup)}
          </Link>
        </p>
      </div>
    </section>
  );
}
