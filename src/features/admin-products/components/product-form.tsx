import { useEffect, useRef, useState } from 'react';
import { Form } from 'react-router-dom';
import { FormFailure } from '@/components/ui/form-failure';
import { FormField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import type { Product } from '@/lib/firebase/documents/product';
import type { EditableProduct } from '../api/product-doc';
import { ProductImagesEditor } from '../images/product-images-editor';
import { productMessages as m } from '../messages';
import { PRODUCT_LIMITS as L } from '../product-limits';
import { IMAGES_FIELD } from '../product-form-schema';
import { INTENT_FIELD, VERSION_FIELD, type ProductFormActionData } from '../run-product-form';
import './product-form.css';

/** A choice of the category select: the stored key and its display name. */
export interface CategoryChoice {
  key: Product['category'];
  title: string;
}

interface ProductFormProps {
  /** The product to edit, as opened; null to add one. */
  product: EditableProduct | null;
  /** The seven product kinds with their display names, in menu order. */
  categories: readonly CategoryChoice[];
  /** The action's last answer (field errors or a failure). */
  result: ProductFormActionData | undefined;
  /** A save of this form is under way. */
  submitting: boolean;
}

interface NumberFieldProps {
  name: 'price' | 'stock' | 'rating' | 'reviewCount';
  label: string;
  error: string | undefined;
  /** The stored value to start from (none for a new product). */
  value: number | undefined;
  min: number;
  max?: number;
  /** 1 for whole numbers, 0.01 for rupees and ratings. */
  step: number;
}

/** A number of the form: the browser's spinner steps as the spec says; the action checks it. */
function NumberField({ name, label, error, value, min, max, step }: NumberFieldProps) {
  return (
    <FormField id={`product-${name}`} label={label} error={error}>
      {(control) => (
        <input
          {...control}
          name={name}
          type="number"
          inputMode={step === 1 ? 'numeric' : 'decimal'}
          min={min}
          max={max}
          step={step}
          defaultValue={value}
        />
      )}
    </FormField>
  );
}

/**
 * The product form (spec §2, §4, §5), posted to its route's action. Text and number inputs are
 * uncontrolled and the images are this component's state, so a refused or failed save keeps
 * everything as it was; the browser's own checks are off so the spec's messages are the ones
 * shown. The button waits while images upload.
 */
export function ProductForm({ product, categories, result, submitting }: ProductFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const [images, setImages] = useState<string[]>(() => product?.images ?? []);
  const [uploading, setUploading] = useState(false);
  // The version this form opened with, whatever the page reads later: a save must find it.
  const [openedVersion] = useState(() => product?.version ?? 0);
  const errors = result?.errors ?? {};
  const invalid = Object.keys(errors).length > 0;

  // After a refused submit, take the admin to the first field to fix.
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [result]);

  const editing = product !== null;
  return (
    <Form ref={formRef} method="post" className="form product-form" noValidate aria-busy={submitting}>
      {invalid && !submitting && (
        <p className="form-error" role="alert">
          {m.incorrectValues}
        </p>
      )}
      <input type="hidden" name={INTENT_FIELD} value="save" />
      {editing && <input type="hidden" name={VERSION_FIELD} value={openedVersion} />}
      {images.map((image) => (
        <input key={image} type="hidden" name={IMAGES_FIELD} value={image} />
      ))}

      <fieldset className="product-form__group">
        <legend>Product</legend>
        <FormField id="product-id" label="Product Id">
          {(control) => (
            <input
              {...control}
              readOnly
              className="product-form__id"
              value={editing ? String(product.id) : 'Assigned on save'}
            />
          )}
        </FormField>
        <FormField
          id="product-title"
          label="Title"
          error={errors.title}
          hint={`At least ${String(L.titleMin)} characters`}
        >
          {(control) => (
            <input {...control} name="title" maxLength={L.titleMax} defaultValue={product?.title} />
          )}
        </FormField>
        <FormField
          id="product-subtitle"
          label="Title in Devanagari"
          error={errors.subTitle}
          hint={m.hindiTitleHint}
        >
          {(control) => (
            <input
              {...control}
              name="subTitle"
              lang="hi"
              maxLength={L.subTitleMax}
              defaultValue={product?.subTitle}
            />
          )}
        </FormField>
        <FormField
          id="product-description"
          label="Description"
          error={errors.description}
          hint={`At least ${String(L.descriptionMin)} characters`}
        >
          {(control) => (
            <textarea
              {...control}
              name="description"
              rows={5}
              maxLength={L.descriptionMax}
              defaultValue={product?.description}
            />
          )}
        </FormField>
        <FormField
          id="product-hdetails"
          label="Description in Devanagari"
          error={errors.hDetails}
          hint={m.hindiDetailsHint}
        >
          {(control) => (
            <textarea
              {...control}
              name="hDetails"
              lang="hi"
              rows={5}
              maxLength={L.hDetailsMax}
              defaultValue={product?.hDetails}
            />
          )}
        </FormField>
        <FormField id="product-category" label="Category" error={errors.category}>
          {(control) => (
            <select {...control} name="category" defaultValue={product?.category ?? ''}>
              {!editing && <option value="">Choose a category</option>}
              {categories.map((category) => (
                <option key={category.key} value={category.key}>
                  {category.title}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </fieldset>

      <fieldset className="product-form__group product-form__numbers">
        <legend>Price and stock</legend>
        <NumberField
          name="price"
          label="Price (₹)"
          error={errors.price}
          value={product?.price}
          min={1}
          step={0.01}
        />
        <NumberField
          name="stock"
          label="Stock"
          error={errors.stock}
          value={product?.stock}
          min={0}
          step={1}
        />
        <FormField
          id="product-quantity"
          label="Quantity"
          error={errors.quantity}
          hint="e.g. 500 ml or 60 capsules"
        >
          {(control) => (
            <input {...control} name="quantity" maxLength={L.quantityMax} defaultValue={product?.quantity} />
          )}
        </FormField>
        <NumberField
          name="rating"
          label="Rating (0 to 5)"
          error={errors.rating}
          value={product?.rating.rate}
          min={0}
          max={L.ratingMax}
          step={0.01}
        />
        <NumberField
          name="reviewCount"
          label="Review count"
          error={errors.reviewCount}
          value={product?.rating.count}
          min={0}
          step={1}
        />
      </fieldset>

      <fieldset
        className="product-form__group"
        aria-describedby={errors.images ? 'product-images-error' : undefined}
      >
        <legend>Images</legend>
        <p className="field__hint">The first image is the cover shoppers see on the product card.</p>
        <ProductImagesEditor images={images} onChange={setImages} onBusyChange={setUploading} />
        {errors.images && (
          <p id="product-images-error" className="field__error">
            {errors.images}
          </p>
        )}
      </fieldset>

      <FormFailure failure={submitting ? undefined : result?.failure} />
      <div className="product-form__submit">
        <button type="submit" className="button button--primary" disabled={submitting || uploading}>
          {submitting && <Spinner />}
          {editing ? 'Save Changes' : 'Add Product'}
        </button>
        {uploading && <p className="field__hint">Waiting for the images to finish uploading…</p>}
      </div>
    </Form>
  );
}
