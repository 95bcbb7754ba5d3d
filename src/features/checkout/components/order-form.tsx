import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { Form } from 'react-router-dom';
import { FormField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { checkoutMessages as m } from '../messages';
import type { OrderFormDefaults } from '../order-form-defaults';
import { ORDER_LIMITS, type OrderFormErrors } from '../order-schema';
import { AddressPicker, NEW_ADDRESS } from './address-picker';
import './order-form.css';
import { translate, translateKnown } from '@/i18n';

/** The hidden field that carries the checkout attempt's order id with every submit. */
export const ORDER_ID_FIELD = 'orderId';

/** The checkbox that asks to keep the order's address among the saved ones. */
export const SAVE_ADDRESS_FIELD = 'saveAddress';

/** What the /cart/order action answers when the order was not placed. */
export interface OrderActionData {
  errors?: OrderFormErrors;
  /** Placing failed, in the spec's words (also shown as a toast). */
  failure?: string;
}

interface OrderFormProps {
  /** This checkout attempt's order id: every submit of this form places at most this one order. */
  orderId: string;
  /** What the fields start with (orderFormDefaults): the first saved address is prefilled. */
  defaults: OrderFormDefaults;
  errors?: OrderFormErrors | undefined;
  failure?: string | undefined;
  /** An order of this form is under way. */
  submitting: boolean;
}

/**
 * The order form (§2, §5), posted to the /cart/order action: scrolls into view, shows the
 * action's messages, Cash preselected. Inputs are uncontrolled, so a failed submit keeps what
 * was typed; the browser's own checks are off so the spec's messages are the ones shown.
 */
export function OrderForm({ orderId, defaults, errors, failure, submitting }: OrderFormProps) {
  const sectionRef = useRef<HTMLElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const addressRef = useRef<HTMLTextAreaElement>(null);
  const saved = defaults.addresses;
  const [picked, setPicked] = useState(saved[0] ?? NEW_ADDRESS);
  const pick = (address: string) => {
    setPicked(address);
    if (addressRef.current) {
      addressRef.current.value = address;
      addressRef.current.focus();
    }
  };
  // Set at the click itself, before the router's state can render the button disabled.
  const sent = useRef(false);

  useEffect(() => {
    // jsdom has no scrollIntoView; browsers do.
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
    sectionRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }, []);

  // The submit is over when the form stops being busy, or when the action's answer arrives: a
  // refusal that comes at once may never render the busy state, and must not lock the button.
  useEffect(() => {
    if (!submitting) sent.current = false;
  }, [submitting, errors, failure]);

  // After a refused submit, take the user to the first field to fix.
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  // A second click while the order is under way sends nothing.
  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    if (sent.current) event.preventDefault();
    sent.current = true;
  };

  const fieldErrors = errors ?? {};
  const invalid = Object.keys(fieldErrors).length > 0;
  const paymentError = fieldErrors.payment_method;
  const alert = invalid ? m.incorrectValues : failure;
  return (
    <section ref={sectionRef} className="order-form form-card" aria-labelledby="order-form-title">
      <h2 id="order-form-title">{translate(m.formTitle)}</h2>
      <Form
        ref={formRef}
        method="post"
        action={paths.cartOrder.getHref()}
        className="form"
        noValidate
        aria-busy={submitting}
        onSubmit={onSubmit}
      >
        {alert && !submitting && (
          <p className="form-error" role="alert">
            {translateKnown(alert)}
          </p>
        )}
        <input type="hidden" name={ORDER_ID_FIELD} value={orderId} />
        <FormField id="order-name" label={translate(m.name)} error={fieldErrors.name}>
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
        <FormField id="order-email" label={translate(m.email)} error={fieldErrors.email}>
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
        {saved.length > 0 && <AddressPicker addresses={saved} value={picked} onChange={pick} />}
        <FormField id="order-address" label={translate(m.address)} error={fieldErrors.address}>
          {(control) => (
            <textarea
              {...control}
              ref={addressRef}
              name="address"
              autoComplete="street-address"
              maxLength={ORDER_LIMITS.address}
              rows={3}
              defaultValue={saved[0] ?? ''}
            />
          )}
        </FormField>
        {picked === NEW_ADDRESS && (
          <div className="field">
            <label className="order-form__radio">
              <input type="checkbox" name={SAVE_ADDRESS_FIELD} value="yes" /> {translate(m.saveAddress)}
            </label>
          </div>
        )}
        <FormField
          id="order-number"
          label={translate(m.contact)}
          error={fieldErrors.number}
          hint={translate(m.contactHint)}
        >
          {(control) => (
            <input
              {...control}
              name="number"
              type="number"
              inputMode="numeric"
              autoComplete="tel"
              placeholder="0XXXXXXXXXX"
              defaultValue={defaults.number}
            />
          )}
        </FormField>
        <fieldset
          className="field order-form__payment"
          aria-describedby={paymentError ? 'order-payment_method-error' : undefined}
        >
          <legend>{translate(m.paymentMethod)}</legend>
          <label className="order-form__radio">
            <input type="radio" name="payment_method" value="cash" defaultChecked /> {translate(m.cash)}
          </label>
          {paymentError && (
            <p id="order-payment_method-error" className="field__error">
              {paymentError}
            </p>
          )}
        </fieldset>
        <button type="submit" className="button button--primary" disabled={submitting}>
          {submitting && <Spinner />}
          {translate(m.placeOrder)}
        </button>
      </Form>
    </section>
  );
}
