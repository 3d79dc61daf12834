import { decodeJwt, decodeProtectedHeader, SignJWT } from 'jose';
import { HttpError } from './errors';
import { createTokenService } from './tokens';
import { secret, tokenOptions, tokens } from './testing/fixtures';

const invalidSession = 'Your session has expired or is invalid. Please log in again.';

async function expect401(promise: Promise<unknown>) {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(HttpError);
  expect(err).toMatchObject({ status: 401, message: invalidSession });
}

describe('createTokenService', () => {
  test('sign then verify gives back the claims, with sub as a number', async () => {
    const token = await tokens.sign({ sub: 42, role: 'parent', ver: 3 });
    const claims = await tokens.verify(token);
    expect(claims).toMatchObject({ sub: 42, role: 'parent', ver: 3 });
    expect(claims.exp - claims.iat).toBe(3600);
  });

  test("a hand-off's token names its hand-off (claim handoff); a login's token carries no such claim", async () => {
    const handed = await tokens.sign({ sub: 7, role: 'child', ver: 0, handOffId: 12 });
    expect(decodeJwt(handed)).toMatchObject({ handoff: 12 });
    expect(await tokens.verify(handed)).toMatchObject({ sub: 7, role: 'child', handOffId: 12 });
    const own = await tokens.sign({ sub: 7, role: 'child', ver: 0 });
    expect(decodeJwt(own)).not.toHaveProperty('handoff');
    expect(await tokens.verify(own)).not.toHaveProperty('handOffId');
  });

  test("when a shorter life is asked, then the token expires sooner; a longer one is capped at the service's", async () => {
    const short = await tokens.verify(await tokens.sign({ sub: 7, role: 'child', ver: 0 }, { ttlSeconds: 600 }));
    expect(short.exp - short.iat).toBe(600);
    const long = await tokens.verify(await tokens.sign({ sub: 7, role: 'child', ver: 0 }, { ttlSeconds: 99_999 }));
    expect(long.exp - long.iat).toBe(3600);
  });

  test('a token verified before is still refused once it has expired (verified tokens are kept only until then)', async () => {
    jest.useFakeTimers({
      now: new Date('2026-03-01T10:00:00Z'),
      doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'],
    });
    try {
      const token = await tokens.sign({ sub: 5, role: 'parent', ver: 0 });
      expect(await tokens.verify(token)).toMatchObject({ sub: 5 });
      expect(await tokens.verify(token)).toMatchObject({ sub: 5 });
      jest.setSystemTime(new Date('2026-03-01T11:00:01Z'));
      await expect401(tokens.verify(token));
    } finally {
      jest.useRealTimers();
    }
  });

  test('tokens are HS256 with typ JWT, issuer and audience', async () => {
    const token = await tokens.sign({ sub: 1, role: 'admin', ver: 0 });
    expect(decodeProtectedHeader(token)).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(decodeJwt(token)).toMatchObject({ sub: '1', iss: 'young-minds', aud: 'young-minds', role: 'admin', ver: 0 });
  });

  test('a short secret is refused', () => {
    expect(() => createTokenService({ ...tokenOptions, secret: new TextEncoder().encode('too-short') })).toThrow(
      /at least 32 bytes/,
    );
  });

  test('a bad ttl or subject is refused', async () => {
    expect(() => createTokenService({ ...tokenOptions, ttlSeconds: 0 })).toThrow(/ttlSeconds/);
    await expect(tokens.sign({ sub: 0, role: 'admin', ver: 0 })).rejects.toThrow(/positive user id/);
  });

  const signed = (claims: Record<string, unknown>, subject = '1') =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(subject)
      .setIssuer('young-minds')
      .setAudience('young-minds')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(secret);

  test('claims of the wrong shape are a 401 even with a valid signature', async () => {
    await expect401(tokens.verify(await signed({ role: 'superuser', ver: 0 })));
    await expect401(tokens.verify(await signed({ role: 'admin', ver: '0' })));
    await expect401(tokens.verify(await signed({ role: 'admin' })));
    await expect401(tokens.verify(await signed({ role: 'child', ver: 0, handoff: 'yes' })));
    // A hand-off token of before issue 29 (a bare `true`, naming no hand-off) no longer opens a session.
    await expect401(tokens.verify(await signed({ role: 'child', ver: 0, handoff: true })));
    await expect401(tokens.verify(await signed({ role: 'admin', ver: 0 }, 'alice')));
  });

  test('an empty or absurdly long token is a 401', async () => {
    await expect401(tokens.verify(''));
    await expect401(tokens.verify('a'.repeat(5000)));
  });
});
