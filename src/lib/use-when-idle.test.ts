import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useWhenIdle } from './use-when-idle';

/** requestIdleCallback held until the test says the browser is idle. */
function idleQueue() {
  const pending = new Map<number, IdleRequestCallback>();
  let next = 1;
  vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => {
    pending.set(next, callback);
    return next++;
  });
  vi.stubGlobal('cancelIdleCallback', (handle: number) => pending.delete(handle));
  return {
    pending,
    idle: () => {
      for (const [handle, callback] of [...pending]) {
        pending.delete(handle);
        callback({ didTimeout: false, timeRemaining: () => 50 });
      }
    },
  };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('useWhenIdle', () => {
  it('runs the work once the browser is idle, not while the page renders', () => {
    const queue = idleQueue();
    const work = vi.fn();
    renderHook(() => {
      useWhenIdle(work);
    });
    expect(work).not.toHaveBeenCalled();
    queue.idle();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('does nothing once the component is gone', () => {
    const queue = idleQueue();
    const work = vi.fn();
    const { unmount } = renderHook(() => {
      useWhenIdle(work);
    });
    unmount();
    queue.idle();
    expect(work).not.toHaveBeenCalled();
  });
});
