/**
 * How the contract suite signs in. Its valid cases carry real ID tokens: through the Identity
 * Toolkit REST API (the Auth emulator's, a real project's, or ./../server/testIdentityProvider.ts's),
 * the seeded personas with their passwords and every other email as a new account. Against MSW it
 * uses MSW's test tokens. The cases that must be refused may craft tokens where the suite can sign
 * as the provider does (unsigned for the emulator and MSW, the test provider's key); against a real
 * project they send only tokens it can make without a key.
 */
import { randomBytes } from 'node:crypto';
import { SEED_PASSWORDS, testTokenFor } from '../seed/accounts';
import { decodeToken, mintUnsignedToken, MAX_TOKEN_LIFETIME_SECONDS } from '../api/tokens';

export interface ContractIdentity {
  /** Where it signs in, for the run's first line. */
  description: string;
  projectId: string;
  /** Whether the provider signs its tokens (RS256); the emulator's and MSW's are unsigned. */
  signed: boolean;
  /** Whether the server checks that the account exists (every Firebase mode; not MSW). */
  checksAccounts: boolean;
  /** An ID token of the account of this email: a seeded persona's, or a new account made for it. */
  tokenFor(email: string): Promise<string>;
  /** A token with exactly these claims, signed as the provider signs; absent for a real project. */
  craft?(claims: Record<string, unknown>): Promise<string>;
  /** A token signed by a key the provider never published; only where tokens are signed. */
  foreign?(claims: Record<string, unknown>): Promise<string>;
  /** Disables the account of this email at the provider; absent where the suite cannot. */
  disable?(email: string): Promise<void>;
}

/** The account id a token names. */
export function uidOfToken(token: string): string {
  const sub = decodeToken(token)?.claims.sub;
  if (typeof sub !== 'string')
    throw new Error('The sign-in service gave a token without an account id');
  return sub;
}

/** MSW's test tokens (../api/tokens.ts): minted here, as the in-memory sign-in of the jest app does. */
export function testTokenIdentity(projectId: string): ContractIdentity {
  return {
    description: 'MSW test tokens',
    projectId,
    signed: false,
    checksAccounts: false,
    tokenFor: (email) => Promise.resolve(testTokenFor(email, { projectId })),
    craft: (claims) => Promise.resolve(unsignedWith(claims)),
  };
}

/** An unsigned token of exactly these claims. */
function unsignedWith(claims: Record<string, unknown>): string {
  const token = mintUnsignedToken({ uid: 'x', email: 'x@example.com' });
  const [header = ''] = token.split('.');
  return `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.`;
}

export interface IdentityToolkitOptions {
  /** e.g. http://127.0.0.1:9099/identitytoolkit.googleapis.com, https://identitytoolkit.googleapis.com */
  baseUrl: string;
  apiKey: string;
  projectId: string;
  /** Passwords of the accounts that exist already (the seeded personas), by email. */
  passwords?: Readonly<Record<string, string>>;
  /** The emulator: unsigned tokens, and accounts disabled through its project-scoped admin call. */
  emulator?: boolean;
  /** Signs as the provider does (the test provider's key); the emulator's tokens are unsigned. */
  sign?: (claims: Record<string, unknown>, options?: { foreignKey?: boolean }) => Promise<string>;
}

interface Session {
  token: string;
  until: number;
}

export function identityToolkitIdentity(options: IdentityToolkitOptions): ContractIdentity {
  const { baseUrl, apiKey, projectId, sign } = options;
  const passwords = new Map(
    Object.entries(options.passwords ?? SEED_PASSWORDS).map(([email, password]) => [
      email.toLowerCase(),
      password,
    ]),
  );
  const sessions = new Map<string, Promise<Session>>();

  async function ask(path: string, body: unknown, owner = false): Promise<Record<string, unknown>> {
    const url = owner
      ? `${baseUrl}/v1/projects/${projectId}/${path}`
      : `${baseUrl}/v1/${path}?key=${encodeURIComponent(apiKey)}`;
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(owner ? { Authorization: 'Bearer owner' } : {}),
      },
      body: JSON.stringify(body),
    });
    const answer = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    if (!response.ok) {
      const message =
        (answer.error as { message?: string } | undefined)?.message ?? response.status;
      throw new Error(`Identity Toolkit ${path}: ${message}`);
    }
    return answer;
  }

  async function signIn(email: string): Promise<Session> {
    const key = email.toLowerCase();
    let password = passwords.get(key);
    let answer: Record<string, unknown>;
    if (password === undefined) {
      password = `Contract-${randomBytes(9).toString('base64url')}`;
      passwords.set(key, password);
      answer = await ask('accounts:signUp', { email, password, returnSecureToken: true });
    } else {
      answer = await ask('accounts:signInWithPassword', {
        email,
        password,
        returnSecureToken: true,
      });
    }
    const token = answer.idToken;
    if (typeof token !== 'string') throw new Error(`Signing in as ${email} gave no ID token`);
    return { token, until: Date.now() + (MAX_TOKEN_LIFETIME_SECONDS - 300) * 1000 };
  }

  async function tokenFor(email: string): Promise<string> {
    const key = email.toLowerCase();
    let session = sessions.get(key);
    if (!session || (await session).until < Date.now()) {
      session = signIn(email);
      sessions.set(key, session);
      session.catch(() => sessions.delete(key));
    }
    return (await session).token;
  }

  const craft = sign
    ? (claims: Record<string, unknown>) => sign(claims)
    : options.emulator
      ? (claims: Record<string, unknown>) => Promise.resolve(unsignedWith(claims))
      : undefined;

  return {
    description: `${options.emulator ? 'the Auth emulator' : 'Identity Toolkit'} at ${baseUrl}`,
    projectId,
    signed: !options.emulator,
    checksAccounts: true,
    tokenFor,
    craft,
    foreign: sign ? (claims) => sign(claims, { foreignKey: true }) : undefined,
    disable:
      options.emulator || sign
        ? async (email) => {
            const uid = uidOfToken(await tokenFor(email));
            await ask('accounts:update', { localId: uid, disableUser: true }, true);
          }
        : undefined,
  };
}
