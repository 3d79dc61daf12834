import { SignJWT } from 'jose';
import { createTokenService } from '@young-minds/service-kit';
import { bearer, testSecret } from '@young-minds/service-kit/src/testing/harness';
import { type AuthHarness, registerParent, startAuth } from '../test-support';

/** Every way a token can be wrong ends in the same 401 on a real endpoint. */
describe('session tokens on the auth service', () => {
  let harness: AuthHarness;
  beforeAll(async () => {
    harness = await startAuth('sqlite');
  });
  afterAll(() => harness.close());

  const me = (authorization: string) => harness.api().get('/api/auth/me').set('Authorization', authorization);
  const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

  it('when the token is genuine, then the call passes (the control case)', async () => {
    const parent = await registerParent(harness);
    expect((await me(`Bearer ${parent.token}`)).status).toBe(200);
  });

  it('when the payload was tampered with (role raised to admin), then 401', async () => {
    const parent = await registerParent(harness);
    const [header, payload, signature] = parent.token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forged = `${header}.${base64url({ ...claims, role: 'admin' })}.${signature}`;
    expect((await me(`Bearer ${forged}`)).status).toBe(401);
    expect((await harness.api().get('/api/admin/parents').set('Authorization', `Bearer ${forged}`)).status).toBe(401);
  });

  it('when the token has expired, then 401', async () => {
    const parent = await registerParent(harness);
    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT({ role: 'parent', ver: 0 })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(parent.id))
      .setIssuer('young-minds')
      .setAudience('young-minds')
      .setIssuedAt(now - 7200)
      .setExpirationTime(now - 3600)
      .sign(testSecret);
    expect((await me(`Bearer ${expired}`)).status).toBe(401);
  });

  it("when the token says alg 'none' and has no signature, then 401", async () => {
    const parent = await registerParent(harness);
    const now = Math.floor(Date.now() / 1000);
    const unsigned = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({
      sub: String(parent.id),
      role: 'admin',
      ver: 0,
      iss: 'young-minds',
      aud: 'young-minds',
      iat: now,
      exp: now + 3600,
    })}.`;
    expect((await me(`Bearer ${unsigned}`)).status).toBe(401);
  });

  it('when the token was signed with another secret, then 401', async () => {
    const parent = await registerParent(harness);
    const impostor = createTokenService({
      secret: new TextEncoder().encode('another secret that is also long enough to be accepted'),
      issuer: 'young-minds',
      audience: 'young-minds',
      ttlSeconds: 3600,
    });
    const token = await impostor.sign({ sub: parent.id, role: 'parent', ver: 0 });
    expect((await me(`Bearer ${token}`)).status).toBe(401);
  });

  it('when the token is from before logout, then 401, and a new login works', async () => {
    const parent = await registerParent(harness);
    await harness.api().post('/api/auth/logout').set(bearer(parent));
    const response = await me(`Bearer ${parent.token}`);
    expect(response.status).toBe(401);
    expect(response.body).toEqual({
      message: 'Your session is no longer valid. Please log in again.',
      error: 'Your session is no longer valid. Please log in again.',
    });
    const again = await harness.api().post('/api/auth/login').send({ email: parent.email, password: parent.password });
    expect((await me(`Bearer ${again.body.token}`)).status).toBe(200);
  });

  it('when the header is not a bearer token, then 401', async () => {
    expect((await me('Basic dXNlcjpwYXNz')).status).toBe(401);
    expect((await me('Bearer not.a.jwt')).status).toBe(401);
  });
});
