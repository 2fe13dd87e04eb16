import {
  AuthProviderError,
  type AuthClient,
  type AuthListener,
  type AuthUser,
  type GoogleTestAccount,
  type RegistrationInput,
} from '@/shared/services/auth/authClient';
import { mintUnsignedToken } from '../../mocks/api/tokens';
import { accountIdFor } from '../../mocks/seed/accounts';

interface Account {
  user: AuthUser;
  password: string | null;
}

export interface InMemoryAuthOptions {
  /** Accounts that exist before the test starts. */
  accounts?: { email: string; password: string; displayName?: string }[];
  /** The user signed in when the app starts, if any. */
  signedInAs?: { email: string; displayName?: string | null; photoURL?: string | null };
  googleMode?: AuthClient['googleMode'];
  /**
   * The session is not known until the test calls releaseSession(): the app renders first as a
   * returning user's browser does while the provider restores the session.
   */
  holdSession?: boolean;
  /**
   * The sign-in service is out of reach (as when the Firebase SDK cannot be downloaded): the
   * session of `signedInAs` is not restored, and listeners hear null with the problem
   * 'unreachable', until reconnect() and restoreSession(); signing in fails as offline.
   */
  unreachable?: boolean;
}

/**
 * An in-memory identity provider for jest: the same interface as the Firebase client, with the
 * provider's error codes. Its ID tokens are emulator-style tokens the mock API accepts.
 */
export class InMemoryAuthClient implements AuthClient {
  readonly googleMode: AuthClient['googleMode'];
  private readonly accounts = new Map<string, Account>();
  private current: AuthUser | null = null;
  private readonly listeners = new Set<AuthListener>();
  /** The next operation fails with this provider error code, once. */
  private nextFailure: string | null = null;
  private sessionHeld: boolean;
  private unreachable: boolean;
  /** Listeners have heard that the session could not be restored; restoreSession() tries again. */
  private restoreFailed = false;

  constructor(options: InMemoryAuthOptions = {}) {
    this.googleMode = options.googleMode ?? 'test-account';
    this.sessionHeld = options.holdSession ?? false;
    this.unreachable = options.unreachable ?? false;
    for (const account of options.accounts ?? []) {
      this.addAccount(account.email, account.password, account.displayName ?? null);
    }
    if (options.signedInAs) {
      const { email, displayName = null, photoURL = null } = options.signedInAs;
      const existing = this.accounts.get(email.toLowerCase());
      this.current = existing?.user ?? {
        ...this.addAccount(email, null, displayName).user,
        photoURL,
      };
    }
  }

  /** Makes the next sign-in, registration or sign-out fail with a provider error code. */
  failNextWith(code: string): void {
    this.nextFailure = code;
  }

  get currentUser(): AuthUser | null {
    return this.current;
  }

  /** A test that starts signed in starts as a returning user would, with a session expected. */
  expectsSession(): boolean {
    return this.current !== null;
  }

  /**
   * Nothing to start early: the session is known at once, or when the test releases it. After a
   * failed restore (InMemoryAuthOptions.unreachable), tries again: the listeners hear the user once
   * reconnect() has been called, the same problem before.
   */
  restoreSession(): void {
    if (!this.restoreFailed) return;
    queueMicrotask(() => {
      for (const listener of this.listeners) this.tell(listener);
    });
  }

  /** The sign-in service can be reached again (see InMemoryAuthOptions.unreachable). */
  reconnect(): void {
    this.unreachable = false;
  }

  /** Makes the held session known (see InMemoryAuthOptions.holdSession). */
  releaseSession(): void {
    if (!this.sessionHeld) return;
    this.sessionHeld = false;
    for (const listener of this.listeners) listener(this.current);
  }

  subscribe(listener: AuthListener): () => void {
    this.listeners.add(listener);
    queueMicrotask(() => {
      if (this.listeners.has(listener) && !this.sessionHeld) this.tell(listener);
    });
    return () => {
      this.listeners.delete(listener);
    };
  }

  async signInWithPassword(email: string, password: string): Promise<AuthUser> {
    this.throwIfFailing();
    const account = this.accounts.get(email.toLowerCase());
    if (!account) throw new AuthProviderError('auth/user-not-found', 'user not found');
    if (account.password !== password) {
      throw new AuthProviderError('auth/wrong-password', 'wrong password');
    }
    return this.setCurrent(account.user);
  }

  async register({ name, email, password }: RegistrationInput): Promise<AuthUser> {
    this.throwIfFailing();
    if (this.accounts.has(email.toLowerCase())) {
      throw new AuthProviderError('auth/email-already-in-use', 'email already in use');
    }
    if (password.length < 6) throw new AuthProviderError('auth/weak-password', 'weak password');
    return this.setCurrent(this.addAccount(email, password, name).user);
  }

  async signInWithGoogle(testAccount?: GoogleTestAccount): Promise<AuthUser> {
    this.throwIfFailing();
    if (!testAccount) throw new AuthProviderError('auth/argument-error', 'test account required');
    const existing = this.accounts.get(testAccount.email.toLowerCase());
    const account = existing ?? this.addAccount(testAccount.email, null, testAccount.name);
    return this.setCurrent(account.user);
  }

  async signOut(): Promise<void> {
    this.throwIfFailing();
    this.setCurrent(null);
  }

  isSignedIn(): boolean {
    return this.current !== null;
  }

  async getIdToken(): Promise<string | null> {
    if (!this.current?.email) return null;
    return mintUnsignedToken({ email: this.current.email, uid: this.current.uid });
  }

  private addAccount(email: string, password: string | null, displayName: string | null): Account {
    // A seeded email is the seeded account (the records of db.json name its id).
    const account: Account = {
      user: { uid: accountIdFor(email), email, displayName, photoURL: null },
      password,
    };
    this.accounts.set(email.toLowerCase(), account);
    return account;
  }

  private setCurrent(user: AuthUser | null): AuthUser {
    this.current = user;
    for (const listener of this.listeners) listener(user);
    return user as AuthUser;
  }

  /** The current user, or, while the service is out of reach, that the session is not restored. */
  private tell(listener: AuthListener): void {
    if (this.unreachable && this.current) {
      this.restoreFailed = true;
      listener(null, 'unreachable');
      return;
    }
    this.restoreFailed = false;
    listener(this.current);
  }

  private throwIfFailing(): void {
    if (this.unreachable) {
      throw new AuthProviderError('auth/network-request-failed', 'network request failed');
    }
    if (this.nextFailure) {
      const code = this.nextFailure;
      this.nextFailure = null;
      throw new AuthProviderError(code, code);
    }
  }
}
