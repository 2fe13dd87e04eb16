/**
 * A stand-in for Firebase Auth's public surface, for tests of a server in real-project mode
 * (./identity.ts) without Google: an RS256 key pair of its own, published as a JSON Web Key Set at
 * /jwks, and the Identity Toolkit calls the API and the contract suite make (accounts:signUp,
 * accounts:signInWithPassword, accounts:lookup, and the project-scoped accounts:update that disables
 * an account). Its ID tokens carry Firebase's claims (../api/tokens.ts, idTokenClaims), signed.
 * It listens on 127.0.0.1 only.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, jwtVerify, SignJWT, createLocalJWKSet, type JWK } from 'jose';
import { idTokenClaims, MAX_TOKEN_LIFETIME_SECONDS } from '../api/tokens';
import { accountIdFor } from '../seed/accounts';

export interface TestAccount {
  uid: string;
  email: string;
  password: string;
  disabled?: boolean;
}

export interface TestIdentityProvider {
  /** Base URL of its Identity Toolkit calls (`${url}/v1/accounts:signUp`) and of `/jwks`. */
  url: string;
  projectId: string;
  apiKey: string;
  /** The environment that points a mock API server at it (./identity.ts, identityModeFromEnv). */
  env: Record<string, string>;
  /**
   * An ID token of the account of this email, made for it if new (a seeded email keeps its seeded
   * id; others get accountIdFor's), as a sign-in would give it.
   */
  tokenFor(email: string): Promise<string>;
  /** Signs these claims with its published key, or (`foreignKey`) with a key it never publishes. */
  sign(claims: Record<string, unknown>, options?: { foreignKey?: boolean }): Promise<string>;
  close(): Promise<void>;
}

const KEY_ID = 'test-key-1';
const FOREIGN_KEY_ID = 'test-key-unpublished';

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  try {
    const value: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'Content-Type': 'application/json' });
  response.end(JSON.stringify(body));
}

/** Identity Toolkit's error shape: 400 with the code as the message. */
const failure = (response: ServerResponse, code: string): void =>
  send(response, 400, { error: { code: 400, message: code, errors: [{ message: code }] } });

export async function startTestIdentityProvider(
  options: { projectId?: string; accounts?: readonly TestAccount[] } = {},
): Promise<TestIdentityProvider> {
  const projectId = options.projectId ?? 'learn-academy-test';
  const apiKey = `test-key-${randomBytes(6).toString('hex')}`;
  const published = await generateKeyPair('RS256', { extractable: true });
  const foreign = await generateKeyPair('RS256');
  const jwks = {
    keys: [{ ...(await exportJWK(published.publicKey)), kid: KEY_ID, alg: 'RS256', use: 'sig' }],
  };
  const keySet = createLocalJWKSet(jwks as { keys: JWK[] });
  const accounts = new Map<string, TestAccount>();
  for (const account of options.accounts ?? [])
    accounts.set(account.email.toLowerCase(), { ...account });

  const sign = (claims: Record<string, unknown>, signing: { foreignKey?: boolean } = {}) =>
    new SignJWT(claims)
      .setProtectedHeader({
        alg: 'RS256',
        typ: 'JWT',
        kid: signing.foreignKey ? FOREIGN_KEY_ID : KEY_ID,
      })
      .sign(signing.foreignKey ? foreign.privateKey : published.privateKey);

  const session = async (account: TestAccount) => ({
    kind: 'identitytoolkit#VerifyPasswordResponse',
    localId: account.uid,
    email: account.email,
    idToken: await sign(idTokenClaims({ uid: account.uid, email: account.email, projectId })),
    expiresIn: String(MAX_TOKEN_LIFETIME_SECONDS),
  });

  async function tokenFor(email: string): Promise<string> {
    const key = email.trim().toLowerCase();
    let account = accounts.get(key);
    if (!account) {
      account = { uid: accountIdFor(key), email: key, password: randomBytes(12).toString('hex') };
      accounts.set(key, account);
    }
    return (await session(account)).idToken;
  }

  const byUid = (uid: unknown): TestAccount | undefined =>
    [...accounts.values()].find((account) => account.uid === uid);

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://idp.local');
    if (request.method === 'GET' && url.pathname === '/jwks') return send(response, 200, jwks);
    if (request.method !== 'POST') return send(response, 404, { error: { message: 'NOT_FOUND' } });
    const body = await readJson(request);
    if (url.pathname === `/v1/projects/${projectId}/accounts:update`) {
      if (request.headers.authorization !== 'Bearer owner')
        return failure(response, 'INSUFFICIENT_PERMISSION');
      const account = byUid(body.localId);
      if (!account) return failure(response, 'USER_NOT_FOUND');
      account.disabled = body.disableUser === true;
      return send(response, 200, { localId: account.uid });
    }
    if (url.searchParams.get('key') !== apiKey) return failure(response, 'API_KEY_INVALID');
    const email = typeof body.email === 'string' ? body.email.trim() : '';
    const password = typeof body.password === 'string' ? body.password : '';
    switch (url.pathname) {
      case '/v1/accounts:signUp': {
        if (!email || password.length < 6) return failure(response, 'INVALID_EMAIL');
        if (accounts.has(email.toLowerCase())) return failure(response, 'EMAIL_EXISTS');
        const account = { uid: randomBytes(21).toString('base64url'), email, password };
        accounts.set(email.toLowerCase(), account);
        return send(response, 200, await session(account));
      }
      case '/v1/accounts:signInWithPassword': {
        const account = accounts.get(email.toLowerCase());
        if (!account || account.password !== password)
          return failure(response, 'INVALID_LOGIN_CREDENTIALS');
        if (account.disabled) return failure(response, 'USER_DISABLED');
        return send(response, 200, await session(account));
      }
      case '/v1/accounts:lookup': {
        let uid: unknown;
        try {
          const verified = await jwtVerify(String(body.idToken ?? ''), keySet, {
            issuer: `https://securetoken.google.com/${projectId}`,
            audience: projectId,
          });
          uid = verified.payload.sub;
        } catch {
          return failure(response, 'INVALID_ID_TOKEN');
        }
        const account = byUid(uid);
        if (!account) return failure(response, 'USER_NOT_FOUND');
        return send(response, 200, {
          users: [
            {
              localId: account.uid,
              email: account.email,
              emailVerified: true,
              disabled: account.disabled === true,
            },
          ],
        });
      }
      default:
        return send(response, 404, { error: { message: 'NOT_FOUND' } });
    }
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => send(response, 500, { error: { message: 'INTERNAL' } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    projectId,
    apiKey,
    env: {
      FIREBASE_PROJECT_ID: projectId,
      FIREBASE_API_KEY: apiKey,
      FIREBASE_JWKS_URL: `${url}/jwks`,
      FIREBASE_IDENTITY_TOOLKIT_URL: url,
    },
    sign,
    tokenFor,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
