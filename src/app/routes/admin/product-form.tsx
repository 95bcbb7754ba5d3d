import {
  redirect,
  useActionData,
  useLoaderData,
  useNavigation,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type ShouldRevalidateFunctionArgs,
} from 'react-router-dom';
import { RouteErrorPage } from '@/components/errors/route-error-page';
import { paths } from '@/config/paths';
import { getProductForEdit } from '@/features/admin-products/api/get-product-for-edit';
import { CurrentImages } from '@/features/admin-products/components/current-images';
import { DeleteProductButton } from '@/features/admin-products/components/delete-product-button';
import { ProductForm } from '@/features/admin-products/components/product-form';
import { CATEGORIES } from '@/features/catalog/categories';
import { productMessages } from '@/features/admin-products/messages';
import {
  INTENT_FIELD,
  parseEditId,
  runProductForm,
  type ProductFormActionData,
} from '@/features/admin-products/run-product-form';
import { AdminPage } from '@/features/admin-shell/components/admin-page';
import { notify } from '@/lib/notify';

/**
 * /admin/products/new and /admin/products/edit/:editId (spec §2): the edit page opens the
 * product with its version; an editId that is not a number, or names no product, gives
 * 'Invalid Product Id' and the products list.
 */
export async function loader({ params }: LoaderFunctionArgs) {
  if (params.editId === undefined) return { product: null };
  const id = parseEditId(params.editId);
  const product = id === null ? null : await getProductForEdit(id);
  if (!product) {
    notify.error(productMessages.invalidId);
    throw redirect(paths.adminProducts.getHref());
  }
  return { product };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const editId = params.editId === undefined ? undefined : parseEditId(params.editId);
  if (editId === null) throw redirect(paths.adminProducts.getHref());
  return runProductForm(await request.formData(), editId);
}

/**
 * A refused or failed save keeps the page as it is: reading the product again would hand the
 * form a newer version, and a second click would then overwrite what another admin saved.
 */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod === 'POST' ? false : defaultShouldRevalidate;
}

export function Component() {
  const { product } = useLoaderData<typeof loader>();
  const result = useActionData<ProductFormActionData>();
  const navigation = useNavigation();
  const busyWith = navigation.state === 'idle' ? undefined : navigation.formData?.get(INTENT_FIELD);

  if (!product) {
    return (
      <AdminPage title="Add Product" lead="A new product for the shop. Its id is assigned when it is saved.">
        <ProductForm
          product={null}
          categories={CATEGORIES}
          result={result}
          submitting={busyWith === 'save'}
        />
      </AdminPage>
    );
  }
  return (
    <AdminPage
      title="Edit Product"
      lead={`${product.title} · Product Id ${String(product.id)}`}
      actions={<DeleteProductButton id={product.id} title={product.title} deleting={busyWith === 'delete'} />}
    >
      <div className="product-form__layout product-form__layout--edit">
        {/* Keyed by product: opening another product starts a fresh form. */}
        <ProductForm
          key={product.id}
          product={product}
          categories={CATEGORIES}
          result={result}
          submitting={busyWith === 'save'}
        />
        <aside className="admin-panel" aria-labelledby="current-images-title">
          <h2 id="current-images-title">Current images</h2>
          <CurrentImages title={product.title} images={product.images} />
        </aside>
      </div>
    </AdminPage>
  );
}

export const ErrorBoundary = RouteErrorPage;
