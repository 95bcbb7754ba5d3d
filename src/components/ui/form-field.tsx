import type { ReactNode } from 'react';
import { translateKnown as inPageLanguage } from '@/i18n';

/** What a field's control spreads on itself: its id and the wiring to its hint and error. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

interface FormFieldProps {
  id: string;
  label: string;
  /** The field's message under it; the control is marked invalid and described by it. */
  error?: string | undefined;
  /** A lasting hint under the control (e.g. the expected format). */
  hint?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** A labelled form field (the .field block) with its optional hint and error message. */
export function FormField({ id, label, error, hint, children }: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{inPageLanguage(label)}</label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      {hint && (
        <p id={hintId} className="field__hint">
          {inPageLanguage(hint)}
        </p>
      )}
      {error && (
        <p id={errorId} className="field__error">
          {inPageLanguage(error)}
        </p>
      )}
    </div>
  );
}
