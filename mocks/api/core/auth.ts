/**
 * Who is calling (the bearer ID token, checked by the host's IdentityVerifier) and what they may do
 * (the roles stored with their account's user record, found by account id, never by email).
 */
import type { UserRecord } from '@/shared/domain/entities';
import type { Database } from '../database';
import type { DataView, Frozen } from '../store';
import { bearerToken, TOKEN_ERRORS, type IdentityVerifier, type VerifiedIdentity } from '../tokens';
import { API_ERRORS, HttpError } from './errors';
import type { Context } from './routing';

/** Emails compare without case and surrounding spaces. */
export const sameEmail = (a: string, b: string): boolean =>
  a.trim().toLowerCase() === b.trim().toLowerCase();

export interface Roles {
  admin: boolean;
  teacher: boolean;
}

/** The user record of an account. */
export const userOf = (
  data: Pick<DataView, 'where'>,
  uid: string,
): Frozen<UserRecord> | undefined => data.where('users', 'uid', uid)[0];

/** The user record of the account that holds this email now (the newest, should two claim it). */
export function userByEmail(db: Frozen<Database>, email: string): Frozen<UserRecord> | undefined {
  let found: Frozen<UserRecord> | undefined;
  for (const user of db.users) if (sameEmail(user.email, email)) found = user;
  return found;
}

export function rolesIn(data: Pick<DataView, 'where'>, uid: string): Roles {
  const user = userOf(data, uid);
  return { admin: user?.admin === true, teacher: user?.teacher === true };
}

export interface Auth {
  /** The verified caller, or 401 without a valid token (503 when the sign-in service is out of reach). */
  identityOf(context: Context): Promise<VerifiedIdentity>;
  /** The verified caller, or null without a token; an invalid token is still a 401. */
  optionalIdentityOf(context: Context): Promise<VerifiedIdentity | null>;
  /** The roles of that account (none for an account without a user record). */
  rolesOf(uid: string): Promise<Roles>;
  /** The verified caller when an admin; 401 without a valid token, 403 otherwise. */
  requireAdmin(context: Context): Promise<VerifiedIdentity>;
}

export function createAuth(store: { view(): Promise<DataView> }, verifier: IdentityVerifier): Auth {
  const verify = async (token: string): Promise<VerifiedIdentity> => {
    const check = await verifier.verify(token);
    if (!check.ok) throw new HttpError(check.status ?? 401, { error: check.error });
    return check.identity;
  };
  const identityOf = (context: Context): Promise<VerifiedIdentity> => {
    const token = bearerToken(context.headers.authorization);
    if (!token) throw new HttpError(401, { error: TOKEN_ERRORS.missing });
    return verify(token);
  };
  const rolesOf = async (uid: string): Promise<Roles> => rolesIn(await store.view(), uid);
  return {
    identityOf,
    async optionalIdentityOf(context) {
      if (context.headers.authorization === undefined) return null;
      return identityOf(context);
    },
    rolesOf,
    async requireAdmin(context) {
      const identity = await identityOf(context);
      if (!(await rolesOf(identity.uid)).admin) {
        throw new HttpError(403, { error: API_ERRORS.adminsOnly });
      }
      return identity;
    },
  };
}
