import { checkoutMessages as m } from '../messages';
import { translate } from '@/i18n';

/** The picker's value for "type a new address". */
export const NEW_ADDRESS = '';

/** The picker's field: the saved address chosen ('' for a new one). */
export const SAVED_ADDRESS_FIELD = 'savedAddress';

interface AddressPickerProps {
  /** Saved addresses, the last used first. */
  addresses: readonly string[];
  /** The address chosen (NEW_ADDRESS for a new one). */
  value: string;
  onChange: (address: string) => void;
}

/** The customer's saved addresses as one choice each, and a new address; changing it fills in the address. */
export function AddressPicker({ addresses, value, onChange }: AddressPickerProps) {
  return (
    <fieldset className="field order-form__addresses" aria-describedby="order-addresses-hint">
      <legend>{translate(m.savedAddresses)}</legend>
      <p id="order-addresses-hint" className="field__hint">
        {translate(m.savedAddressesHint)}
      </p>
      {[...addresses, NEW_ADDRESS].map((address) => (
        <label key={address || 'new'} className="order-form__radio order-form__address">
          <input
            type="radio"
            name={SAVED_ADDRESS_FIELD}
            value={address}
            checked={value === address}
            onChange={() => {
              onChange(address);
            }}
          />{' '}
          <span>{address || translate(m.newAddressOption)}</span>
        </label>
      ))}
    </fieldset>
  );
}
