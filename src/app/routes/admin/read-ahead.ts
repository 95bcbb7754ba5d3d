import type { ShouldRevalidateFunction } from 'react-router-dom';
import { hasStoredAdminSession } from '@/features/session/get-admin-session';

/**
 * A list route's loader that starts reading the list's first page (`readAhead`, from the URL)
 * beside the admin frame's loader, while it checks the admin, not once the page has rendered after
 * it; the list takes those answers. Only in a tab holding an admin session: a visitor or a
 * customer is sent to the admin login without asking for any of the list.
 */
export function readAheadLoader(readAhead: (params: URLSearchParams) => void) {
  return ({ request }: { request: Request }) => {
    if (hasStoredAdminSession()) readAhead(new URL(request.url).searchParams);
    return null;
  };
}

/** Only a new filter needs a read ahead: after a change on the page its list is already live. */
export const revalidateOnNewFilter: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) => defaultShouldRevalidate && currentUrl.search !== nextUrl.search;
