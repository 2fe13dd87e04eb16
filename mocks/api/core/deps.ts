/** What every resource module is given to register its routes. */
import type { Database } from '../database';
import type { MediaSigner, MediaStore } from '../media';
import type { RateLimits } from '../rateLimit';
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
  /** The contact form's limit per client address, and each account's limits on writes. */
  limits: RateLimits;
  /** The lesson media files (absent: no file is answered), and the signer of their addresses. */
  media?: MediaStore;
  mediaSigner: MediaSigner;
  /** The seed database, for POST /__dev/reset (without it that route is absent). */
  seed?: () => Database | Promise<Database>;
}
