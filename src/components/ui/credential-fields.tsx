import { credentialMessages, invalidEmailField } from '@/lib/validation/credential-messages';
import { FormField } from './form-field';

/** The e-mail field of the login rules; its message carries an example (spec §5). */
export function EmailField({
  id,
  error,
  autoComplete,
}: {
  id: string;
  error?: string | undefined;
  autoComplete: string;
}) {
  return (
    <FormField
      id={id}
      label="Email"
      error={error === credentialMessages.invalidEmail ? invalidEmailField : error}
    >
      {(control) => (
        <input
          {...control}
          name="email"
          type="email"
          inputMode="email"
          autoComplete={autoComplete}
          maxLength={254}
        />
      )}
    </FormField>
  );
}

interface PasswordFieldProps {
  id: string;
  label: string;
  name: string;
  autoComplete: 'current-password' | 'new-password';
  error?: string | undefined;
}

/** A password field (uncontrolled, so a failed submit keeps it). */
export function PasswordField({ id, label, name, autoComplete, error }: PasswordFieldProps) {
  return (
    <FormField id={id} label={label} error={error}>
      {(control) => (
        <input {...control} name={name} type="password" autoComplete={autoComplete} maxLength={128} />
      )}
    </FormField>
  );
}
