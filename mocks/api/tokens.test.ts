import { bearerToken, mintEmulatorToken, TOKEN_ERRORS, verifyEmulatorToken } from './tokens';

const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);

describe('emulator ID tokens', () => {
  it('mints an unsigned JWT that verifies for its project', () => {
    const token = mintEmulatorToken({ email: 'learner@example.com', now: NOW, uid: 'uid-1' });
    expect(token.split('.')).toHaveLength(3);
    expect(token.endsWith('.')).toBe(true);
    expect(verifyEmulatorToken(token, 'demo-courses', NOW)).toEqual({
      ok: true,
      identity: { uid: 'uid-1', email: 'learner@example.com' },
    });
  });

  it('gives the same uid for the same email', () => {
    const a = verifyEmulatorToken(mintEmulatorToken({ email: 'a@example.com' }));
    const b = verifyEmulatorToken(mintEmulatorToken({ email: 'A@example.com' }));
    expect(a.ok && b.ok && a.identity.uid === b.identity.uid).toBe(true);
  });

  it.each([
    [
      'expired',
      mintEmulatorToken({ email: 'a@example.com', now: NOW, expiresInSeconds: -1 }),
      TOKEN_ERRORS.expired,
    ],
    [
      'another project',
      mintEmulatorToken({ email: 'a@example.com', now: NOW, projectId: 'other' }),
      TOKEN_ERRORS.project,
    ],
    [
      'issued in the future',
      mintEmulatorToken({ email: 'a@example.com', now: NOW + 3_600_000, expiresInSeconds: 7200 }),
      TOKEN_ERRORS.notYetValid,
    ],
    ['two parts', 'abc.def', TOKEN_ERRORS.malformed],
    ['garbage', '!!!.???.', TOKEN_ERRORS.malformed],
    [
      'a signature',
      `${mintEmulatorToken({ email: 'a@example.com', now: NOW })}c2ln`,
      TOKEN_ERRORS.algorithm,
    ],
  ])('rejects a token: %s', (_label, token, error) => {
    expect(verifyEmulatorToken(token, 'demo-courses', NOW)).toEqual({ ok: false, error });
  });

  it('reads the bearer token from the Authorization header', () => {
    expect(bearerToken('Bearer abc.def.')).toBe('abc.def.');
    expect(bearerToken('bearer   xyz')).toBe('xyz');
    expect(bearerToken('Basic abc')).toBeNull();
    expect(bearerToken(undefined)).toBeNull();
  });
});
