import { useEffect, useRef } from 'react';
import { Form } from 'react-router-dom';
import { FormFailure } from '@/components/ui/form-failure';
import { FormField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { invalidEmailField, sessionMessages } from '../messages';
import type { FieldErrors } from '../validation';
import './auth-form.css';

interface AdminLoginFormProps {
  errors?: FieldErrors | undefined;
  /** Why the last login failed; shown beside the form until the next submit. */
  failure?: string | undefined;
  submitting: boolean;
}

/**
 * Admin login (spec §2): Email, Password and a Login button with a spinner. Inputs are
 * uncontrolled, so a failed login keeps what was typed.
 */
export function AdminLoginForm({ errors, failure, submitting }: AdminLoginFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (!errors) return;
    formRef.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  const emailError = errors?.email;
  return (
    <section className="auth-page" aria-labelledby="admin-login-title">
      <div className="form-card auth-card">
        <h1 id="admin-login-title">Admin Login</h1>
        <p className="muted auth-card__lead">For the shop&apos;s administrators.</p>
        <Form
          ref={formRef}
          method="post"
          action={paths.adminLogin}
          className="form"
          noValidate
          aria-busy={submitting}
        >
          <FormField
            id="admin-login-email"
            label="Email"
            error={emailError === sessionMessages.invalidEmail ? invalidEmailField : emailError}
          >
            {(control) => (
              <input
                {...control}
                name="email"
                type="email"
                inputMode="email"
                autoComplete="username"
                maxLength={254}
              />
            )}
          </FormField>
          <FormField id="admin-login-password" label="Password" error={errors?.password}>
            {(control) => (
              <input
                {...control}
                name="password"
                type="password"
                autoComplete="current-password"
                maxLength={128}
              />
            )}
          </FormField>
          <FormFailure failure={submitting ? undefined : failure} />
          <button type="submit" className="button button--primary auth-card__submit" disabled={submitting}>
            {submitting && <Spinner />}
            Login
          </button>
        </Form>
      </div>
    </section>
  );
}
