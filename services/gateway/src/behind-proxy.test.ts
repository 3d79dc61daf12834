import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
// The real auth service behind the real gateway: the lock-out is decided by the pair, so the test drives both.
import { buildAuthApp } from '../../auth/src/app';
import { hashPassword } from '../../auth/src/passwords';
import { type TestDatabase, createTestDatabase } from '../../../packages/db/src/testing';
import { createTokenService } from '@young-minds/service-kit';
import { createApp } from './app';
import { testConfig, testGatewaySecret } from './test-helpers';

const email = 'owner@example.test';
const password = 'the-right-password';

describe('per-address login limits behind a front proxy (TRUST_PROXY=1)', () => {
  let testDb: TestDatabase;
  let auth: http.Server;
  let authUrl: URL;
  let gateway: ReturnType<typeof request>;

  beforeAll(async () => {
    testDb = await createTestDatabase('sqlite');
    const { user } = await testDb.db.repos.users.ensureAdmin(email, 'Owner');
    await testDb.db.repos.users.setPasswordHash(user.id, await hashPassword(password));
    const tokens = createTokenService({
      secret: new TextEncoder().encode('a test-only secret with more than thirty-two bytes of length'),
      issuer: 'young-minds',
      audience: 'young-minds',
      ttlSeconds: 3600,
    });
    // The production limit: 50 failed logins per address in the window.
    const app = buildAuthApp({
      db: testDb.db,
      tokens,
      limits: { loginPerIp: 50 },
      gatewaySecret: testGatewaySecret,
      delay: async () => undefined,
    });
    const handle = app.callback();
    // Koa's handler answers its own errors: its promise never rejects.
    auth = http.createServer((req, res) => void handle(req, res));
    await new Promise<void>((resolve) => auth.listen(0, '127.0.0.1', resolve));
    authUrl = new URL(`http://127.0.0.1:${(auth.address() as AddressInfo).port}`);
    // Every request reaches the gateway from the same peer (127.0.0.1, the front proxy), which names the client
    // in X-Forwarded-For.
    gateway = request(createApp({ config: testConfig(authUrl, { trustProxy: 1 }) }).callback());
  });

  afterAll(async () => {
    auth.closeAllConnections();
    await new Promise<void>((resolve) => auth.close(() => resolve()));
    await testDb.drop();
  });

  const login = (client: string, body: { email: string; password: string }) =>
    gateway.post('/api/auth/login').set('X-Forwarded-For', client).send(body);

  test('when one client fails 50 logins, then that client is limited and another client still logs in', async () => {
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const res = await login('203.0.113.66', { email: `guess${attempt}@example.test`, password: 'wrong-password' });
      expect(res.status).toBe(401);
    }
    const attacker = await login('203.0.113.66', { email: 'guess-last@example.test', password: 'wrong-password' });
    expect(attacker.status).toBe(429);

    const owner = await login('198.51.100.7', { email, password });
    expect(owner.status).toBe(200);
    expect(owner.body.token).toEqual(expect.any(String));
  });

  test('when a client forges an earlier X-Forwarded-For entry, then it is still counted under its real address', async () => {
    // The front proxy appends the real address (203.0.113.66, limited above); the forged entry before it is ignored.
    const res = await login('1.2.3.4, 203.0.113.66', {
      email: 'guess-forged@example.test',
      password: 'wrong-password',
    });
    expect(res.status).toBe(429);
  });

  test('when a local process calls the auth port directly with forged addresses, then every call counts under its socket address', async () => {
    const direct = request(authUrl.origin);
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const res = await direct
        .post('/api/auth/login')
        .set('X-Forwarded-For', `10.9.${attempt}.1`)
        .set('X-Client-Address', `10.8.${attempt}.1`)
        .set('X-Gateway-Secret', 'a guess at the gateway secret, long enough to look real')
        .send({ email: `direct${attempt}@example.test`, password: 'wrong-password' });
      expect(res.status).toBe(401);
    }
    const res = await direct
      .post('/api/auth/login')
      .set('X-Forwarded-For', '10.9.99.1')
      .send({ email: 'direct-last@example.test', password: 'wrong-password' });
    expect(res.status).toBe(429);
  });
});
