import { isRouteErrorResponse, Link, useAsyncError, useRouteError } from 'react-router-dom';
import { paths } from '@/config/paths';
import { translateKnown, useT } from '@/i18n';
import { userMessageOf } from '@/lib/firebase/errors';
import { errorMessages as m } from './messages';

/**
 * Explains a route error in plain words: the text of a response the shop threw (a 404's, an
 * invalid mode's), a UserFacingError's user message, and a plain sentence for anything else.
 * An arbitrary Error's message is internal and goes to the console only.
 */
export function errorDetails(error: unknown): string {
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) {
      return typeof error.data === 'string' && error.data ? error.data : m.pageNotFound;
    }
    return typeof error.data === 'string' && error.data ? error.data : `${error.status} ${error.statusText}`;
  }
  return userMessageOf(error);
}

/**
 * 'Some Error Occured', the details and a 'Go back?' link home. As a page of its own (heading
 * level 1) it names the tab with the same words: the page before it set its own title (PageMeta
 * writes the document's title and leaves it), so a shopper who reached it inside the shop saw
 * that page's name. In place of a page's data (level 2) the page keeps its title.
 * A page that does not exist (a 404: an unknown address, product or category) asks search engines
 * not to index it: the shop answers every address with its app, so without this a crawler would
 * keep "the page does not exist" as a page of the shop (a soft 404). Other errors (offline, a
 * failed read) may pass, and say nothing.
 */
export function ErrorMessage({ error, headingLevel = 1 }: { error: unknown; headingLevel?: 1 | 2 }) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!isRouteErrorResponse(error)) console.error(error);
  const t = useT();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className="error-page" aria-labelledby="error-title">
      {headingLevel === 1 && <title>{t(m.someErrorOccured)}</title>}
      {notFound && <meta name="robots" content="noindex" />}
      <Heading id="error-title">{t(m.someErrorOccured)}</Heading>
      {/* The details are a catalogue text (a 404's, a feature's user message) or an English-only one. */}
      <p>{translateKnown(errorDetails(error))}</p>
      <Link to={paths.home.getHref()}>{t(m.goBack)}</Link>
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
