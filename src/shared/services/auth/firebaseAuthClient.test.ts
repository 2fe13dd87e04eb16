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
