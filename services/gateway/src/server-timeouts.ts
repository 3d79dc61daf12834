import type { Server } from 'node:http';
import type { ServerTimeouts } from './config';

/**
 * Bounds how long a client may hold one of the gateway's connections: the request head within
 * `headersTimeoutMs` (a slowloris gets 408 and is cut), the whole request within `requestTimeoutMs` (long
 * enough for a big upload on a slow line, never infinite), no byte either way for `idleTimeoutMs`, and an idle
 * keep-alive connection for `keepAliveTimeoutMs`. Node checks the first two every `connectionsCheckingInterval`
 * (30 s unless the server was created with another), so a slow head is cut within that much after its limit.
 */
export function applyServerTimeouts(server: Server, timeouts: ServerTimeouts): void {
  server.headersTimeout = timeouts.headersTimeoutMs;
  server.requestTimeout = timeouts.requestTimeoutMs;
  server.keepAliveTimeout = timeouts.keepAliveTimeoutMs;
  // Sockets with no traffic are destroyed (no 'timeout' listener on the server).
  server.timeout = timeouts.idleTimeoutMs;
}
