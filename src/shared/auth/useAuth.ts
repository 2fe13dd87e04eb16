import { useCallback, useDeferredValue } from 'react';
import type { GoogleTestAccount } from '../services/auth/authClient';
import { useServices } from '../services/ServicesContext';
import { useAppDispatch, useAppSelector } from '../state';
import { describeAuthError } from './authErrorMessages';
import {
  authErrorCleared,
  authFailed,
  authOperationFinished,
  authOperationStarted,
  selectAuth,
  signOutFailed,
  signOutRequested,
  type AuthState,
  type SessionUser,
} from './authSlice';
import { userApi } from './userApi';

export interface UseAuth {
  /** Who is signed in, as the page shows it (deferred: see useShownSession). */
  user: SessionUser;
  token: string | null;
  /** Whether the session is still being learnt, in step with `user`. */
  sessionLoading: boolean;
  /** A sign-in, registration or sign-out under way (immediate: a form's own state). */
  isLoading: boolean;
  authError: string;
  /** Resolves true when signed in, false when the provider refused (authError says why). */
  loginUser: (email: string, password: string) => Promise<boolean>;
  registerUser: (email: string, password: string, name: string) => Promise<boolean>;
  signInUsingGoogle: (testAccount?: GoogleTestAccount) => Promise<boolean>;
  /** Resolves null when signed out, else why not (offline, say): the user stays signed in. */
  logout: () => Promise<string | null>;
}

/**
 * The session as the page shows it: the store's auth state, reaching the components in a deferred
 * render. A store update is rendered at once, in one task, and a session restored on page load
 * re-renders every part of the page that shows the user; deferred, the parts that change render in
 * React's background work, in slices between which the browser answers input. One snapshot, so that
 * the user, whether the session is still loading and the guards' decisions change together.
 */
export function useShownSession(): AuthState {
  return useDeferredValue(useAppSelector(selectAuth));
}

/**
 * The authentication context, backed by the store and the auth service: who is signed in as
 * useShownSession shows it; a form's own state (busy, refused) immediately.
 */
export function useAuth(): UseAuth {
  const { auth } = useServices();
  const dispatch = useAppDispatch();
  const session = useShownSession();
  const { isLoading, authError } = useAppSelector(selectAuth);
  // The server record of a new account (it lets admins promote the user). Sent without a mutation
  // hook: every part of the page that shows the user calls useAuth, and the hook's bookkeeping on
  // each of their renders is paid for a request made only on registering. The response is not
  // needed; the request's entry goes from the store once it is answered.
  const saveUser = useCallback(
    async (user: { email: string; displayName: string }) => {
      const request = dispatch(userApi.endpoints.saveUser.initiate(user));
      await request;
      request.reset();
    },
    [dispatch],
  );

  const run = useCallback(
    async (operation: () => Promise<void>): Promise<boolean> => {
      dispatch(authOperationStarted());
      // A new attempt replaces the last error rather than showing a stale one beside it.
      dispatch(authErrorCleared());
      try {
        await operation();
        dispatch(authOperationFinished());
        return true;
      } catch (error) {
        dispatch(authFailed(describeAuthError(error)));
        return false;
      }
    },
    [dispatch],
  );

  const loginUser = useCallback(
    (email: string, password: string) =>
      run(async () => {
        await auth.signInWithPassword(email, password);
      }),
    [auth, run],
  );

  const registerUser = useCallback(
    (email: string, password: string, name: string) =>
      run(async () => {
        await auth.register({ email, password, name });
        dispatch(authErrorCleared());
        // The server record lets admins promote the user; the response is not needed.
        await saveUser({ email, displayName: name });
      }),
    [auth, dispatch, run, saveUser],
  );

  const signInUsingGoogle = useCallback(
    (testAccount?: GoogleTestAccount) =>
      run(async () => {
        const signedIn = await auth.signInWithGoogle(testAccount);
        if (signedIn.email) {
          await saveUser({ email: signedIn.email, displayName: signedIn.displayName ?? '' });
        }
      }),
    [auth, run, saveUser],
  );

  const logout = useCallback(async (): Promise<string | null> => {
    dispatch(signOutRequested());
    dispatch(authOperationStarted());
    try {
      await auth.signOut();
      return null;
    } catch (error) {
      // A failed sign-out leaves the user signed in, which the header keeps showing; the caller
      // says why (useLogout).
      dispatch(signOutFailed());
      return describeAuthError(error);
    } finally {
      dispatch(authOperationFinished());
    }
  }, [auth, dispatch]);

  return {
    user: session.user,
    token: session.token,
    sessionLoading: session.isLoading,
    isLoading,
    authError,
    loginUser,
    registerUser,
    signInUsingGoogle,
    logout,
  };
}
