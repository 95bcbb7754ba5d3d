import {
  accountFieldMessages,
  credentialMessages,
  invalidEmailField,
} from '@/lib/validation/credential-messages';

/**
 * Texts of accounts and sessions. The spec's messages (§5, §8) are verbatim; the few the spec
 * does not give (backend failures in plain words) are marked as ours.
 */
export const sessionMessages = {
  // Validation (spec §5)
  ...credentialMessages,
  ...accountFieldMessages,
  /** The e-mail field's message with its example (spec §5), as the field shows it. */
  invalidEmailField,
  invalidMode: 'Invalid authentication mode',

  // Success notices (spec §8)
  loginSucceeded: 'Login Successfull',
  signupSucceeded: 'User Registered Successfully.',

  // Session (spec §4, §8)
  sessionExpired: 'Session expired, please login again',
  unauthenticatedUser: 'Unauthenticated User',
  unauthenticatedAdmin: 'Unauthenticated Admin',
  userLoggedOut: 'User logged out!',
  adminLoggedOut: 'Admin logged out!',
  alreadyLoggedOut: 'You are already logged out',
  logoutQuestion: 'Are you sure you want to logout?',

  // The header's account links and the logout question's answers (spec §2, §4)
  login: 'Login',
  newRegister: 'New Register',
  account: 'Account',
  logout: 'Logout',
  yes: 'Yes',
  no: 'No',

  // The header's link to the customer's own account page (ours)
  myAccount: 'My account',

  // Forgot password (ours): the same words whether or not the account exists
  forgotPassword: 'Forgot password?',
  forgotTitle: 'Forgot your password?',
  forgotLead: 'Enter the Email you log in with, and we will send you a link to choose a new password.',
  sendResetLink: 'Send reset link',
  resetSent:
    'If an account exists for this Email, we have sent it a link to choose a new password. Please check your inbox.',
  resetFailed: 'Could not send the reset link, please try again later!',
  backToLogin: 'Back to Login',

  // The login and signup form (spec §2): its headings, fields and leads (the leads are ours)
  signup: 'Signup',
  fullName: 'Full Name',
  email: 'Email',
  mobileNo: 'Mobile No',
  password: 'Password',
  signupLead: 'Create your account to keep a cart and place cash orders.',
  loginLead: 'Welcome back! Log in to see your cart and place orders.',

  // Mode links (spec §2)
  toSignup: 'Not a user? Signup Now',
  toLogin: 'Already a user? Login',

  // Backend failures in plain words (ours; the spec shows "the backend's message")
  emailInUse: 'An account with this Email already exists. Please login instead.',
  wrongCredentials: 'Incorrect Email or password. Please try again.',
  userNotFound: 'No account was found with this Email. Please signup first.',
  tooManyRequests: 'Too many attempts. Please wait a few minutes and try again.',
  offline: 'Please connect to an internet connection and try again',
  /** The session could not be checked for want of a connection (spec §8's load message). */
  offlineCheck: 'Please connect to an internet connection',
  accountDisabled: 'This account has been disabled. Please contact us for help.',
  loginFailed: 'Could not log you in, please try again later!',
  profileNotSaved: 'Could not create your account, please try again later!',
  profileNotRead: 'Could not load your account, please try again later!',
  logoutFailed: 'Could not log out, please try again later!',
} as const;

export { EMAIL_EXAMPLE, invalidEmailField } from '@/lib/validation/credential-messages';
