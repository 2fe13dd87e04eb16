/**
 * Who is asking, as the json-server host checks it (docs/decisions.md#who-is-asking). Two modes:
 * - a real Firebase project: the token's RS256 signature against the keys Firebase Auth publishes
 *   (`jose`, a `kid` among them), the claims of ../api/tokens.ts, then the account itself through the
 *   Identity Toolkit's `accounts:lookup` with the project's web API key, so that a deleted or
 *   disabled account is refused before its token expires;
 * - the Auth emulator: its unsigned tokens, as the Admin SDK accepts them, but only for an account the
 *   emulator knows (looked up by id), with the email taken from that account, never from the token.
 * In both the roles come from the server's own records of the account (../api/core/auth.ts).
 */
import { createRemoteJWKSet, errors as joseErrors, jwtVerify } from 'jose';
import {
  checkIdTokenClaims,
  decodeToken,
  TOKEN_ERRORS,
  type IdentityVerifier,
  type TokenCheck,
} from '../api/tokens';

/** Where Firebase Auth publishes the keys that sign ID tokens, as a JSON Web Key Set. */
export const GOOGLE_JWKS_URL =
  'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com';
export const IDENTITY_TOOLKIT_URL = 'https://identitytoolkit.googleapis.com';

export type IdentityMode =
  | { kind: 'emulator'; /** host:port */ emulatorHost: string }
  | { kind: 'project'; apiKey: string; jwksUrl: string; identityToolkitUrl: string };

export interface FirebaseIdentityOptions {
  projectId: string;
  mode: IdentityMode;
  /** Clock (ms), for tests. */
  now?: () => number;
}

interface Account {
  localId: string;
  email?: string;
  disabled?: boolean;
}

/** How long an account's lookup is reused: a disabled account is refused within this time. */
const ACCOUNT_CACHE_MS = 30_000;
const MAX_CACHED_ACCOUNTS = 10_000;
const LOOKUP_TIMEOUT_MS = 5_000;

const refused = (error: string, status: 401 | 503 = 401): TokenCheck => ({
  ok: false,
  error,
  status,
});

/** jose's verdict on a signed token, in the API's words. */
function signatureError(error: unknown): string {
  if (error instanceof joseErrors.JWKSNoMatchingKey) return TOKEN_ERRORS.unknownKey;
  if (error instanceof joseErrors.JWSSignatureVerificationFailed) return TOKEN_ERRORS.signature;
  if (error instanceof joseErrors.JOSEAlgNotAllowed) return TOKEN_ERRORS.algorithm;
  if (error instanceof joseErrors.JWTExpired) return TOKEN_ERRORS.expired;
  if (error instanceof joseErrors.JWTClaimValidationFailed) return TOKEN_ERRORS.project;
  return TOKEN_ERRORS.malformed;
}

export function createFirebaseIdentity(options: FirebaseIdentityOptions): IdentityVerifier {
  const { projectId, mode } = options;
  const now = options.now ?? Date.now;
  const issuer = `https://securetoken.google.com/${projectId}`;
  const keys = mode.kind === 'project' ? createRemoteJWKSet(new URL(mode.jwksUrl)) : null;
  const accounts = new Map<string, { account: Account | null; until: number }>();

  /** The account the token names, asked of the sign-in service; null when it has none. */
  async function lookup(uid: string, token: string): Promise<Account | null> {
    const key = mode.kind === 'emulator' ? uid : token;
    const cached = accounts.get(key);
    if (cached && cached.until > now()) return cached.account;
    const request: { url: string; headers: Record<string, string>; body: unknown } =
      mode.kind === 'emulator'
        ? {
            url: `http://${mode.emulatorHost}/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts:lookup`,
            headers: { Authorization: 'Bearer owner' },
            body: { localId: [uid] },
          }
        : {
            url: `${mode.identityToolkitUrl}/v1/accounts:lookup?key=${encodeURIComponent(mode.apiKey)}`,
            headers: {},
            body: { idToken: token },
          };
    const response = await fetch(request.url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...request.headers },
      body: JSON.stringify(request.body),
      signal: AbortSignal.timeout(LOOKUP_TIMEOUT_MS),
    });
    const body = (await response.json().catch(() => null)) as {
      users?: Account[];
      error?: { message?: string };
    } | null;
    let account: Account | null;
    if (response.ok) account = body?.users?.find((user) => user.localId === uid) ?? null;
    else if (response.status === 400) account = null;
    else throw new Error(`accounts:lookup answered ${response.status}`);
    if (accounts.size >= MAX_CACHED_ACCOUNTS) {
      const oldest = accounts.keys().next();
      if (!oldest.done) accounts.delete(oldest.value);
    }
    accounts.set(key, { account, until: now() + ACCOUNT_CACHE_MS });
    return account;
  }

  async function verify(token: string): Promise<TokenCheck> {
    const decoded = decodeToken(token);
    if (!decoded) return refused(TOKEN_ERRORS.malformed);
    if (keys) {
      if (decoded.header.alg !== 'RS256') return refused(TOKEN_ERRORS.algorithm);
      try {
        await jwtVerify(token, keys, {
          algorithms: ['RS256'],
          issuer,
          audience: projectId,
          currentDate: new Date(now()),
        });
      } catch (error) {
        // Anything but jose's verdict on the token is the key set out of reach (a failed fetch).
        if (error instanceof joseErrors.JWKSTimeout || !(error instanceof joseErrors.JOSEError)) {
          return refused(TOKEN_ERRORS.unreachable, 503);
        }
        return refused(signatureError(error));
      }
    } else if (decoded.header.alg !== 'none' || decoded.signature !== '') {
      return refused(TOKEN_ERRORS.unsignedOnly);
    }
    const claims = checkIdTokenClaims(decoded.claims, projectId, now());
    if (!claims.ok) return refused(claims.error);
    let account: Account | null;
    try {
      account = await lookup(claims.uid, token);
    } catch {
      return refused(TOKEN_ERRORS.unreachable, 503);
    }
    if (!account) return refused(TOKEN_ERRORS.unknownAccount);
    if (account.disabled) return refused(TOKEN_ERRORS.disabledAccount);
    if (!account.email) return refused(TOKEN_ERRORS.noEmail);
    return { ok: true, identity: { uid: claims.uid, email: account.email } };
  }

  return {
    description:
      mode.kind === 'emulator'
        ? `the Auth emulator's tokens (project ${projectId}, accounts asked of ${mode.emulatorHost})`
        : `Firebase ID tokens of project ${projectId} (RS256, keys from ${mode.jwksUrl})`,
    verify,
  };
}

/**
 * The mode the environment asks for: FIREBASE_AUTH_EMULATOR_HOST is the emulator; FIREBASE_API_KEY
 * (the project's web API key) a real project; otherwise a `demo-` project, which exists only in the
 * emulator, is the emulator at its default 127.0.0.1:9099, and any other project needs its key.
 * FIREBASE_JWKS_URL and FIREBASE_IDENTITY_TOOLKIT_URL replace Google's addresses (tests serve their
 * own keys: ./testIdentityProvider.ts).
 */
export function identityModeFromEnv(env: NodeJS.ProcessEnv, projectId: string): IdentityMode {
  const emulatorHost = env.FIREBASE_AUTH_EMULATOR_HOST?.trim();
  if (emulatorHost) return { kind: 'emulator', emulatorHost };
  const serverKey = env.FIREBASE_API_KEY?.trim();
  if (!serverKey && projectId.startsWith('demo-')) {
    return { kind: 'emulator', emulatorHost: '127.0.0.1:9099' };
  }
  const apiKey = serverKey || env.APP_FIREBASE_API_KEY?.trim();
  if (!apiKey) {
    throw new Error(
      `Project ${projectId} is a real Firebase project: set FIREBASE_API_KEY (its web API key) so that accounts can be checked, or FIREBASE_AUTH_EMULATOR_HOST to use the Auth emulator`,
    );
  }
  return {
    kind: 'project',
    apiKey,
    jwksUrl: env.FIREBASE_JWKS_URL?.trim() || GOOGLE_JWKS_URL,
    identityToolkitUrl: (env.FIREBASE_IDENTITY_TOOLKIT_URL?.trim() || IDENTITY_TOOLKIT_URL).replace(
      /\/+$/,
      '',
    ),
  };
}
