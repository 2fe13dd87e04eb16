import { waitFor } from '@testing-library/react';
import type { AuthClient, SessionProblem } from './authClient';
import { createFirebaseAuthClient, type FirebaseSdkModules } from './firebaseAuthClient';
import { sessionHint } from './sessionHint';

/*
 * What the client's subscribers hear when the Firebase SDK cannot be had: its script cannot be
 * downloaded (offline), or it downloads but fails to start. The SDK's success paths run against
 * the auth emulator in e2e/auth.spec.ts.
 */

const CONFIG = {
  apiKey: 'demo-api-key',
  authDomain: 'demo.firebaseapp.com',
  projectId: 'demo',
  appId: '',
  authEmulatorUrl: '',
};

/** A download of the SDK's script that fails, as webpack's does offline. */
const offline = (): Promise<FirebaseSdkModules> =>
  Promise.reject(new Error('Loading chunk firebase failed.'));

/** The SDK arrives, but starting it throws (a misconfigured project, say). */
const failingToStart = (): Promise<FirebaseSdkModules> =>
  Promise.resolve({
    app: {
      initializeApp: () => {
        throw new Error('Firebase: Error (auth/invalid-api-key).');
      },
    },
    sdk: {},
  } as unknown as FirebaseSdkModules);

type Heard = [email: string | null, problem: SessionProblem | undefined];

/** Subscribes, and records what the listener hears, in order. */
function listen(client: AuthClient): Heard[] {
  const heard: Heard[] = [];
  client.subscribe((user, problem) => heard.push([user?.email ?? null, problem]));
  return heard;
}

beforeEach(() => {
  sessionHint.remember(false);
  // The client says why the SDK failed in the console, for whoever looks into it.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.restoreAllMocks();
  sessionHint.remember(false);
});

describe('createFirebaseAuthClient, when the SDK cannot be had', () => {
  it('tells a browser that expected a session that it could not be restored, once per attempt', async () => {
    sessionHint.remember(true);
    const client = createFirebaseAuthClient(CONFIG, offline);
    const heard = listen(client);
    await waitFor(() => expect(heard).toEqual([[null, 'unreachable']]));

    client.restoreSession();
    await waitFor(() =>
      expect(heard).toEqual([
        [null, 'unreachable'],
        [null, 'unreachable'],
      ]),
    );
    // Not ended: the browser still expects the session, for the next attempt or page load.
    expect(client.expectsSession()).toBe(true);
  });

  it('answers a retry even when another tab has remembered a token meanwhile', async () => {
    sessionHint.remember(true);
    const client = createFirebaseAuthClient(CONFIG, offline);
    const heard = listen(client);
    await waitFor(() => expect(heard).toEqual([[null, 'unreachable']]));

    rememberLearnerToken(HOUR_MS);
    client.restoreSession();
    await waitFor(() =>
      expect(heard).toEqual([
        [null, 'unreachable'],
        [null, 'unreachable'],
      ]),
    );
  });

  it('ends a retry with nobody signed in when the session has gone meanwhile (signed out in another tab)', async () => {
    sessionHint.remember(true);
    const client = createFirebaseAuthClient(CONFIG, offline);
    const heard = listen(client);
    await waitFor(() => expect(heard).toEqual([[null, 'unreachable']]));

    sessionHint.remember(false);
    client.restoreSession();
    await waitFor(() =>
      expect(heard).toEqual([
        [null, 'unreachable'],
        [null, undefined],
      ]),
    );
  });

  it('tells a visitor nobody has signed in as nothing more when signing in fails offline', async () => {
    const client = createFirebaseAuthClient(CONFIG, offline);
    const heard = listen(client);
    await waitFor(() => expect(heard).toEqual([[null, undefined]]));

    await expect(client.signInWithPassword('learner@example.com', 'secret')).rejects.toMatchObject({
      code: 'auth/network-request-failed',
    });
    expect(heard).toEqual([[null, undefined]]);
  });

  it('tells the listeners that nobody is signed in when the SDK fails to start', async () => {
    sessionHint.remember(true);
    const client = createFirebaseAuthClient(CONFIG, failingToStart);
    const heard = listen(client);
    await waitFor(() => expect(heard).toEqual([[null, undefined]]));
  });
});

/** The learner the provider holds in the tests below, as the SDK reports a user. */
const LEARNER = {
  uid: 'learner-uid',
  email: 'learner@example.com',
  displayName: 'Lena Learner',
  photoURL: null,
};
const HOUR_MS = 60 * 60 * 1000;

/**
 * A stand-in for the Firebase SDK whose provider holds `signedIn` (or nobody): it reports the
 * user to onIdTokenChanged's callbacks, hands out `token` for them, and signs out.
 */
function provider(signedIn: typeof LEARNER | null, token = 'token-from-the-sdk') {
  const asSdkUser = (user: typeof LEARNER) => ({
    ...user,
    getIdToken: () => Promise.resolve(token),
    getIdTokenResult: () =>
      Promise.resolve({ token, expirationTime: new Date(Date.now() + HOUR_MS).toUTCString() }),
  });
  const auth = { currentUser: signedIn ? asSdkUser(signedIn) : null };
  const callbacks = new Set<(user: typeof auth.currentUser) => void>();
  const modules = {
    app: { initializeApp: () => ({}) },
    sdk: {
      initializeAuth: () => auth,
      indexedDBLocalPersistence: {},
      browserLocalPersistence: {},
      browserSessionPersistence: {},
      onIdTokenChanged: (_auth: unknown, callback: (user: typeof auth.currentUser) => void) => {
        callbacks.add(callback);
        queueMicrotask(() => callback(auth.currentUser));
        return () => callbacks.delete(callback);
      },
      signOut: () => {
        auth.currentUser = null;
        for (const callback of callbacks) callback(null);
        return Promise.resolve();
      },
    },
  };
  return (): Promise<FirebaseSdkModules> =>
    Promise.resolve(modules as unknown as FirebaseSdkModules);
}

/** This browser remembers the learner's ID token, which expires in `expiresInMs`. */
const rememberLearnerToken = (expiresInMs: number): void =>
  sessionHint.rememberToken({
    user: LEARNER,
    token: 'remembered-token',
    expiresAt: Date.now() + expiresInMs,
  });

/** Delivers what another tab's `change` to this browser's storage delivers here: storage events. */
function inAnotherTab(change: () => void): void {
  const before = new Map(Object.entries(window.localStorage));
  change();
  const after = new Map(Object.entries(window.localStorage));
  for (const key of new Set([...before.keys(), ...after.keys()])) {
    const [oldValue = null, newValue = null] = [before.get(key), after.get(key)];
    if (oldValue === newValue) continue;
    window.dispatchEvent(
      new StorageEvent('storage', { key, oldValue, newValue, storageArea: window.localStorage }),
    );
  }
}

describe('createFirebaseAuthClient, for a returning user with a remembered ID token', () => {
  it('serves the session and the token at once, without the SDK (here it cannot even be had)', async () => {
    rememberLearnerToken(HOUR_MS);
    const client = createFirebaseAuthClient(CONFIG, offline);
    const heard = listen(client);
    await waitFor(() => expect(heard).toEqual([[LEARNER.email, undefined]]));
    await expect(client.getIdToken()).resolves.toBe('remembered-token');
    expect(client.isSignedIn()).toBe(true);
  });

  it('waits for the SDK once the token has five minutes or less to live', async () => {
    rememberLearnerToken(5 * 60 * 1000);
    const client = createFirebaseAuthClient(CONFIG, offline);
    const heard = listen(client);
    await waitFor(() => expect(heard).toEqual([[null, 'unreachable']]));
    await expect(client.getIdToken()).rejects.toMatchObject({
      code: 'auth/network-request-failed',
    });
  });

  it('starts the SDK at the first key press and follows it: here the provider has ended the session', async () => {
    rememberLearnerToken(HOUR_MS);
    const client = createFirebaseAuthClient(CONFIG, provider(null));
    const heard = listen(client);
    await waitFor(() => expect(heard).toEqual([[LEARNER.email, undefined]]));

    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    await waitFor(() =>
      expect(heard).toEqual([
        [LEARNER.email, undefined],
        [null, undefined],
      ]),
    );
    expect(sessionHint.usableToken()).toBeNull();
    expect(client.expectsSession()).toBe(false);
  });

  it('follows a sign-out in another tab', async () => {
    rememberLearnerToken(HOUR_MS);
    const client = createFirebaseAuthClient(CONFIG, provider(null));
    const heard = listen(client);
    await waitFor(() => expect(heard).toEqual([[LEARNER.email, undefined]]));

    inAnotherTab(() => sessionHint.remember(false));
    await waitFor(() =>
      expect(heard).toEqual([
        [LEARNER.email, undefined],
        [null, undefined],
      ]),
    );
  });

  it('stays on the remembered token when the SDK cannot be had at the first key press', async () => {
    rememberLearnerToken(HOUR_MS);
    const downloads: string[] = [];
    const client = createFirebaseAuthClient(CONFIG, () => {
      downloads.push('firebase chunk');
      return offline();
    });
    const heard = listen(client);
    await waitFor(() => expect(heard).toEqual([[LEARNER.email, undefined]]));
    expect(downloads).toEqual([]);

    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    await waitFor(() => expect(downloads).toEqual(['firebase chunk']));
    // Signing out needs the SDK: offline, it fails and says why, once the key press's attempt has
    // ended.
    await expect(client.signOut()).rejects.toMatchObject({ code: 'auth/network-request-failed' });
    // Nobody was told that the session could not be restored: the page goes on with the token.
    expect(heard).toEqual([[LEARNER.email, undefined]]);
    await expect(client.getIdToken()).resolves.toBe('remembered-token');
  });

  it("does not send a token another tab remembered for someone else under this page's user", async () => {
    rememberLearnerToken(HOUR_MS);
    const client = createFirebaseAuthClient(CONFIG, offline);
    const heard = listen(client);
    await waitFor(() => expect(heard).toEqual([[LEARNER.email, undefined]]));

    inAnotherTab(() =>
      sessionHint.rememberToken({
        user: { ...LEARNER, uid: 'someone-else', email: 'someone@example.com' },
        token: 'someone-elses-token',
        expiresAt: Date.now() + HOUR_MS,
      }),
    );
    // Only the SDK can say who is signed in now, and here it cannot be had.
    await expect(client.getIdToken()).rejects.toMatchObject({
      code: 'auth/network-request-failed',
    });
    expect(client.isSignedIn()).toBe(false);
  });

  it('signs out through the SDK, and forgets the token', async () => {
    rememberLearnerToken(HOUR_MS);
    const client = createFirebaseAuthClient(CONFIG, provider(LEARNER, 'token-from-the-sdk'));
    const heard = listen(client);
    await waitFor(() => expect(heard).toEqual([[LEARNER.email, undefined]]));

    await client.signOut();
    expect(heard.at(-1)).toEqual([null, undefined]);
    expect(sessionHint.usableToken()).toBeNull();
    expect(client.expectsSession()).toBe(false);
  });
});

describe('createFirebaseAuthClient, remembering the token', () => {
  it("keeps the SDK's token for the next page load, and nothing that is not a token", async () => {
    sessionHint.remember(true);
    const client = createFirebaseAuthClient(CONFIG, provider(LEARNER, 'token-from-the-sdk'));
    const heard = listen(client);
    await waitFor(() => expect(heard).toEqual([[LEARNER.email, undefined]]));
    await waitFor(() =>
      expect(sessionHint.usableToken()).toMatchObject({
        user: LEARNER,
        token: 'token-from-the-sdk',
      }),
    );

    // Whatever else a script of the origin writes where the token was is not taken for one.
    for (const [key, value] of Object.entries(window.localStorage)) {
      if (value.includes('token-from-the-sdk')) {
        window.localStorage.setItem(key, value.replace(/"expiresAt":\d+/, '"expiresAt":"soon"'));
      }
    }
    expect(sessionHint.usableToken()).toBeNull();
  });
});
