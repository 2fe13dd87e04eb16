import type { AuthClient } from '../services/auth/authClient';
import { authStateChanged } from './authSlice';
import type { AppDispatch } from '../state';

/** Mirrors the identity provider's auth state into the store; returns the unsubscribe function. */
export function startAuthSync(auth: AuthClient, dispatch: AppDispatch): () => void {
  return auth.subscribe((user, problem) => {
    if (!user) {
      dispatch(authStateChanged({ user: null, token: null, problem }));
      return;
    }
    void auth.getIdToken().then(
      (token) => dispatch(authStateChanged({ user, token })),
      () => dispatch(authStateChanged({ user, token: null })),
    );
  });
}
