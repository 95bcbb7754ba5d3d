import { beforeEach, describe, expect, it, vi } from 'vitest';
import { runAdminsIntent } from './run-admins-intent';
import { adminAdminsMessages } from './messages';

const changeOwnPassword = vi.hoisted(() => vi.fn<(current: string, next: string) => Promise<void>>());
vi.mock('@/features/admin-admins/api/change-own-password', () => ({ changeOwnPassword }));

function changeOwn(values: Record<string, string>) {
  const form = new FormData();
  form.set('intent', 'change-own');
  for (const [name, value] of Object.entries(values)) form.set(name, value);
  return runAdminsIntent(form);
}

beforeEach(() => {
  changeOwnPassword.mockReset();
  changeOwnPassword.mockResolvedValue(undefined);
});

describe('changing your own password', () => {
  it('refuses a repeat that differs from the new password, and changes nothing', async () => {
    const result = await changeOwn({
      currentPassword: 'demo-admin-123',
      newPassword: 'another-secret-1',
      repeatPassword: 'another-secret-2',
    });
    expect(result.errors).toEqual({ repeatPassword: adminAdminsMessages.passwordsDiffer });
    expect(changeOwnPassword).not.toHaveBeenCalled();
  });

  it('changes it when the repeat matches', async () => {
    const result = await changeOwn({
      currentPassword: 'demo-admin-123',
      newPassword: 'another-secret-1',
      repeatPassword: 'another-secret-1',
    });
    expect(result).toEqual({ intent: 'change-own', ok: true });
    expect(changeOwnPassword).toHaveBeenCalledWith('demo-admin-123', 'another-secret-1');
  });
});
