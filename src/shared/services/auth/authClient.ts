/**
 * The identity provider behind a small interface. The app uses Firebase Auth
 * (firebaseAuthClient.ts); jest tests hand the app an in-memory implementation of the same interface.
 */

export interface AuthUser {
  uid: string;
  email: string | null;
  displayName: string | null;
  photoURL: string | null;
}

export interface RegistrationInput {
  name: string;
  email: string;
  password: string;
}

export interface GoogleTestAccount {
  email: string;
  name: string;
}

/** Why a listener hears null for a browser that expected a session (see AuthClient.subscribe). */
export type SessionProblem = 'unreachable';

export type AuthListener = (user: AuthUser | null, problem?: SessionProblem) => void;

export interface AuthClient {
  /**
   * How Google sign-in works: 'popup' with real Firebase; 'test-account' against the emulator,
   * where the app asks for an email and a name and signs in with an unsigned Google credential.
   */
  readonly googleMode: 'popup' | 'test-account';
  /**
   * Whether this browser probably has a session (it had one when last seen), known at once, before
   * the provider has confirmed it: signed-in pages may then render ahead of the confirmation.
   */
  expectsSession(): boolean;
  /**
   * Starts restoring the session this browser expects (see expectsSession) now, without waiting
   * for a subscriber, so that it is known sooner, or again after it could not be (see subscribe);
   * does nothing when no session is expected.
   */
  restoreSession(): void;
  /**
   * Calls the listener with the current user (or null) now or soon, then on every change. Null
   * with the problem 'unreachable': the session this browser expects could not be restored, since
   * the provider could not be reached (its SDK could not be downloaded, offline say). Nobody has
   * signed out: restoreSession() tries again, and the listener then hears the user.
   */
  subscribe(listener: AuthListener): () => void;
  signInWithPassword(email: string, password: string): Promise<AuthUser>;
  /** Creates the account and sets its display name (a failed name update is ignored). */
  register(input: RegistrationInput): Promise<AuthUser>;
  signInWithGoogle(testAccount?: GoogleTestAccount): Promise<AuthUser>;
  signOut(): Promise<void>;
  /**
   * Whether someone is signed in as far as the client knows now, without asking the provider (a
   * sign-in that has just ended, a session it has restored or remembers); false while it does not
   * know yet. The app asks for a token only then (src/shared/api/api.ts).
   */
  isSignedIn(): boolean;
  /** A fresh ID token for the signed-in user (refreshed before expiry), or null when signed out. */
  getIdToken(): Promise<string | null>;
}

/** An error from the identity provider, with its code (e.g. 'auth/wrong-password'). */
export class AuthProviderError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'AuthProviderError';
  }
}
