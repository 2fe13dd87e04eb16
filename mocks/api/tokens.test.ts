import {
  bearerToken,
  mintUnsignedToken,
  TOKEN_ERRORS,
  verifyTestToken,
  type MintTokenOptions,
} from './tokens';

const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);
const SECONDS = Math.floor(NOW / 1000);
const token = (options: Partial<MintTokenOptions> = {}) =>
  mintUnsignedToken({ uid: 'uid-1', email: 'a@example.com', now: NOW, ...options });

describe("MSW's test tokens", () => {
  it('mints an unsigned JWT that verifies for its project, naming its account', () => {
    const minted = token({ email: 'learner@example.com' });
    expect(minted.split('.')).toHaveLength(3);
    expect(minted.endsWith('.')).toBe(true);
    expect(verifyTestToken(minted, 'demo-courses', NOW)).toEqual({
      ok: true,
      identity: { uid: 'uid-1', email: 'learner@example.com' },
    });
  });

  it.each([
    ['expired', token({ expiresInSeconds: -1 }), TOKEN_ERRORS.expired],
    ['another project', token({ projectId: 'other' }), TOKEN_ERRORS.project],
    [
      'another issuer',
      token({ claims: { iss: 'https://securetoken.google.com/other' } }),
      TOKEN_ERRORS.project,
    ],
    ['issued ten minutes ahead', token({ now: NOW + 600_000 }), TOKEN_ERRORS.notYetValid],
    [
      'signed in ten minutes ahead',
      token({ claims: { auth_time: SECONDS + 600 } }),
      TOKEN_ERRORS.notYetValid,
    ],
    ['living two hours', token({ expiresInSeconds: 7200 }), TOKEN_ERRORS.tooLong],
    [
      'issued in 1970, expiring never',
      token({ claims: { iat: 0, auth_time: 0, exp: 1e308 } }),
      TOKEN_ERRORS.tooLong,
    ],
    ['no account id', token({ uid: '' }), TOKEN_ERRORS.noSubject],
    ['an account id over 128 characters', token({ uid: 'u'.repeat(129) }), TOKEN_ERRORS.noSubject],
    ['no email', token({ email: '' }), TOKEN_ERRORS.noEmail],
    ['two parts', 'abc.def', TOKEN_ERRORS.malformed],
    ['garbage', '!!!.???.', TOKEN_ERRORS.malformed],
    ['over 8 KB', `${token()}${'a'.repeat(9000)}`, TOKEN_ERRORS.malformed],
    ['a signature', `${token()}c2ln`, TOKEN_ERRORS.unsignedOnly],
  ])('refuses a token: %s', (_label, refused, error) => {
    expect(verifyTestToken(refused, 'demo-courses', NOW)).toEqual({ ok: false, error });
  });

  it('allows five minutes of clock skew', () => {
    expect(verifyTestToken(token({ now: NOW + 240_000 }), 'demo-courses', NOW).ok).toBe(true);
  });

  it('reads the bearer token from the Authorization header', () => {
    expect(bearerToken('Bearer abc.def.')).toBe('abc.def.');
    expect(bearerToken('bearer   xyz')).toBe('xyz');
    expect(bearerToken('Basic abc')).toBeNull();
    expect(bearerToken(undefined)).toBeNull();
  });
});
