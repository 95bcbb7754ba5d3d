import { useId, useState, type KeyboardEvent } from 'react';
import { isImageAddress } from '../image-address';
import { productMessages } from '../messages';
import { PRODUCT_LIMITS } from '../product-limits';
import './product-images-editor.css';

export interface ProductImagesEditorProps {
  /** The product's images in order; the first is the card's cover. */
  images: string[];
  onChange: (images: string[]) => void;
  /** Told true while files upload (the form's button waits), false when none do. */
  onBusyChange?: (busy: boolean) => void;
}

function moved(images: string[], from: number, to: number): string[] {
  const next = [...images];
  const [image] = next.splice(from, 1);
  if (image !== undefined) next.splice(to, 0, image);
  return next;
}

/**
 * The product's images: add an http(s) address, remove one, move one up or down (the first is
 * the cover). The list itself reaches the form through `onChange`.
 */
export function ProductImagesEditor({ images, onChange }: ProductImagesEditorProps) {
  const inputId = useId();
  const [address, setAddress] = useState('');
  const [problem, setProblem] = useState<string>();
  const full = images.length >= PRODUCT_LIMITS.imagesMax;

  const add = () => {
    const value = address.trim();
    if (!isImageAddress(value)) {
      setProblem(productMessages.invalidImage);
      return;
    }
    setProblem(undefined);
    setAddress('');
    if (!images.includes(value)) onChange([...images, value]);
  };

  // Enter adds the address instead of submitting the product form.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };

  return (
    <div className="images-editor">
      {images.length > 0 && (
        <ol className="images-editor__list" aria-label="Product images">
          {images.map((image, index) => (
            <li key={image} className="images-editor__item">
              <img src={image} alt="" width={64} height={64} loading="lazy" />
              <span className="images-editor__name">
                {index === 0 && <strong className="images-editor__cover">Cover</strong>}
                <span className="images-editor__address">{image}</span>
              </span>
              <span className="images-editor__actions">
                <button
                  type="button"
                  className="button button--small"
                  aria-label={`Move image ${String(index + 1)} up`}
                  disabled={index === 0}
                  onClick={() => {
                    onChange(moved(images, index, index - 1));
                  }}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className="button button--small"
                  aria-label={`Move image ${String(index + 1)} down`}
                  disabled={index === images.length - 1}
                  onClick={() => {
                    onChange(moved(images, index, index + 1));
                  }}
                >
                  ↓
                </button>
                <button
                  type="button"
                  className="button button--small button--danger"
                  aria-label={`Remove image ${String(index + 1)}`}
                  onClick={() => {
                    onChange(images.filter((_, i) => i !== index));
                  }}
                >
                  ✕
                </button>
              </span>
            </li>
          ))}
        </ol>
      )}
      <div className="images-editor__add">
        <label htmlFor={inputId}>Image address</label>
        <div className="images-editor__row">
          <input
            id={inputId}
            type="url"
            inputMode="url"
            placeholder="https://…"
            value={address}
            disabled={full}
            aria-invalid={Boolean(problem)}
            aria-describedby={problem ? `${inputId}-problem` : undefined}
            onChange={(event) => {
              setAddress(event.target.value);
            }}
            onKeyDown={onKeyDown}
          />
          <button type="button" className="button" disabled={full} onClick={add}>
            Add image
          </button>
        </div>
        {problem && (
          <p id={`${inputId}-problem`} className="field__error">
            {problem}
          </p>
        )}
        {full && <p className="field__hint">{productMessages.tooManyImages(PRODUCT_LIMITS.imagesMax)}</p>}
      </div>
    </div>
  );
}
