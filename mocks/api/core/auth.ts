/** Who is calling (the bearer ID token) and what they may do (the roles stored with their user). */
import type { Database } from '../database';
import type { DataStore, Frozen } from '../store';
import { bearerToken, TOKEN_ERRORS, verifyEmulatorToken, type VerifiedIdentity } from '../tokens';
import { API_ERRORS, HttpError } from './errors';
import type { Context } from './routing';

/** Emails compare without case and surrounding spaces. */
export const sameEmail = (a: string, b: string): boolean =>
  a.trim().toLowerCase() === b.trim().toLowerCase();

export interface Roles {
  admin: boolean;
  teacher: boolean;
}

export function rolesIn(db: Frozen<Database>, email: string): Roles {
  const user = db.users.find((item) => sameEmail(item.email, email));
  return { admin: user?.admin === true, teacher: user?.teacher === true };
}

export interface Auth {
  /** The verified caller, or 401 without a valid token. */
  identityOf(context: Context): VerifiedIdentity;
  /** The roles of the user with that email (none for an unknown email). */
  rolesOf(email: string): Promise<Roles>;
  /** The verified caller when an admin; 401 without a valid token, 403 otherwise. */
  requireAdmin(context: Context): Promise<VerifiedIdentity>;
}

export function createAuth(store: DataStore, projectId: string, now: () => number): Auth {
  const identityOf = (context: Context): VerifiedIdentity => {
    const token = bearerToken(context.headers.authorization);
    if (!token) throw new HttpError(401, { error: TOKEN_ERRORS.missing });
    const check = verifyEmulatorToken(token, projectId, now());
    if (!check.ok) throw new HttpError(401, { error: check.error });
    return check.identity;
  };
  const rolesOf = async (email: string): Promise<Roles> => rolesIn(await store.read(), email);
  return {
    identityOf,
    rolesOf,
    async requireAdmin(context) {
      const identity = identityOf(context);
      if (!(await rolesOf(identity.email)).admin) {
        throw new HttpError(403, { error: API_ERRORS.adminsOnly });
      }
      return identity;
    },
  };
}
