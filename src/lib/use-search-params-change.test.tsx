import { act, cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { useSearchParamsChange, withParam } from './use-search-params-change';

afterEach(cleanup);

/**
 * A page whose loader answers only when the test says so, as a page's loaders take their time:
 * until then the navigation a change starts has not rendered.
 */
function pageWithSlowLoader(initial: string) {
  const answers: (() => void)[] = [];
  let change: ReturnType<typeof useSearchParamsChange> = () => undefined;
  function Page() {
    change = useSearchParamsChange();
    return <p data-testid="search">{useLocation().search}</p>;
  }
  const router = createMemoryRouter(
    [
      {
        path: '/search',
        Component: Page,
        HydrateFallback: () => null,
        loader: ({ request }) =>
          new URL(request.url).search === initial
            ? null
            : new Promise<null>((resolve) =>
                answers.push(() => {
                  resolve(null);
                }),
              ),
      },
    ],
    { initialEntries: [`/search${initial}`] },
  );
  return {
    router,
    change: (...args: Parameters<typeof change>) => {
      change(...args);
    },
    answerAll: async () => {
      await act(async () => {
        for (const answer of answers.splice(0)) answer();
        await Promise.resolve();
      });
    },
  };
}

describe('useSearchParamsChange', () => {
  it('builds a second change on the first while the first has not rendered yet', async () => {
    const page = pageWithSlowLoader('?q=neem');
    const view = render(<RouterProvider router={page.router} />);
    await view.findByText('?q=neem');

    act(() => {
      page.change(withParam('category', 'soap'), { replace: true });
    });
    act(() => {
      page.change(withParam('sort', 'PHTL'), { replace: true });
    });
    await page.answerAll();

    expect(page.router.state.location.search).toBe('?q=neem&category=soap&sort=PHTL');
    expect(view.getByTestId('search').textContent).toBe('?q=neem&category=soap&sort=PHTL');
  });

  it('forgets a change once another location has rendered, and builds on that one', async () => {
    const page = pageWithSlowLoader('?q=neem');
    const view = render(<RouterProvider router={page.router} />);
    await view.findByText('?q=neem');

    act(() => {
      page.change(withParam('category', 'soap'));
    });
    await page.answerAll();
    await view.findByText('?q=neem&category=soap');

    // Back to the first URL: a change there builds on it, not on the category asked for before.
    await act(async () => {
      await page.router.navigate(-1);
    });
    await view.findByText('?q=neem');
    act(() => {
      page.change(withParam('sort', 'PLTH'));
    });
    await page.answerAll();
    expect(page.router.state.location.search).toBe('?q=neem&sort=PLTH');
  });
});
