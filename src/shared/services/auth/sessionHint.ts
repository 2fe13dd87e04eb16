/**
 * Remembers in this browser whether someone is signed in, so that a visitor who never signed in
 * does not download and start the auth SDK just to learn that nobody is (./firebaseAuthClient.ts),
 * and so that a signed-in page can ask for the SDK before the app has started (src/index.tsx).
 * Without storage, assume yes.
 */
const SESSION_HINT_KEY = 'learn-academy:has-session';

export const sessionHint = {
  present(): boolean {
    try {
      return window.localStorage.getItem(SESSION_HINT_KEY) === '1';
    } catch {
      return true;
    }
  },
  remember(signedIn: boolean): void {
    try {
      if (signedIn) window.localStorage.setItem(SESSION_HINT_KEY, '1');
      else window.localStorage.removeItem(SESSION_HINT_KEY);
    } catch {
      // Storage unavailable: every page load then starts the SDK.
    }
  },
};
