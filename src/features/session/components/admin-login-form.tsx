import { useEffect, useRef } from 'react';
import { Form } from 'react-router-dom';
import { FormFailure } from '@/components/ui/form-failure';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import type { FieldErrors } from '../validation';
import { EmailField, PasswordField } from '@/components/ui/credential-fields';
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

  return (
    <section className="auth-page" aria-labelledby="admin-login-title">
      <div className="form-card auth-card">
        <h1 id="admin-login-title">Admin Login</h1>
        <p className="muted auth-card__lead">For the shop&apos;s administrators.</p>
        <Form
          ref={formRef}
          method="post"
          action={paths.adminLogin.getHref()}
          className="form"
          noValidate
          aria-busy={submitting}
        >
          <EmailField id="admin-login-email" autoComplete="username" error={errors?.email} />
          <PasswordField
            id="admin-login-password"
            label="Password"
            name="password"
            autoComplete="current-password"
            error={errors?.password}
          />
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
