import { data, redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { paths } from '@/config/paths';
import { translate } from '@/i18n';
import { categoryFromSlug } from '@/features/catalog/categories';
import { catalogMessages } from '@/features/catalog/messages';

/** /shop and /shop/category go to all products, keeping a sort order if the link had one. */
export function shopAllRedirect({ request }: LoaderFunctionArgs) {
  return redirect(`${paths.shopAll.getHref()}${new URL(request.url).search}`);
}

/** The footer's /shop/{slug} links (soap, shampoo, fast-cone, mosquito-repellant, dhoopa, …). */
export function shopSlugRedirect({ params, request }: LoaderFunctionArgs) {
  const slug = params.slug ?? '';
  const category = categoryFromSlug(slug);
  if (!category) throw data(translate(catalogMessages.categoryNotFound, { name: slug }), { status: 404 });
  return redirect(`${paths.shopCategory.getHref(category)}${new URL(request.url).search}`);
}
