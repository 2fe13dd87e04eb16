import { AuthProviderError } from '../services/auth/authClient';

/** What a person reads for each identity-provider error code. */
const messagesByCode: Record<string, string> = {
  'auth/wrong-password': 'The password is not correct. Try again or reset it.',
  'auth/invalid-credential': 'The email or the password is not correct.',
  'auth/invalid-login-credentials': 'The email or the password is not correct.',
  'auth/user-not-found': 'There is no account with this email. Register first.',
  'auth/email-already-in-use': 'An account with this email already exists. Log in instead.',
  'auth/invalid-email': 'That email address is not valid.',
  'auth/missing-password': 'Enter your password.',
  'auth/weak-password': 'The password is too weak: use at least 6 characters.',
  'auth/too-many-requests': 'Too many attempts. Wait a few minutes, then try again.',
  'auth/user-disabled': 'This account has been disabled.',
  'auth/popup-closed-by-user': 'The Google sign-in window was closed before signing in.',
  'auth/cancelled-popup-request': 'The Google sign-in window was closed before signing in.',
  'auth/popup-blocked':
    'The browser blocked the Google sign-in window. Allow pop-ups for this site and try again.',
  'auth/unauthorized-domain': 'Google sign-in is not enabled for this web address.',
  'auth/network-request-failed':
    'We could not reach the sign-in service. Check your connection and try again.',
  'auth/user-mismatch': 'That account does not match the signed-in user.',
  'auth/operation-not-allowed': 'This sign-in method is not enabled.',
};

/** Turns any sign-in or registration failure into a sentence a person can act on. */
export function describeAuthError(error: unknown): string {
  if (error instanceof AuthProviderError) {
    return messagesByCode[error.code] ?? `Sign-in failed: ${error.message}`;
  }
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong while signing in. Try again.';
}
