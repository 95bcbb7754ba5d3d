import { isRouteErrorResponse, Link, useAsyncError, useRouteError } from 'react-router-dom';
import { paths } from '@/config/paths';
import { userMessageOf } from '@/lib/firebase/errors';

/**
 * Explains a route error in plain words: the text of a response the shop threw (a 404's, an
 * invalid mode's), a UserFacingError's user message, and a plain sentence for anything else.
 * An arbitrary Error's message is internal and goes to the console only.
 */
export function errorDetails(error: unknown): string {
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) {
      return typeof error.data === 'string' && error.data
        ? error.data
        : 'The page you are looking for does not exist.';
    }
    return typeof error.data === 'string' && error.data ? error.data : `${error.status} ${error.statusText}`;
  }
  return userMessageOf(error);
}

/** 'Some Error Occured', the details and a 'Go back?' link home. */
export function ErrorMessage({ error, headingLevel = 1 }: { error: unknown; headingLevel?: 1 | 2 }) {
  if (!isRouteErrorResponse(error)) console.error(error);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className="error-page" aria-labelledby="error-title">
      <Heading id="error-title">Some Error Occured</Heading>
      <p>{errorDetails(error)}</p>
      <Link to={paths.home.getHref()}>Go back?</Link>
    </section>
  );
}

/** The error page of a route (a loader or render failed). */
export function RouteErrorPage() {
  return <ErrorMessage error={useRouteError()} />;
}

/** The same page in place of data that streamed in and failed (inside <Await errorElement>). */
export function AsyncErrorPage() {
  return <ErrorMessage error={useAsyncError()} headingLevel={2} />;
}
