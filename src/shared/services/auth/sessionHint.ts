import type { AuthUser } from './authClient';

/**
 * What this browser remembers of its session, beside the SDK's own persistence:
 * - whether someone is signed in, so that a visitor who never signed in does not download and
 *   start the auth SDK just to learn that nobody is (./firebaseAuthClient.ts), and so that a
 *   signed-in page can ask for the SDK before the app has started (src/index.tsx). Without
 *   storage, assume yes.
 * - the signed-in user and their current ID token, as the SDK last gave them, so that a returning
 *   user's page can ask the API for its data with that token without waiting for the SDK to
 *   download, start and check the session with its server (./firebaseAuthClient.ts).
 *
 * The token is the one the SDK itself keeps in this origin's IndexedDB (with its refresh token,
 * which is not copied here): remembering it exposes nothing a script on this origin could not read
 * already. It is only handed out while it has more than TOKEN_MARGIN_MS to live (by the token's
 * own expiry time, as the provider's clock reads it), the margin at which the SDK refreshes it in
 * the background, so that a request does not start with a token about to expire.
 */
const SESSION_HINT_KEY = 'learn-academy:has-session';
const SESSION_TOKEN_KEY = 'learn-academy:session-token';

/** Five minutes: the SDK refreshes a token this close to its expiry, in the background. */
export const TOKEN_MARGIN_MS = 5 * 60 * 1000;

/** The signed-in user with an ID token, and when the token expires (ms since the epoch). */
export interface RememberedToken {
  user: AuthUser;
  token: string;
  expiresAt: number;
}

const isNullableString = (value: unknown): value is string | null =>
  value === null || typeof value === 'string';

/** The stored record, if it is one: storage is shared with every script of the origin. */
function parseRemembered(text: string | null): RememberedToken | null {
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    if (!parsed || typeof parsed !== 'object') return null;
    const { user, token, expiresAt } = parsed as Record<string, unknown>;
    if (typeof token !== 'string' || !token) return null;
    if (typeof expiresAt !== 'number' || !Number.isFinite(expiresAt)) return null;
    if (!user || typeof user !== 'object') return null;
    const { uid, email, displayName, photoURL } = user as Record<string, unknown>;
    if (typeof uid !== 'string' || !uid) return null;
    if (!isNullableString(email) || !isNullableString(displayName)) return null;
    if (!isNullableString(photoURL)) return null;
    return { user: { uid, email, displayName, photoURL }, token, expiresAt };
  } catch {
    return null;
  }
}

export const sessionHint = {
  present(): boolean {
    try {
      return window.localStorage.getItem(SESSION_HINT_KEY) === '1';
    } catch {
      return true;
    }
  },
  /** Signed out: forgets the session, and its token with it. */
  remember(signedIn: boolean): void {
    try {
      if (signedIn) window.localStorage.setItem(SESSION_HINT_KEY, '1');
      else {
        window.localStorage.removeItem(SESSION_HINT_KEY);
        window.localStorage.removeItem(SESSION_TOKEN_KEY);
      }
    } catch {
      // Storage unavailable: every page load then starts the SDK.
    }
  },
  /** Keeps the signed-in user's current token (the SDK's, as it changes). */
  rememberToken(remembered: RememberedToken): void {
    try {
      window.localStorage.setItem(SESSION_HINT_KEY, '1');
      window.localStorage.setItem(SESSION_TOKEN_KEY, JSON.stringify(remembered));
    } catch {
      // Storage unavailable: every page waits for the SDK's token.
    }
  },
  /** Drops the token unless it is `uid`'s (the user the SDK now has), or any token for null. */
  forgetTokenUnlessOf(uid: string | null): void {
    try {
      const remembered = parseRemembered(window.localStorage.getItem(SESSION_TOKEN_KEY));
      if (remembered && remembered.user.uid === uid) return;
      window.localStorage.removeItem(SESSION_TOKEN_KEY);
    } catch {
      // Storage unavailable: nothing was remembered.
    }
  },
  /**
   * Calls `onChange` when another tab of this browser signs in as someone else or signs out (a
   * token refreshed there is no change); returns the function that stops watching.
   */
  watchChangesElsewhere(onChange: () => void): () => void {
    const listener = (event: StorageEvent): void => {
      if (event.storageArea !== window.localStorage) return;
      const changed =
        event.key === null ||
        (event.key === SESSION_HINT_KEY && event.newValue !== event.oldValue) ||
        (event.key === SESSION_TOKEN_KEY &&
          parseRemembered(event.newValue)?.user.uid !== parseRemembered(event.oldValue)?.user.uid);
      if (changed) onChange();
    };
    window.addEventListener('storage', listener);
    return () => window.removeEventListener('storage', listener);
  },
  /** The remembered user and token while the token has more than TOKEN_MARGIN_MS to live. */
  usableToken(now: number = Date.now()): RememberedToken | null {
    try {
      if (!sessionHint.present()) return null;
      const remembered = parseRemembered(window.localStorage.getItem(SESSION_TOKEN_KEY));
      return remembered && remembered.expiresAt - now > TOKEN_MARGIN_MS ? remembered : null;
    } catch {
      return null;
    }
  },
};
