import { beforeEach, describe, expect, it, vi } from 'vitest';
import { signIn } from './sign-in';
import { signInAdmin } from './sign-in-admin';

/**
 * The SDK at its edge: which persistence each login sets, and whether it is set before the
 * account signs in (a credential written before the switch would stay in the old storage).
 */
const sdk = vi.hoisted(() => ({ calls: [] as string[] }));

vi.mock('firebase/auth', () => {
  const persistence = (type: string) => ({ type });
  return {
    browserLocalPersistence: persistence('LOCAL'),
    browserSessionPersistence: persistence('SESSION'),
    indexedDBLocalPersistence: persistence('INDEXED_DB'),
    inMemoryPersistence: persistence('NONE'),
    initializeAuth: () => ({ name: 'shop-auth' }),
    connectAuthEmulator: () => undefined,
    setPersistence: (_auth: unknown, chosen: { type: string }) => {
      sdk.calls.push(`setPersistence ${chosen.type}`);
      return Promise.resolve();
    },
    signInWithEmailAndPassword: (_auth: unknown, email: string) => {
      sdk.calls.push(`signIn ${email}`);
      return Promise.resolve({ user: { uid: 'uid-1', email } });
    },
    signOut: () => {
      sdk.calls.push('signOut');
      return Promise.resolve();
    },
  };
});
vi.mock('./verify-admin', () => ({ verifyAdmin: () => Promise.resolve(true) }));
vi.mock('./get-customer', () => ({
  getCustomer: (uid: string) => Promise.resolve({ uid, email: 'asha@example.com', name: 'Asha Verma' }),
}));

beforeEach(() => {
  sdk.calls = [];
});

describe('where a login keeps its Firebase credential', () => {
  it('keeps an admin login in sessionStorage only, chosen before signing in', async () => {
    await signInAdmin('admin@prakriti-demo.com', 'demo-admin-123');
    expect(sdk.calls).toEqual(['setPersistence SESSION', 'signIn admin@prakriti-demo.com']);
  });

  it('keeps a customer login in IndexedDB (across browser restarts), chosen before signing in', async () => {
    await signIn({ email: 'asha@example.com', password: 'tulsi-tea-2024' });
    expect(sdk.calls).toEqual(['setPersistence INDEXED_DB', 'signIn asha@example.com']);
  });
});
