import { redirect } from 'react-router-dom';
import { paths } from '@/config/paths';

/** /shop and /shop/category go to all products. */
export function shopAllRedirect() {
  return redirect(paths.shopAll);
}

/** Footer links /shop/{slug} (soap, fast-cone, …) — filled in by the catalogue work. */
export function shopSlugRedirect() {
  return redirect(paths.shopAll);
}
