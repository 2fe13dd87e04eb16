import type { Auth, User } from 'firebase/auth';
import type * as FirebaseAuthSdk from 'firebase/auth';
import type * as FirebaseAppSdk from 'firebase/app';
import {
  AuthProviderError,
  type AuthClient,
  type AuthListener,
  type AuthUser,
  type SessionProblem,
  type GoogleTestAccount,
  type RegistrationInput,
} from './authClient';
import { yieldToMain } from '@/shared/lib/yieldToMain';
import { sessionHint, type RememberedToken } from './sessionHint';

/** The longest a piece of work waits for the browser to have a moment to spare. */
const IDLE_WAIT_MS = 2000;

/**
 * Runs `work` once: when another tab of this browser signs in or out, or once the browser has a
 * moment to spare after the person's first press of a key or pointer on the page (not in the
 * press's own task: what they pressed responds first).
 */
function onFirstInputOrSessionChangeElsewhere(work: () => void): void {
  const events = ['pointerdown', 'keydown'] as const;
  let stopWatching = (): void => undefined;
  let done = false;
  const once = (): void => {
    if (done) return;
    done = true;
    for (const event of events) window.removeEventListener(event, afterInput, true);
    stopWatching();
    work();
  };
  const afterInput = (): void => {
    if (typeof window.requestIdleCallback === 'function') {
      window.requestIdleCallback(once, { timeout: IDLE_WAIT_MS });
    } else setTimeout(once, 0);
  };
  for (const event of events) {
    window.addEventListener(event, afterInput, { capture: true, passive: true });
  }
  stopWatching = sessionHint.watchChangesElsewhere(once);
}

export interface FirebaseWebConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  appId: string;
  /** The Auth emulator's URL, or empty for the real service. */
  authEmulatorUrl: string;
}

type FirebaseAuthModule = typeof FirebaseAuthSdk;

/** The Firebase SDK's modules the client uses: the app and Auth. */
export interface FirebaseSdkModules {
  app: typeof FirebaseAppSdk;
  sdk: FirebaseAuthModule;
}

/** Downloads the SDK (its own chunk) and evaluates it. */
const downloadFirebaseSdk = (): Promise<FirebaseSdkModules> =>
  Promise.all([
    import(/* webpackChunkName: "firebase" */ 'firebase/app'),
    import(/* webpackChunkName: "firebase" */ 'firebase/auth'),
  ]).then(([app, sdk]) => ({ app, sdk }));

interface Runtime {
  auth: Auth;
  sdk: FirebaseAuthModule;
}

const toAuthUser = (user: User): AuthUser => ({
  uid: user.uid,
  email: user.email,
  displayName: user.displayName,
  photoURL: user.photoURL,
});

const toProviderError = (error: unknown): Error => {
  if (error && typeof error === 'object' && 'code' in error && typeof error.code === 'string') {
    const message = error instanceof Error ? error.message : error.code;
    return new AuthProviderError(error.code, message);
  }
  return error instanceof Error ? error : new Error(String(error));
};

/** A stable pseudo Google subject for an emulator test account, derived from its email. */
const testSubjectFor = (email: string): string =>
  Array.from(email.toLowerCase())
    .map((c) => c.charCodeAt(0).toString(16).padStart(2, '0'))
    .join('')
    .slice(0, 40);

/**
 * Firebase Auth (modular SDK) behind the AuthClient interface. The SDK is loaded on first use, in
 * its own chunk, so that pages that never touch auth do not pay for it at first paint.
 */
export function createFirebaseAuthClient(
  config: FirebaseWebConfig,
  /** How the SDK arrives; jest passes a download that fails (firebaseAuthClient.test.ts). */
  download: () => Promise<FirebaseSdkModules> = downloadFirebaseSdk,
): AuthClient {
  let runtime: Promise<Runtime> | undefined;
  const listeners = new Set<AuthListener>();
  const detachers = new Map<AuthListener, () => void>();
  /** The listeners that have heard something (a user, or null), from the SDK or from here. */
  const answered = new WeakSet<AuthListener>();
  /** The SDK, once started. */
  let started: Runtime | undefined;
  /**
   * The user this page's listeners were told from the remembered session (subscribe), and the
   * listeners told so that do not follow the SDK yet.
   */
  let servedUid: string | null = null;
  const servedFromMemory = new WeakSet<AuthListener>();
  /**
   * The remembered token while it serves and is that user's: another tab may have signed in as
   * someone else meanwhile, whose token this page does not send under its user.
   */
  const servingToken = (): RememberedToken | null => {
    const remembered = sessionHint.usableToken();
    return remembered && remembered.user.uid === servedUid ? remembered : null;
  };

  /**
   * Tells the listeners that do not follow the SDK (it has not started) that nobody is signed in,
   * with `problem` when this browser expected a session. Every one of them when it did (so that a
   * retry ends either way) or when `everyone`, else those that have heard nothing yet, so that a
   * failed sign-in does not tell the others again.
   */
  const tellNobody = (problem?: SessionProblem, everyone = false): void => {
    const expected = sessionHint.present();
    const tokenServes = servingToken() !== null;
    for (const listener of listeners) {
      if (detachers.has(listener)) continue;
      // It heard the remembered user, whose token still serves (subscribe): the page goes on with
      // it, and the SDK is asked for again when it is needed (getIdToken, a sign-out).
      if (tokenServes && servedFromMemory.has(listener)) continue;
      if (!expected && !everyone && answered.has(listener)) continue;
      answered.add(listener);
      listener(null, expected ? problem : undefined);
    }
  };

  const attach = ({ auth, sdk }: Runtime, listener: AuthListener): void => {
    if (!listeners.has(listener) || detachers.has(listener)) return;
    servedFromMemory.delete(listener);
    const detach = sdk.onIdTokenChanged(auth, (user) => {
      answered.add(listener);
      listener(user ? toAuthUser(user) : null);
    });
    detachers.set(listener, detach);
  };

  /** The user's current ID token from the SDK (refreshed if near expiry), remembered. */
  const tokenOf = async (auth: Auth, user: User): Promise<string> => {
    const result = await user.getIdTokenResult();
    const expiresAt = Date.parse(result.expirationTime);
    if (auth.currentUser?.uid === user.uid && Number.isFinite(expiresAt)) {
      sessionHint.rememberToken({ user: toAuthUser(user), token: result.token, expiresAt });
    }
    return result.token;
  };

  const startSdk = async ({ app, sdk }: FirebaseSdkModules): Promise<Runtime> => {
    // The SDK's modules were just evaluated: start it in a task of its own.
    await yieldToMain();
    const firebaseApp = app.initializeApp({
      apiKey: config.apiKey,
      authDomain: config.authDomain,
      projectId: config.projectId,
      appId: config.appId || undefined,
    });
    const auth = sdk.initializeAuth(firebaseApp, {
      // docs/decisions.md#accounts-and-sessions: IndexedDB, then local storage, then session storage.
      persistence: [
        sdk.indexedDBLocalPersistence,
        sdk.browserLocalPersistence,
        sdk.browserSessionPersistence,
      ],
      // No popupRedirectResolver here: it would load Google's iframe helper on every page.
      // signInWithPopup passes it when a popup is actually opened.
    });
    if (config.authEmulatorUrl) {
      sdk.connectAuthEmulator(auth, config.authEmulatorUrl, { disableWarnings: true });
    }
    // What this browser remembers follows the SDK, before the listeners (attached below) hear of
    // a change: whether someone is signed in, and their token. A new token (signed in, refreshed)
    // replaces the last; none (signed out, the account gone) or another user's drops it at once.
    sdk.onIdTokenChanged(auth, (user) => {
      sessionHint.remember(user !== null);
      if (!user) return;
      sessionHint.forgetTokenUnlessOf(user.uid);
      // Not remembered when it fails: the next page load waits for the SDK, as without storage.
      tokenOf(auth, user).catch(() => undefined);
    });
    const loaded: Runtime = { auth, sdk };
    started = loaded;
    // Listeners that subscribed before the SDK was needed now follow the real auth state.
    for (const listener of listeners) attach(loaded, listener);
    return loaded;
  };

  // Each failure tells the listeners waiting for the SDK once, where it happens (tellNobody).
  const start = (): Promise<Runtime> =>
    download().then(
      async (modules) => {
        try {
          return await startSdk(modules);
        } catch (error) {
          // Downloaded, but it did not start (a wrong configuration, say): nobody is signed in, as
          // far as the page can tell; why, in the console, as for a failed download (below). A
          // sign-in then shows the error in its form.
          console.error(error);
          tellNobody();
          throw error;
        }
      },
      (error: unknown) => {
        // The SDK's script could not be downloaded (offline, say). Not kept: the next attempt
        // (pressing Login again, say) downloads it again. Only a failed download is forgotten: a
        // failure once the SDK has run stays, since starting it twice fails (app/duplicate-app).
        // Said as the SDK says a request that did not reach its server; the cause goes to the
        // console for whoever looks into it.
        console.error(error);
        runtime = undefined;
        // A session this browser expected was not ended, only not restored (AuthClient.subscribe).
        tellNobody('unreachable');
        throw new AuthProviderError(
          'auth/network-request-failed',
          error instanceof Error ? error.message : String(error),
        );
      },
    );

  const load = (): Promise<Runtime> => {
    runtime ??= start();
    return runtime;
  };

  /**
   * While the remembered token serves, the SDK starts (and every listener then follows it) when it
   * is needed: a sign-out, a token about to expire (getIdToken), or a change in another tab. Or
   * just after the person first acts on the page, so that whatever they do next finds it ready,
   * and the session is confirmed with the provider (or ended: the account gone). Not earlier: on
   * the way to the first screen, its download and start would hold up the page's own.
   */
  let startScheduled = false;
  const startSdkWhenTheUserActs = (): void => {
    if (startScheduled) return;
    startScheduled = true;
    onFirstInputOrSessionChangeElsewhere(() => {
      if (listeners.size === 0) return;
      load().catch(() => {
        // Not started (offline, say): the token serves on (tellNobody above), and the SDK is
        // asked for again when it is needed, at the next press, or on a change in another tab.
        startScheduled = false;
        if (servingToken()) startSdkWhenTheUserActs();
      });
    });
  };

  const call = async <T>(operation: (rt: Runtime) => Promise<T>): Promise<T> => {
    const rt = await load();
    try {
      const result = await operation(rt);
      // Remember the session at once: a reload right after signing in must restore it.
      sessionHint.remember(rt.auth.currentUser !== null);
      return result;
    } catch (error) {
      throw toProviderError(error);
    }
  };

  return {
    googleMode: config.authEmulatorUrl ? 'test-account' : 'popup',

    expectsSession: () => sessionHint.present(),

    restoreSession() {
      // The remembered token serves every listener (none yet, as the app starts) until the SDK
      // starts (subscribe); not one waiting for the SDK (a retry after it could not be had).
      const waiting = [...listeners].some((listener) => !servedFromMemory.has(listener));
      if (!runtime && sessionHint.usableToken() && !waiting) return;
      // A failure reaches the subscribers (tellNobody above).
      if (sessionHint.present()) load().catch(() => undefined);
      // Nothing to restore any more (signed out in another tab, say): a retry ends with nobody.
      else queueMicrotask(() => tellNobody(undefined, true));
    },

    subscribe(listener) {
      listeners.add(listener);
      const remembered = runtime ? null : sessionHint.usableToken();
      if (remembered) {
        // A returning user with a token that still serves: they are signed in as far as the page
        // can tell, and it asks for its data with that token at once (getIdToken), without the
        // SDK's download, start and check with its server on the way to the first screen. The SDK
        // starts later (startSdkWhenTheUserActs), confirms the session (or ends it: signed out in
        // another tab, the account gone) and this listener then follows it.
        servedUid = remembered.user.uid;
        servedFromMemory.add(listener);
        queueMicrotask(() => {
          if (!listeners.has(listener) || detachers.has(listener)) return;
          answered.add(listener);
          listener(remembered.user);
        });
        startSdkWhenTheUserActs();
      } else if (runtime || sessionHint.present()) {
        // A failure reaches this listener with the others (tellNobody above).
        load().then(
          (loaded) => attach(loaded, listener),
          () => undefined,
        );
      } else {
        // Nobody has signed in on this browser: signed out, without loading the SDK. Signing in
        // loads it, and this listener then follows the real state.
        queueMicrotask(() => {
          if (!listeners.has(listener) || detachers.has(listener)) return;
          answered.add(listener);
          listener(null);
        });
      }
      return () => {
        listeners.delete(listener);
        detachers.get(listener)?.();
        detachers.delete(listener);
      };
    },

    signInWithPassword: (email, password) =>
      call(async ({ auth, sdk }) => {
        const credential = await sdk.signInWithEmailAndPassword(auth, email, password);
        return toAuthUser(credential.user);
      }),

    register: ({ name, email, password }: RegistrationInput) =>
      call(async ({ auth, sdk }) => {
        const credential = await sdk.createUserWithEmailAndPassword(auth, email, password);
        try {
          await sdk.updateProfile(credential.user, { displayName: name });
          await credential.user.getIdToken(true);
        } catch {
          // The account exists once it is created: a display name that could not be saved does not
          // fail the registration, and the app shows the name that was typed.
        }
        return { ...toAuthUser(credential.user), displayName: name };
      }),

    signInWithGoogle: (testAccount?: GoogleTestAccount) =>
      call(async ({ auth, sdk }) => {
        if (!config.authEmulatorUrl) {
          const credential = await sdk.signInWithPopup(
            auth,
            new sdk.GoogleAuthProvider(),
            sdk.browserPopupRedirectResolver,
          );
          return toAuthUser(credential.user);
        }
        if (!testAccount) {
          throw new AuthProviderError('auth/argument-error', 'A test account is required.');
        }
        // The emulator accepts an unsigned Google id_token; no Google host is contacted.
        const idToken = JSON.stringify({
          sub: testSubjectFor(testAccount.email),
          email: testAccount.email,
          email_verified: true,
          name: testAccount.name,
        });
        const credential = await sdk.signInWithCredential(
          auth,
          sdk.GoogleAuthProvider.credential(idToken),
        );
        if (!credential.user.displayName && testAccount.name) {
          await sdk.updateProfile(credential.user, { displayName: testAccount.name });
        }
        return {
          ...toAuthUser(credential.user),
          displayName: credential.user.displayName ?? testAccount.name,
        };
      }),

    signOut: () => call(({ auth, sdk }) => sdk.signOut(auth)),

    isSignedIn: () => Boolean(started?.auth.currentUser) || servingToken() !== null,

    async getIdToken() {
      // Until the SDK has started, the token the page's user was remembered with, while it serves
      // (see subscribe).
      const remembered = started ? null : servingToken();
      if (remembered) return remembered.token;
      const { auth } = await load();
      await auth.authStateReady();
      // The SDK refreshes the token within 30 seconds of its expiry (and in the background five
      // minutes before, while it has listeners). Remembered here too, before the caller has it: a
      // page the user opens next finds it.
      return auth.currentUser ? tokenOf(auth, auth.currentUser) : null;
    },
  };
}
