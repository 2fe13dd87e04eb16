/**
 * Firebase Auth EMULATOR ID tokens: unsigned JWTs (header alg 'none') whose payload carries
 * iss `https://securetoken.google.com/<projectId>`, aud `<projectId>`, exp/iat (seconds), email and
 * user_id/sub. `verifyEmulatorToken` is what the mock server accepts; `mintEmulatorToken` lets tests
 * (and QA tools) create one without running the emulator.
 */

export const DEFAULT_PROJECT_ID = 'demo-courses';

export interface EmulatorTokenClaims {
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

export interface MintTokenOptions {
  email: string;
  projectId?: string;
  /** Lifetime from now in seconds; negative gives an already expired token. Default 3600. */
  expiresInSeconds?: number;
  uid?: string;
  /** Issue time in ms since epoch; default Date.now(). */
  now?: number;
}

function base64UrlEncode(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

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

function uidFromEmail(email: string): string {
  // Deterministic 28-character uid (the emulator's length) derived from the email.
  let hash = 2166136261;
  let uid = '';
  for (let round = 0; uid.length < 28; round += 1) {
    for (const char of `${round}:${email}`) {
      hash ^= char.charCodeAt(0);
      hash = Math.imul(hash, 16777619) >>> 0;
    }
    uid += hash.toString(36);
  }
  return uid.slice(0, 28);
}

/** Create an emulator-style ID token (unsigned JWT) for `email`. */
export function mintEmulatorToken(options: MintTokenOptions): string {
  const projectId = options.projectId ?? DEFAULT_PROJECT_ID;
  const iat = Math.floor((options.now ?? Date.now()) / 1000);
  const uid = options.uid ?? uidFromEmail(options.email.toLowerCase());
  const claims: EmulatorTokenClaims = {
    iss: `https://securetoken.google.com/${projectId}`,
    aud: projectId,
    iat,
    exp: iat + (options.expiresInSeconds ?? 3600),
    auth_time: iat,
    sub: uid,
    user_id: uid,
    email: options.email,
    email_verified: true,
    firebase: { identities: { email: [options.email] }, sign_in_provider: 'password' },
  };
  const header = base64UrlEncode(JSON.stringify({ alg: 'none', typ: 'JWT' }));
  return `${header}.${base64UrlEncode(JSON.stringify(claims))}.`;
}

export interface VerifiedIdentity {
  uid: string;
  email: string;
}

export type TokenCheck = { ok: true; identity: VerifiedIdentity } | { ok: false; error: string };

export const TOKEN_ERRORS = {
  missing: 'Sign in required',
  malformed: 'Malformed ID token',
  algorithm: 'Unsupported ID token: only Firebase Auth emulator tokens are accepted',
  expired: 'ID token has expired, sign in again',
  notYetValid: 'ID token was issued in the future',
  project: 'ID token belongs to another Firebase project',
  noEmail: 'ID token has no email',
} as const;

const CLOCK_SKEW_SECONDS = 300;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

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

/** Extract the token from an `Authorization: Bearer <token>` header value. */
export function bearerToken(authorization: string | undefined): string | null {
  if (!authorization) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization.trim());
  return match?.[1] ?? null;
}

/** Check an emulator ID token for `projectId` at time `now` (ms). */
export function verifyEmulatorToken(
  token: string,
  projectId: string = DEFAULT_PROJECT_ID,
  now: number = Date.now(),
): TokenCheck {
  const parts = token.split('.');
  if (parts.length !== 3) return { ok: false, error: TOKEN_ERRORS.malformed };
  const [headerPart = '', payloadPart = '', signature = ''] = parts;
  const header = parseSegment(headerPart);
  const payload = parseSegment(payloadPart);
  if (!header || !payload) return { ok: false, error: TOKEN_ERRORS.malformed };
  if (header.alg !== 'none' || signature !== '')
    return { ok: false, error: TOKEN_ERRORS.algorithm };
  const { iss, aud, exp, iat, email } = payload;
  const sub = payload.sub ?? payload.user_id;
  if (typeof exp !== 'number' || typeof iat !== 'number' || typeof sub !== 'string' || sub === '') {
    return { ok: false, error: TOKEN_ERRORS.malformed };
  }
  if (aud !== projectId || iss !== `https://securetoken.google.com/${projectId}`) {
    return { ok: false, error: TOKEN_ERRORS.project };
  }
  const nowSeconds = Math.floor(now / 1000);
  if (exp <= nowSeconds) return { ok: false, error: TOKEN_ERRORS.expired };
  if (iat > nowSeconds + CLOCK_SKEW_SECONDS) return { ok: false, error: TOKEN_ERRORS.notYetValid };
  if (typeof email !== 'string' || email === '') return { ok: false, error: TOKEN_ERRORS.noEmail };
  return { ok: true, identity: { uid: sub, email } };
}
