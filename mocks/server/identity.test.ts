/**
 * The json-server host's token checks in real-project mode, offline: a sign-in service of the
 * test's own (./testIdentityProvider.ts) publishes the keys and answers the account lookups.
 */
import { http, passthrough } from 'msw';
import { idTokenClaims, TOKEN_ERRORS, mintUnsignedToken } from '../api/tokens';
import { server } from '../node';
import { createFirebaseIdentity, identityModeFromEnv } from './identity';
import { startTestIdentityProvider, type TestIdentityProvider } from './testIdentityProvider';

const ACCOUNT = {
  uid: 'AccountOfLena0000000000000001',
  email: 'lena@example.com',
  password: 'pw-123456',
};

describe('Firebase ID tokens in real-project mode', () => {
  let provider: TestIdentityProvider;
  beforeAll(async () => {
    provider = await startTestIdentityProvider({ accounts: [ACCOUNT] });
  });
  afterAll(() => provider.close());
  beforeEach(() => server.use(http.all(`${provider.url}/*`, () => passthrough())));

  const verifier = () =>
    createFirebaseIdentity({
      projectId: provider.projectId,
      mode: identityModeFromEnv(provider.env, provider.projectId),
    });
  const claims = (extra: Record<string, unknown> = {}) => ({
    ...idTokenClaims({ uid: ACCOUNT.uid, email: ACCOUNT.email, projectId: provider.projectId }),
    ...extra,
  });

  it('accepts a token signed with a published key, taking the email from the account', async () => {
    const token = await provider.sign(claims({ email: 'admin@example.com' }));
    expect(await verifier().verify(token)).toEqual({
      ok: true,
      identity: { uid: ACCOUNT.uid, email: ACCOUNT.email },
    });
  });

  it.each([
    [
      'an unsigned token',
      async () =>
        mintUnsignedToken({
          uid: ACCOUNT.uid,
          email: ACCOUNT.email,
          projectId: 'learn-academy-test',
        }),
      TOKEN_ERRORS.algorithm,
    ],
    [
      'a key that is not published',
      async () => provider.sign(claims(), { foreignKey: true }),
      TOKEN_ERRORS.unknownKey,
    ],
    [
      'a changed signature',
      async () => {
        const [header, payload, signature = ''] = (await provider.sign(claims())).split('.');
        return `${header}.${payload}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
      },
      TOKEN_ERRORS.signature,
    ],
    [
      'expired',
      async () => provider.sign(claims({ exp: Math.floor(Date.now() / 1000) - 10 })),
      TOKEN_ERRORS.expired,
    ],
    ['another audience', async () => provider.sign(claims({ aud: 'other' })), TOKEN_ERRORS.project],
    [
      'living two hours',
      async () => provider.sign(claims({ exp: Math.floor(Date.now() / 1000) + 7200 })),
      TOKEN_ERRORS.tooLong,
    ],
    [
      'an unknown account',
      async () => provider.sign(claims({ sub: 'NoSuchAccount', user_id: 'NoSuchAccount' })),
      TOKEN_ERRORS.unknownAccount,
    ],
  ])('refuses %s', async (_label, make, error) => {
    expect(await verifier().verify(await make())).toEqual({ ok: false, error, status: 401 });
  });

  it('answers 503 when the sign-in service cannot be reached', async () => {
    const offline = createFirebaseIdentity({
      projectId: provider.projectId,
      mode: {
        kind: 'project',
        apiKey: 'k',
        jwksUrl: 'http://127.0.0.1:59999/jwks',
        identityToolkitUrl: 'http://127.0.0.1:59999',
      },
    });
    server.use(http.all('http://127.0.0.1:59999/*', () => passthrough()));
    expect(await offline.verify(await provider.sign(claims()))).toEqual({
      ok: false,
      error: TOKEN_ERRORS.unreachable,
      status: 503,
    });
  });

  it('takes the mode from the environment', () => {
    expect(identityModeFromEnv({}, 'demo-courses')).toEqual({
      kind: 'emulator',
      emulatorHost: '127.0.0.1:9099',
    });
    expect(
      identityModeFromEnv({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9199' }, 'demo-x'),
    ).toEqual({ kind: 'emulator', emulatorHost: '127.0.0.1:9199' });
    expect(() => identityModeFromEnv({}, 'real-project')).toThrow(/FIREBASE_API_KEY/);
    expect(identityModeFromEnv({ FIREBASE_API_KEY: 'k' }, 'real-project')).toMatchObject({
      kind: 'project',
      apiKey: 'k',
    });
  });
});
