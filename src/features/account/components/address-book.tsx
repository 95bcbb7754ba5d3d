import { useState } from 'react';
import { FormField } from '@/components/ui/form-field';
import { MAX_SAVED_ADDRESSES } from '@/config/constants';
import { ADDRESS_MAX } from '@/lib/validation/credentials';
import { accountMessages as m } from '../messages';
import { AccountForm } from './account-form';
import { translate } from '@/i18n';

function AddressField({
  id,
  error,
  defaultValue,
}: {
  id: string;
  error?: string | undefined;
  defaultValue?: string;
}) {
  return (
    <FormField id={id} label={translate(m.address)} error={error}>
      {(control) => (
        <textarea
          {...control}
          name="address"
          autoComplete="street-address"
          maxLength={ADDRESS_MAX}
          rows={3}
          defaultValue={defaultValue}
        />
      )}
    </FormField>
  );
}

/** One saved address: shown with Edit and Remove, or edited in place. */
function SavedAddress({ address, index }: { address: string; index: number }) {
  const [editing, setEditing] = useState(false);
  const stopEditing = () => {
    setEditing(false);
  };
  if (editing) {
    return (
      <li className="address-book__item">
        <AccountForm
          intent="address-save"
          formKey={`address-edit:${address}`}
          submitLabel={translate(m.saveAddress)}
          onDone={stopEditing}
          actions={
            <button type="button" className="button" onClick={stopEditing}>
              {translate(m.cancelEdit)}
            </button>
          }
        >
          {(result) => (
            <>
              <input type="hidden" name="original" value={address} />
              <AddressField
                id={`account-address-${String(index)}`}
                error={result?.errors?.address}
                defaultValue={address}
              />
            </>
          )}
        </AccountForm>
      </li>
    );
  }
  return (
    <li className="address-book__item">
      <p className="address-book__text">{address}</p>
      <div className="address-book__actions">
        <button
          type="button"
          className="button"
          aria-label={`${translate(m.editAddress)}: ${address}`}
          onClick={() => {
            setEditing(true);
          }}
        >
          {translate(m.editAddress)}
        </button>
        <AccountForm
          intent="address-remove"
          formKey={`address-remove:${address}`}
          submitLabel={translate(m.removeAddress)}
          submitClassName="button"
          className="address-book__remove"
        >
          {() => <input type="hidden" name="address" value={address} />}
        </AccountForm>
      </div>
    </li>
  );
}

/** The saved delivery addresses (at most MAX_SAVED_ADDRESSES): add, edit, remove. */
export function AddressBook({ addresses }: { addresses: readonly string[] }) {
  const full = addresses.length >= MAX_SAVED_ADDRESSES;
  return (
    <>
      <p className="muted">{translate(m.addressesLead)}</p>
      {addresses.length ? (
        <ul className="address-book" aria-label={translate(m.addressesTitle)}>
          {addresses.map((address, index) => (
            <SavedAddress key={address} address={address} index={index} />
          ))}
        </ul>
      ) : (
        <p>{translate(m.addressesNone)}</p>
      )}
      {full ? (
        <p className="muted">{translate(m.addressesFull)}</p>
      ) : (
        <AccountForm intent="address-save" formKey="address-add" submitLabel={translate(m.addAddress)}>
          {(result) => <AddressField id="account-new-address" error={result?.errors?.address} />}
        </AccountForm>
      )}
    </>
  );
}
