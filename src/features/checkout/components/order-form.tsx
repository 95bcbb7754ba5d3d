import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { FormField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { checkoutMessages as m } from '../messages';
import {
  ORDER_LIMITS,
  validateOrderForm,
  type OrderFormData,
  type OrderFormErrors,
  type OrderFormField,
} from '../order-schema';
import './order-form.css';

interface OrderFormProps {
  /** Name and e-mail to prefill, from the user's document or session. */
  defaults: { name: string; email: string };
  /** Places the order; the form keeps everything typed when it fails. */
  onSubmit: (data: OrderFormData) => Promise<unknown>;
}

const FIELD_ORDER: OrderFormField[] = ['name', 'email', 'address', 'number', 'payment_method'];

function readForm(form: HTMLFormElement): Record<OrderFormField, unknown> {
  const data = new FormData(form);
  return {
    name: data.get('name'),
    email: data.get('email'),
    address: data.get('address'),
    number: data.get('number'),
    payment_method: data.get('payment_method'),
  };
}

/** The order form (§2, §5): scrolls into view, validates with the spec's messages, Cash preselected. */
export function OrderForm({ defaults, onSubmit }: OrderFormProps) {
  const sectionRef = useRef<HTMLElement>(null);
  const busy = useRef(false);
  const [errors, setErrors] = useState<OrderFormErrors>({});
  const [submitting, setSubmitting] = useState(false);

  useEffect(() => {
    // jsdom has no scrollIntoView; browsers do.
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
    sectionRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }, []);

  const handleSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy.current) return;
    const form = event.currentTarget;
    const result = validateOrderForm(readForm(form));
    if (!result.ok) {
      setErrors(result.errors);
      const first = FIELD_ORDER.find((field) => result.errors[field]);
      if (first) form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setErrors({});
    busy.current = true;
    setSubmitting(true);
    try {
      await onSubmit(result.data);
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  };

  const invalid = Object.keys(errors).length > 0;
  const paymentError = errors.payment_method;
  return (
    <section ref={sectionRef} className="order-form form-card" aria-labelledby="order-form-title">
      <h2 id="order-form-title">{m.formTitle}</h2>
      <form className="form" noValidate aria-busy={submitting} onSubmit={(event) => void handleSubmit(event)}>
        {invalid && (
          <p className="form-error" role="alert">
            {m.incorrectValues}
          </p>
        )}
        <FormField id="order-name" label={m.name} error={errors.name}>
          {(control) => (
            <input
              {...control}
              name="name"
              autoComplete="name"
              maxLength={ORDER_LIMITS.name}
              defaultValue={defaults.name}
            />
          )}
        </FormField>
        <FormField id="order-email" label={m.email} error={errors.email}>
          {(control) => (
            <input
              {...control}
              name="email"
              type="email"
              autoComplete="email"
              maxLength={ORDER_LIMITS.email}
              defaultValue={defaults.email}
            />
          )}
        </FormField>
        <FormField id="order-address" label={m.address} error={errors.address}>
          {(control) => (
            <textarea
              {...control}
              name="address"
              autoComplete="street-address"
              maxLength={ORDER_LIMITS.address}
              rows={3}
            />
          )}
        </FormField>
        <FormField id="order-number" label={m.contact} error={errors.number} hint={m.contactHint}>
          {(control) => (
            <input
              {...control}
              name="number"
              type="number"
              inputMode="numeric"
              autoComplete="tel"
              placeholder="0XXXXXXXXXX"
            />
          )}
        </FormField>
        <fieldset
          className="field order-form__payment"
          aria-describedby={paymentError ? 'order-payment_method-error' : undefined}
        >
          <legend>{m.paymentMethod}</legend>
          <label className="order-form__radio">
            <input type="radio" name="payment_method" value="cash" defaultChecked /> {m.cash}
          </label>
          {paymentError && (
            <p id="order-payment_method-error" className="field__error">
              {paymentError}
            </p>
          )}
        </fieldset>
        <button type="submit" className="button button--primary" disabled={submitting}>
          {submitting && <Spinner />}
          {m.placeOrder}
        </button>
      </form>
    </section>
  );
}
