import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';

/** Explains a route error in plain words: a 404 for unknown pages, the thrown message otherwise. */
export function errorDetails(error: unknown): string {
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) {
      return typeof error.data === 'string' && error.data
        ? error.data
        : 'The page you are looking for does not exist.';
    }
    return typeof error.data === 'string' && error.data ? error.data : `${error.status} ${error.statusText}`;
  }
  if (error instanceof Error) return error.message;
  return 'Something unexpected happened.';
}

export function RouteErrorPage() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <section className="error-page" aria-labelledby="error-title">
      <h1 id="error-title">Some Error Occured</h1>
      <p>{errorDetails(error)}</p>
      <Link to="/">Go back?</Link>
    </section>
  );
}
