import { useEffect, useRef } from 'react';
import { useLocation, useSearchParams, type NavigateOptions } from 'react-router-dom';

/**
 * Changes the URL's search parameters, each change building on the one before it. React Router's
 * own setSearchParams(current => …) hands `current` from the last render; the page renders a
 * navigation only once its loaders are done (in a transition), so a second control changed before
 * that (a category, then at once a sort) would build on the old URL and drop the first choice.
 * Here a change that has not yet rendered is the base of the next; a new location forgets it.
 */
export function useSearchParamsChange(): (
  change: (current: URLSearchParams) => URLSearchParams,
  options?: NavigateOptions,
) => void {
  const [searchParams, setSearchParams] = useSearchParams();
  const { key } = useLocation();
  // The last change asked for from this location, not yet rendered.
  const asked = useRef<{ from: string; params: URLSearchParams } | null>(null);

  useEffect(() => {
    asked.current = null;
  }, [key]);

  return (change, options) => {
    const pending = asked.current?.from === key ? asked.current.params : null;
    const params = change(new URLSearchParams(pending ?? searchParams));
    asked.current = { from: key, params };
    setSearchParams(params, options);
  };
}

/** A change that sets one parameter, or removes it when `value` is empty. */
export function withParam(name: string, value: string | null) {
  return (current: URLSearchParams): URLSearchParams => {
    const next = new URLSearchParams(current);
    if (value) next.set(name, value);
    else next.delete(name);
    return next;
  };
}
