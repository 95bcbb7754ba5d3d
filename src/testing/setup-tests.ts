import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, expect } from 'vitest';
import { takeMissedMessages } from '@/i18n';

// Lazy chunks (routes, toasts) load on first use; on a busy machine that can take over the
// default second, so every findBy/waitFor waits up to five.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  // A Hindi screen showed a text whose part of the catalogue its route does not load (or that no
  // catalogue has): the shopper would have read it in English.
  expect(takeMissedMessages(), 'texts shown without their translation').toEqual([]);
});
