import { paths } from '@/config/paths';

/** The search parameter that carries where a visitor sent to log in came from. */
export const RETURN_PARAM = 'from';

// Any origin will do: it only tells a same-site path from an address elsewhere.
const BASE = 'https://shop.invalid';

/** Whether a path, followed as a link, leaves the site: '//host' and '/\\host' name another host. */
const leavesSite = (path: string) => /^[/\\][/\\]/.test(path);

/**
 * Where to go after logging in: `from` when it is a path of this shop ('/cart', '/cart/order'),
 * '/' otherwise — never a full URL, a scheme or another site ('//evil.example', '/\evil.example'),
 * and never back to the login or logout itself. The check holds on the path as the parser
 * resolved it, which is what the browser follows: '/.//evil.example' resolves to '//evil.example'.
 */
export function safeReturnPath(from: string | null | undefined): string {
  if (!from?.startsWith('/') || leavesSite(from)) return paths.home.getHref();
  let url: URL;
  try {
    url = new URL(from, BASE);
  } catch {
    return paths.home.getHref();
  }
  // The parser's view decides: tabs, newlines or backslashes must not turn it into another host.
  if (url.origin !== BASE || leavesSite(url.pathname)) return paths.home.getHref();
  if (url.pathname === paths.auth.path || url.pathname === paths.logout.path) return paths.home.getHref();
  return `${url.pathname}${url.search}${url.hash}`;
}

/** /auth in the given mode, carrying the return path when there is one worth keeping. */
export function authHref(mode: 'login' | 'signup', from?: string | null): string {
  const params = new URLSearchParams({ mode });
  const target = safeReturnPath(from);
  if (target !== paths.home.getHref()) params.set(RETURN_PARAM, target);
  return `${paths.auth.path}?${params.toString()}`;
}

/** The safe return path of a request to /auth (its `from` parameter). */
export function returnPathOf(request: Request): string {
  return safeReturnPath(new URL(request.url).searchParams.get(RETURN_PARAM));
}
