import { beforeEach, describe, expect, it, vi } from 'vitest';
import { requireAdmin } from './require-admin';
import { startStoredSession } from './session-clock';

const getCurrentAdmin = vi.hoisted(() => vi.fn());
const notify = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('./api/get-current-admin', () => ({ getCurrentAdmin }));
vi.mock('@/lib/notify', () => ({ notify }));

const admin = { uid: 'a1', email: 'owner@prakriti.com', name: 'owner@prakriti.com' };

async function redirectOf(promise: Promise<unknown>) {
  const thrown = await promise.then(
    () => null,
    (error: unknown) => error,
  );
  expect(thrown).toBeInstanceOf(Response);
  return (thrown as Response).headers.get('Location');
}

beforeEach(() => {
  localStorage.clear();
  vi.clearAllMocks();
});

describe('requireAdmin', () => {
  it('lets a verified admin with an active admin session in', async () => {
    startStoredSession('admin');
    getCurrentAdmin.mockResolvedValue(admin);
    await expect(requireAdmin()).resolves.toEqual(admin);
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('sends a visitor to /adminLogin with "Unauthenticated", without loading Firebase', async () => {
    expect(await redirectOf(requireAdmin())).toBe('/adminLogin');
    expect(notify.error).toHaveBeenCalledWith('Unauthenticated');
    expect(getCurrentAdmin).not.toHaveBeenCalled();
  });

  it('sends a signed-in customer away too: a customer session is not an admin session', async () => {
    startStoredSession('user');
    getCurrentAdmin.mockResolvedValue(admin);
    expect(await redirectOf(requireAdmin())).toBe('/adminLogin');
    expect(notify.error).toHaveBeenCalledWith('Unauthenticated');
  });

  it('refuses a stored admin mode the admin document does not confirm', async () => {
    startStoredSession('admin');
    getCurrentAdmin.mockResolvedValue(null);
    expect(await redirectOf(requireAdmin())).toBe('/adminLogin');
  });

  it('refuses an expired admin session', async () => {
    startStoredSession('admin', Date.now() - 61 * 60_000);
    getCurrentAdmin.mockResolvedValue(admin);
    expect(await redirectOf(requireAdmin())).toBe('/adminLogin');
  });
});
