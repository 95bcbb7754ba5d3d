import { useId, useState, type KeyboardEvent } from 'react';

interface ImageAddressInputProps {
  disabled: boolean;
  /** Adds the address, or returns why it cannot be added. */
  onAdd: (address: string) => string | undefined;
}

/** An image address to add to the product's images: https://…, or one of the shop's own /products/ files. */
export function ImageAddressInput({ disabled, onAdd }: ImageAddressInputProps) {
  const inputId = useId();
  const [address, setAddress] = useState('');
  const [problem, setProblem] = useState<string>();

  const add = () => {
    const refused = onAdd(address.trim());
    setProblem(refused);
    if (!refused) setAddress('');
  };

  // Enter adds the address instead of submitting the product form.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };

  return (
    <div className="images-editor__add">
      <label htmlFor={inputId}>Image address</label>
      <div className="images-editor__row">
        <input
          id={inputId}
          type="url"
          inputMode="url"
          placeholder="https://…"
          value={address}
          disabled={disabled}
          aria-invalid={Boolean(problem)}
          aria-describedby={problem ? `${inputId}-problem` : undefined}
          onChange={(event) => {
            setAddress(event.target.value);
          }}
          onKeyDown={onKeyDown}
        />
        <button type="button" className="button" disabled={disabled} onClick={add}>
          Add image
        </button>
      </div>
      {problem && (
        <p id={`${inputId}-problem`} className="field__error">
          {problem}
        </p>
      )}
    </div>
  );
}
