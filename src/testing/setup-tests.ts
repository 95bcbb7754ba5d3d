import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Lazy chunks (routes, toasts) load on first use; on a busy machine that can take over the
// default second, so every findBy/waitFor waits up to five.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
});
