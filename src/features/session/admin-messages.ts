/** Texts of the admin login and session (spec §2, §4, §8), verbatim. */
export const adminSessionMessages = {
  welcome: (email: string) => `Welcome ${email}`,
  alreadyLoggedIn: (role: 'admin') => `You are already logged in as ${role}`,
  unauthenticated: 'Unauthenticated',
  /** Ours: a failure the spec does not name. */
  loginFailed: 'Could not log in, please try again later!',
} as const;
