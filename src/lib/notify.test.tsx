import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { TOAST_MS } from '@/config/constants';
import { carryRecentNotices, notify, showCarriedNotices } from './notify';

const KEY = 'shop.carriedNotices';
const carried = () => JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as unknown;

afterEach(() => {
  vi.useRealTimers();
  sessionStorage.clear();
});

describe('messages carried over to the tab’s next document', () => {
  it('keeps the messages of the last few seconds, and shows them in the next document', async () => {
    notify.success('Admin logged out!');
    notify.error('Your session has expired');
    carryRecentNotices();
    expect(carried()).toEqual([
      { kind: 'success', text: 'Admin logged out!' },
      { kind: 'error', text: 'Your session has expired' },
    ]);

    showCarriedNotices();
    expect(sessionStorage.getItem(KEY), 'shown once').toBeNull();
    render(<Toaster />);
    expect(await screen.findByText('Admin logged out!')).toBeInTheDocument();
    expect((await screen.findByText('Your session has expired')).closest('[role="alert"]')).not.toBeNull();
  });

  it('leaves out a message whose toast has already gone', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    notify.info('Updating Cart');
    vi.setSystemTime(Date.now() + TOAST_MS + 1);
    notify.success('User logged out!');
    carryRecentNotices();
    expect(carried()).toEqual([{ kind: 'success', text: 'User logged out!' }]);
  });

  it('keeps nothing when nothing was said lately, and ignores what is not a list of messages', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 10 * TOAST_MS);
    carryRecentNotices();
    expect(sessionStorage.getItem(KEY)).toBeNull();

    sessionStorage.setItem(KEY, '{"kind":"success"}');
    expect(() => {
      showCarriedNotices();
    }).not.toThrow();
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });
});
