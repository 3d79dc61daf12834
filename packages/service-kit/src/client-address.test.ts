import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { z } from 'zod';
import { defineEndpoint } from '@young-minds/contracts';
import { createServiceApp } from './app';
import {
  clientAddressFrom,
  clientAddressHeader,
  gatewaySecretHeader,
  normalizeAddress,
  resolveGatewaySecret,
} from './client-address';

const gatewaySecret = 'the gateway and the services share this secret, 48+ characters';

/** A public endpoint that tells what the service takes for the caller's address, and the headers it saw. */
const whereFrom = defineEndpoint({
  id: 'test.where-from',
  service: 'auth',
  method: 'GET',
  path: '/api/auth/test/where-from',
  access: { roles: 'public' },
  response: z.object({ ip: z.string(), headers: z.array(z.string()) }),
  summary: 'The caller address as the service sees it.',
});

function serviceApp(secret: string | undefined) {
  const kit = createServiceApp({ service: 'auth', checkDatabase: async () => undefined, gatewaySecret: secret });
  kit.route(whereFrom, async ({ ctx }) => ({ ip: ctx.ip, headers: Object.keys(ctx.req.headers) }));
  return kit.app.callback();
}

describe('the caller address a service uses (ctx.ip, what per-address limits key on)', () => {
  const server = serviceApp(gatewaySecret);

  test('when the gateway sends the client address with the right secret, then ctx.ip is that address', async () => {
    const res = await request(server)
      .get('/api/auth/test/where-from')
      .set(gatewaySecretHeader, gatewaySecret)
      .set(clientAddressHeader, '203.0.113.9');
    expect(res.status).toBe(200);
    expect(res.body.ip).toBe('203.0.113.9');
  });

  test('when the right secret comes, then neither header reaches the handler (so the secret cannot be logged)', async () => {
    const res = await request(server)
      .get('/api/auth/test/where-from')
      .set(gatewaySecretHeader, gatewaySecret)
      .set(clientAddressHeader, '203.0.113.9');
    expect(res.body.headers).not.toContain(gatewaySecretHeader);
    expect(res.body.headers).not.toContain(clientAddressHeader);
  });

  test.each([
    ['no secret', undefined],
    ['a wrong secret', 'not the gateway secret, but just as long as the real one is'],
    ['a prefix of the secret', gatewaySecret.slice(0, 20)],
    ['an empty secret', ''],
  ])(
    'when a caller claims an address with %s, then the claim is ignored and ctx.ip is its socket',
    async (_label, presented) => {
      let call = request(server).get('/api/auth/test/where-from').set(clientAddressHeader, '203.0.113.9');
      if (presented !== undefined) call = call.set(gatewaySecretHeader, presented);
      const res = await call;
      expect(res.status).toBe(200);
      expect(res.body.ip).toBe('127.0.0.1');
    },
  );

  test('when a caller forges X-Forwarded-For (with or without the gateway secret), then it changes nothing', async () => {
    const direct = await request(server)
      .get('/api/auth/test/where-from')
      .set('X-Forwarded-For', '198.51.100.1, 198.51.100.2');
    expect(direct.body.ip).toBe('127.0.0.1');
    const viaGateway = await request(server)
      .get('/api/auth/test/where-from')
      .set('X-Forwarded-For', '198.51.100.1')
      .set(gatewaySecretHeader, gatewaySecret)
      .set(clientAddressHeader, '203.0.113.9');
    expect(viaGateway.body.ip).toBe('203.0.113.9');
  });

  test('when the secret is right but the address is not an IP address, then ctx.ip is the socket', async () => {
    const res = await request(server)
      .get('/api/auth/test/where-from')
      .set(gatewaySecretHeader, gatewaySecret)
      .set(clientAddressHeader, 'evil, 1.2.3.4');
    expect(res.body.ip).toBe('127.0.0.1');
  });

  test('when the service has no gateway secret, then every claim is ignored', async () => {
    const res = await request(serviceApp(undefined))
      .get('/api/auth/test/where-from')
      .set(gatewaySecretHeader, gatewaySecret)
      .set(clientAddressHeader, '203.0.113.9');
    expect(res.body.ip).toBe('127.0.0.1');
  });
});

describe('clientAddressFrom: the caller from X-Forwarded-For and the socket, given the trusted proxy hops', () => {
  test.each([
    // [X-Forwarded-For, socket, hops, caller]
    [undefined, '198.51.100.7', 0, '198.51.100.7'],
    ['203.0.113.9', '198.51.100.7', 0, '198.51.100.7'],
    ['203.0.113.9', '10.0.0.2', 1, '203.0.113.9'],
    ['6.6.6.6, 203.0.113.9', '10.0.0.2', 1, '203.0.113.9'],
    ['6.6.6.6, 203.0.113.9, 10.0.0.1', '10.0.0.2', 2, '203.0.113.9'],
    [undefined, '10.0.0.2', 1, '10.0.0.2'],
    ['203.0.113.9', '10.0.0.2', 3, '203.0.113.9'],
    ['203.0.113.9:51234', '10.0.0.2', 1, '203.0.113.9'],
    ['[2001:DB8::1]:443', '10.0.0.2', 1, '2001:db8::1'],
    ['not-an-address', '10.0.0.2', 1, '10.0.0.2'],
    [undefined, '::ffff:127.0.0.1', 0, '127.0.0.1'],
  ])(
    'when X-Forwarded-For is %p from %s with %i trusted hops, then the caller is %s',
    (forwardedFor, peer, hops, caller) => {
      expect(clientAddressFrom(forwardedFor, peer, hops)).toBe(caller);
    },
  );

  test('when an address is not one, then normalizeAddress says so', () => {
    expect(normalizeAddress('hello')).toBeUndefined();
    expect(normalizeAddress('')).toBeUndefined();
    expect(normalizeAddress('1.2.3.4, 5.6.7.8')).toBeUndefined();
  });
});

describe('resolveGatewaySecret', () => {
  test('when GATEWAY_SECRET is unset, then one secret is made once in DATA_DIR/secrets/gateway-secret (owner only) and shared', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'kit-gateway-secret-'));
    try {
      const [a, b] = await Promise.all([resolveGatewaySecret(dataDir, {}), resolveGatewaySecret(dataDir, {})]);
      expect(a).toBe(b);
      expect(a.length).toBeGreaterThanOrEqual(32);
      expect(statSync(join(dataDir, 'secrets', 'gateway-secret')).mode & 0o777).toBe(0o600);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  test('when GATEWAY_SECRET is set, then it wins, and a short one is refused', async () => {
    expect(await resolveGatewaySecret('/nonexistent', { GATEWAY_SECRET: gatewaySecret })).toBe(gatewaySecret);
    await expect(resolveGatewaySecret('/nonexistent', { GATEWAY_SECRET: 'short' })).rejects.toThrow(
      'GATEWAY_SECRET must be at least 32 characters',
    );
  });
});
