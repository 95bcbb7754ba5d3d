import { useEffect, useRef, type ReactNode, type SubmitEvent } from 'react';
import { useFetcher } from 'react-router-dom';
import { FormFailure } from '@/components/ui/form-failure';
import { Spinner } from '@/components/ui/spinner';
import type { AccountActionData, AccountIntent } from '../account-action-data';

interface AccountFormProps {
  intent: AccountIntent;
  /** Tells forms of the same intent apart (one per saved address). */
  formKey?: string;
  submitLabel: string;
  submitClassName?: string;
  className?: string;
  /** The fields, given the last answer (for their messages). */
  children: (result: AccountActionData | undefined) => ReactNode;
  /** Extra buttons beside the submit. */
  actions?: ReactNode;
  /** Runs after a successful answer. */
  onDone?: () => void;
  /** Stops a submit (a confirm first); `submit` sends the form later. */
  onBeforeSubmit?: (submit: () => void) => boolean;
}

/**
 * A form of the account page, sent to the page's action without leaving it. Inputs are
 * uncontrolled: a failure keeps what was typed (and says why beside the form), a success empties
 * it, or shows the saved values the page reloads.
 */
export function AccountForm({
  intent,
  formKey = intent,
  submitLabel,
  submitClassName = 'button button--primary',
  className = 'form account-form',
  children,
  actions,
  onDone,
  onBeforeSubmit,
}: AccountFormProps) {
  const fetcher = useFetcher<AccountActionData>({ key: `account-form:${formKey}` });
  const formRef = useRef<HTMLFormElement>(null);
  const submitting = fetcher.state !== 'idle';
  const result = submitting ? undefined : fetcher.data;
  const doneRef = useRef(onDone);
  useEffect(() => {
    doneRef.current = onDone;
  });

  useEffect(() => {
    if (!result?.ok) return;
    formRef.current?.reset();
    doneRef.current?.();
  }, [result]);

  // After a refused submit, take the customer to the first field to fix.
  useEffect(() => {
    if (result?.errors) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [result]);

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    if (!onBeforeSubmit) return;
    const form = event.currentTarget;
    const go = onBeforeSubmit(() => {
      void fetcher.submit(form);
    });
    if (!go) event.preventDefault();
  };

  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      className={className}
      noValidate
      aria-busy={submitting}
      onSubmit={onSubmit}
    >
      <input type="hidden" name="intent" value={intent} />
      {children(result)}
      <FormFailure failure={result?.failure} />
      <div className="account-form__actions">
        <button type="submit" className={submitClassName} disabled={submitting}>
          {submitting && <Spinner />}
          {submitLabel}
        </button>
        {actions}
      </div>
    </fetcher.Form>
  );
}
