import { createHash, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import type { Middleware } from 'koa';
import { resolveSecret } from './config';

/**
 * The gateway works out each caller's address once (it alone knows how many proxies stand in front of it) and
 * hands it to the services in `X-Client-Address`, with the shared gateway secret in `X-Gateway-Secret` to prove
 * where it comes from. A service believes the address only when the secret matches; anyone else (a local
 * process calling a service port directly, a client forging headers) is known by its socket address.
 */
export const clientAddressHeader = 'x-client-address';
export const gatewaySecretHeader = 'x-gateway-secret';

/**
 * The secret the gateway and the services share: `GATEWAY_SECRET` when set (it must then be the same for every
 * process, like JWT_SECRET), else `<dataDir>/secrets/gateway-secret`, made once by whichever process starts first.
 */
export function resolveGatewaySecret(dataDir: string, env: NodeJS.ProcessEnv = process.env): Promise<string> {
  return resolveSecret({ env, dataDir, name: 'gateway-secret', envVar: 'GATEWAY_SECRET' });
}

/**
 * An address as rate limits should key it: `::ffff:1.2.3.4` (IPv4 on a dual-stack socket) becomes `1.2.3.4`, and
 * a proxy's `1.2.3.4:5678` or `[2001:db8::1]:443` loses its port. Anything that is not an IP address → undefined.
 */
export function normalizeAddress(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  let value = raw.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value);
  if (bracketed) value = bracketed[1]!;
  else if (/^\d{1,3}(\.\d{1,3}){3}:\d+$/.test(value)) value = value.slice(0, value.lastIndexOf(':'));
  if (/^::ffff:\d{1,3}(\.\d{1,3}){3}$/i.test(value)) value = value.slice(7);
  return isIP(value) ? value.toLowerCase() : undefined;
}

/**
 * The caller's address from a hop list: `forwardedFor` is the X-Forwarded-For header as received, `peer` the
 * socket's address, `trustedHops` how many proxies of ours stand in front (each appends the address it saw).
 * The caller is the entry that many hops from the right of `[...forwardedFor, peer]`; entries further left were
 * written by the client and prove nothing. With fewer entries than hops, the leftmost one is taken; an entry
 * that is not an address (a broken proxy) counts as unknown, so the nearest trusted one to its right is used.
 */
export function clientAddressFrom(
  forwardedFor: string | undefined,
  peer: string | undefined,
  trustedHops: number,
): string {
  const forwarded = (forwardedFor ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const chain = [...forwarded, peer ?? ''];
  const index = Math.max(0, chain.length - 1 - trustedHops);
  for (let i = index; i < chain.length; i += 1) {
    const address = normalizeAddress(chain[i]);
    if (address) return address;
  }
  return peer ?? '';
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Sets `ctx.ip` (which every per-address limit keys on) for the rest of the chain: the gateway's
 * `X-Client-Address` when the request carries the right gateway secret (compared in constant time), else the
 * socket's own address. Both headers are removed before any other middleware sees them, so the secret never
 * reaches a handler or a log line.
 */
export function clientAddress(options: { gatewaySecret?: string }): Middleware {
  const expected = options.gatewaySecret ? digest(options.gatewaySecret) : undefined;
  return async function clientAddress(ctx, next) {
    const headers = ctx.req.headers;
    const presented = headers[gatewaySecretHeader];
    const claimed = headers[clientAddressHeader];
    delete headers[gatewaySecretHeader];
    delete headers[clientAddressHeader];
    const fromGateway =
      expected !== undefined && typeof presented === 'string' && timingSafeEqual(digest(presented), expected);
    const vouched = fromGateway && typeof claimed === 'string' ? normalizeAddress(claimed) : undefined;
    if (fromGateway) ctx.state.viaGateway = true;
    ctx.request.ip = vouched ?? normalizeAddress(ctx.req.socket.remoteAddress) ?? ctx.req.socket.remoteAddress ?? '';
    await next();
  };
}
