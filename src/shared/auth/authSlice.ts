import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AuthUser, SessionProblem } from '../services/auth/authClient';

/** The signed-in user as the app sees it; an empty object when signed out. */
export type SessionUser = Partial<AuthUser>;

export interface AuthState {
  user: SessionUser;
  /** True until the first auth-state callback, and while a sign-in, registration or sign-out runs. */
  isLoading: boolean;
  /** The last error message of a sign-in or registration; empty when none. */
  authError: string;
  token: string | null;
  /** The user signed out themselves: guarded pages then send them home, not to /login. */
  signedOutByUser: boolean;
  /**
   * This browser had a session when last seen (AuthClient.expectsSession), so until the provider
   * answers, signed-in pages may render ahead (the guards, src/shared/auth/guards.tsx).
   */
  sessionExpected: boolean;
  /**
   * The session this browser expected could not be restored: the sign-in service was out of
   * reach (AuthClient.subscribe). Shown with a way to try again (SessionRestoreNotice).
   */
  sessionUnreachable: boolean;
  /** A new attempt to restore it is under way. */
  sessionRestoreRetrying: boolean;
}

/** The provider has not answered yet, and a session is expected: signed-in pages render ahead. */
export const isSessionPending = (state: AuthState): boolean =>
  state.isLoading && !state.user.email && state.sessionExpected;

export const initialAuthState: AuthState = {
  user: {},
  isLoading: true,
  authError: '',
  token: null,
  signedOutByUser: false,
  sessionExpected: false,
  sessionUnreachable: false,
  sessionRestoreRetrying: false,
};

const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    authStateChanged(
      state,
      action: PayloadAction<{
        user: AuthUser | null;
        token: string | null;
        problem?: SessionProblem;
      }>,
    ) {
      state.user = action.payload.user ? { ...action.payload.user } : {};
      state.token = action.payload.token;
      state.isLoading = false;
      state.sessionExpected = action.payload.user !== null;
      state.sessionUnreachable = action.payload.problem === 'unreachable';
      state.sessionRestoreRetrying = false;
      if (action.payload.user) state.signedOutByUser = false;
    },
    sessionRestoreRetried(state) {
      state.sessionRestoreRetrying = true;
    },
    signOutRequested(state) {
      state.signedOutByUser = true;
    },
    /** Still signed in: a session that ends later (elsewhere) is not one they ended. */
    signOutFailed(state) {
      state.signedOutByUser = false;
    },
    authOperationStarted(state) {
      state.isLoading = true;
    },
    authOperationFinished(state) {
      state.isLoading = false;
    },
    authFailed(state, action: PayloadAction<string>) {
      state.authError = action.payload;
      state.isLoading = false;
    },
    authErrorCleared(state) {
      state.authError = '';
    },
  },
  selectors: {
    selectAuth: (state) => state,
  },
});

export const {
  authStateChanged,
  sessionRestoreRetried,
  signOutRequested,
  signOutFailed,
  authOperationStarted,
  authOperationFinished,
  authFailed,
  authErrorCleared,
} = authSlice.actions;
export const { selectAuth } = authSlice.selectors;
export const authReducer = authSlice.reducer;
export const authSliceName = authSlice.name;
