import { useEffect, useRef, type ReactNode } from 'react';
import { useFetcher } from 'react-router-dom';
import { FormFailure } from '@/components/ui/form-failure';
import { Spinner } from '@/components/ui/spinner';
import type { AdminsActionData, AdminsIntent } from '../admins-action-data';

interface AdminsFormProps {
  intent: AdminsIntent;
  submitLabel: string;
  /** The fields, given the last answer (for their messages). */
  children: (result: AdminsActionData | undefined) => ReactNode;
}

/**
 * A form of the admins page, sent to the page's action without leaving it. Inputs are
 * uncontrolled: a failure keeps what was typed (and says why beside the form), a success empties it.
 */
export function AdminsForm({ intent, submitLabel, children }: AdminsFormProps) {
  const fetcher = useFetcher<AdminsActionData>({ key: `admins-form:${intent}` });
  const formRef = useRef<HTMLFormElement>(null);
  const submitting = fetcher.state !== 'idle';
  const result = submitting ? undefined : fetcher.data;

  useEffect(() => {
    if (result?.ok) formRef.current?.reset();
  }, [result]);

  return (
    <fetcher.Form ref={formRef} method="post" className="form admin-form" noValidate aria-busy={submitting}>
      <input type="hidden" name="intent" value={intent} />
      {children(result)}
      <FormFailure failure={result?.failure} />
      <button type="submit" className="button button--primary" disabled={submitting}>
        {submitting && <Spinner />}
        {submitLabel}
      </button>
    </fetcher.Form>
  );
}
