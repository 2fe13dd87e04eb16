/**
 * Firebase ID tokens as the API reads them (docs/decisions.md#who-is-asking). Every mode checks the
 * same claims (`checkIdTokenClaims`): the project's `aud` and `iss`, a non-empty `sub` (the account
 * id), `exp` in the future, `iat` and `auth_time` not beyond five minutes ahead, and a lifetime of at
 * most Firebase's hour. What differs is who vouches for the token:
 * - the json-server host (mocks/server/identity.ts) checks Google's RS256 signature, or asks the
 *   Auth emulator for the account, and takes the email from the account;
 * - MSW (jest and the browser's MSW mode) accepts its own test tokens: unsigned tokens shaped like
 *   the emulator's (`verifyTestToken`), the account id and email read from their claims. Nothing
 *   guards a mock that runs inside the browser, so that mode proves only the rules, not the identity.
 */

export const DEFAULT_PROJECT_ID = 'demo-courses';

/** Firebase's ID tokens live an hour; a longer lifetime is refused. */
export const MAX_TOKEN_LIFETIME_SECONDS = 3600;
/** Clock skew allowed on `iat` and `auth_time`. */
export const CLOCK_SKEW_SECONDS = 300;
/** Firebase account ids are at most 128 characters. */
export const MAX_UID_LENGTH = 128;
/** The longest Authorization header read; a Firebase ID token is about 1 KB. */
export const MAX_TOKEN_LENGTH = 8192;

export interface IdTokenClaims {
  iss: string;
  aud: string;
  iat: number;
  exp: number;
  auth_time: number;
  sub: string;
  user_id: string;
  email: string;
  email_verified: boolean;
  firebase: { identities: { email: string[] }; sign_in_provider: string };
}

/** Who is asking: the account id (`uid`, which owns data) and its email. */
export interface VerifiedIdentity {
  uid: string;
  email: string;
}

export type TokenCheck =
  { ok: true; identity: VerifiedIdentity } | { ok: false; error: string; status?: 401 | 503 };

/** Checks a bearer token: the one interface every mode of the API implements. */
export interface IdentityVerifier {
  /** Which tokens it accepts, said once at start-up. */
  readonly description: string;
  verify(token: string): Promise<TokenCheck>;
}

export const TOKEN_ERRORS = {
  missing: 'Sign in required',
  malformed: 'Malformed ID token',
  algorithm: 'Unsupported ID token: it must be signed by Firebase Auth (RS256)',
  unsignedOnly:
    'Unsupported ID token: this server accepts the Auth emulator’s unsigned tokens only',
  signature: 'ID token signature is not valid',
  unknownKey: 'ID token is signed with a key Firebase Auth does not publish',
  expired: 'ID token has expired, sign in again',
  notYetValid: 'ID token was issued in the future',
  tooLong: 'ID token lives longer than Firebase’s hour',
  project: 'ID token belongs to another Firebase project',
  noSubject: 'ID token names no account',
  noEmail: 'ID token has no email',
  unknownAccount: 'No account matches this ID token: sign in again',
  disabledAccount: 'This account is disabled',
  unreachable: 'The sign-in service cannot be reached; try again shortly',
} as const;

const base64UrlEncode = (text: string): string => {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};

function base64UrlDecode(segment: string): string | null {
  if (!/^[A-Za-z0-9_-]*$/.test(segment)) return null;
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  try {
    const binary = atob(padded);
    const bytes = new Uint8Array(binary.length);
    for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function parseSegment(segment: string): Record<string, unknown> | null {
  const text = base64UrlDecode(segment);
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    return isRecord(value) ? value : null;
  } catch {
    return null;
  }
}

/** A token's header and claims, read without checking anything; null when it is not a JWT. */
export function decodeToken(
  token: string,
): { header: Record<string, unknown>; claims: Record<string, unknown>; signature: string } | null {
  if (token.length > MAX_TOKEN_LENGTH) return null;
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const header = parseSegment(parts[0] ?? '');
  const claims = parseSegment(parts[1] ?? '');
  return header && claims ? { header, claims, signature: parts[2] ?? '' } : null;
}

/** Extract the token from an `Authorization: Bearer <token>` header value. */
export function bearerToken(authorization: string | undefined): string | null {
  if (!authorization || authorization.length > MAX_TOKEN_LENGTH + 16) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization.trim());
  return match?.[1] ?? null;
}

/** The checks Firebase documents for an ID token's claims, in every mode; the account id on success. */
export function checkIdTokenClaims(
  claims: Record<string, unknown>,
  projectId: string,
  now: number,
): { ok: true; uid: string } | { ok: false; error: string } {
  const { iss, aud, exp, iat, sub } = claims;
  const authTime = claims.auth_time;
  if (typeof exp !== 'number' || typeof iat !== 'number' || typeof authTime !== 'number') {
    return { ok: false, error: TOKEN_ERRORS.malformed };
  }
  if (aud !== projectId || iss !== `https://securetoken.google.com/${projectId}`) {
    return { ok: false, error: TOKEN_ERRORS.project };
  }
  if (typeof sub !== 'string' || sub === '' || sub.length > MAX_UID_LENGTH) {
    return { ok: false, error: TOKEN_ERRORS.noSubject };
  }
  const nowSeconds = Math.floor(now / 1000);
  if (exp <= nowSeconds) return { ok: false, error: TOKEN_ERRORS.expired };
  if (iat > nowSeconds + CLOCK_SKEW_SECONDS || authTime > nowSeconds + CLOCK_SKEW_SECONDS) {
    return { ok: false, error: TOKEN_ERRORS.notYetValid };
  }
  if (exp - iat > MAX_TOKEN_LIFETIME_SECONDS) return { ok: false, error: TOKEN_ERRORS.tooLong };
  return { ok: true, uid: sub };
}

export interface MintTokenOptions {
  uid: string;
  email: string;
  projectId?: string;
  /** Lifetime from the issue time in seconds; negative gives an already expired token. Default 3600. */
  expiresInSeconds?: number;
  /** Issue time in ms since epoch; default Date.now(). */
  now?: number;
  /** Claims to set or replace, for tests that craft a token the API must refuse. */
  claims?: Partial<Record<keyof IdTokenClaims, unknown>>;
}

/** The claims of a Firebase ID token for that account, as Firebase Auth writes them. */
export function idTokenClaims(options: MintTokenOptions): Record<string, unknown> {
  const projectId = options.projectId ?? DEFAULT_PROJECT_ID;
  const iat = Math.floor((options.now ?? Date.now()) / 1000);
  const claims: IdTokenClaims = {
    iss: `https://securetoken.google.com/${projectId}`,
    aud: projectId,
    iat,
    exp: iat + (options.expiresInSeconds ?? MAX_TOKEN_LIFETIME_SECONDS),
    auth_time: iat,
    sub: options.uid,
    user_id: options.uid,
    email: options.email,
    email_verified: true,
    firebase: { identities: { email: [options.email] }, sign_in_provider: 'password' },
  };
  return { ...claims, ...options.claims };
}

/** An unsigned token of the emulator's shape (MSW's test tokens; also the emulator's own). */
export function mintUnsignedToken(options: MintTokenOptions): string {
  const header = base64UrlEncode(JSON.stringify({ alg: 'none', typ: 'JWT' }));
  return `${header}.${base64UrlEncode(JSON.stringify(idTokenClaims(options)))}.`;
}

/** MSW's verifier: an unsigned emulator-shaped token whose claims pass, the email read from it. */
export function createTestTokenVerifier(
  projectId: string = DEFAULT_PROJECT_ID,
  now: () => number = Date.now,
): IdentityVerifier {
  return {
    description: `test tokens (unsigned, project ${projectId}): MSW only`,
    verify(token) {
      return Promise.resolve(verifyTestToken(token, projectId, now()));
    },
  };
}

/** Checks an unsigned test token for `projectId` at time `now` (ms). */
export function verifyTestToken(token: string, projectId: string, now: number): TokenCheck {
  const decoded = decodeToken(token);
  if (!decoded) return { ok: false, error: TOKEN_ERRORS.malformed };
  if (decoded.header.alg !== 'none' || decoded.signature !== '') {
    return { ok: false, error: TOKEN_ERRORS.unsignedOnly };
  }
  const checked = checkIdTokenClaims(decoded.claims, projectId, now);
  if (!checked.ok) return checked;
  const email = decoded.claims.email;
  if (typeof email !== 'string' || email === '') return { ok: false, error: TOKEN_ERRORS.noEmail };
  return { ok: true, identity: { uid: checked.uid, email } };
}
