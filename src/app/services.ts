import type { AuthClient } from '../lib/auth/authClient';

/**
 * The third-party services the app talks to, each behind a small interface in src/lib.
 * The store passes them to thunks and to RTK Query as the `extra` argument.
 */
export interface AppServices {
  auth: AuthClient;
}
