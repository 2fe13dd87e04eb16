/** What every resource module is given to register its routes. */
import type { Database } from '../database';
import type { RateLimiter } from '../rateLimit';
import type { DataStore } from '../store';
import type { Auth } from './auth';
import type { Collections } from './collections';
import type { AddRoute } from './routing';

export interface ApiDeps {
  route: AddRoute;
  store: DataStore;
  /** Clock (ms). */
  now: () => number;
  auth: Auth;
  collections: Collections;
  /** Limits accepted contact messages per client. */
  contactLimiter: RateLimiter;
  /** The seed database, for POST /__dev/reset (without it that route is absent). */
  seed?: () => Database | Promise<Database>;
}
