import type { DataStrategyFunction, DataStrategyResult } from 'react-router-dom';

/**
 * Holds the router's loaders until React has hydrated the pre-rendered HTML. The HTML was rendered
 * before any loader ran (a data page shows its HydrateFallback); had a quick loader finished before
 * React's first render, that render would show the loaded page and not match the HTML.
 * `open()` after the hydration has committed; from then on loaders run as React Router's own.
 */
export function createHydrationGate() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  // React Router's documented default strategy, behind the gate.
  const dataStrategy: DataStrategyFunction = async ({ matches, runClientMiddleware }) => {
    await opened;
    const results: Record<string, DataStrategyResult> = {};
    await runClientMiddleware(async () => {
      await Promise.all(
        matches
          .filter((match) => match.shouldCallHandler())
          .map(async (match) => {
            results[match.route.id] = await match.resolve();
          }),
      );
      return results;
    });
    return results;
  };
  return { open, dataStrategy };
}
