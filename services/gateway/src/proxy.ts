import http from 'node:http';
import https from 'node:https';
import type { Context, Middleware } from 'koa';
import { serviceForPath, type ServiceName } from '@young-minds/contracts';
import { clientAddressHeader, gatewaySecretHeader } from '@young-minds/service-kit';
import { type Next, sendError, state } from './middleware';

/**
 * A small streaming reverse proxy on node:http. Request and response bodies are piped, never buffered, so
 * uploads of hundreds of MB and Range (206) downloads pass through with flat memory.
 */
export interface ProxyOptions {
  services: Record<ServiceName, URL>;
  /** Upstream silence (no bytes either way) before the request is given up with a 504. */
  timeoutMs: number;
  /** How many proxies of ours stand in front of the gateway (`TRUST_PROXY`); 0 when the gateway is the edge. */
  trustProxy: number;
  /** Sent with the client's address so the services know it comes from us. */
  gatewaySecret: string;
}

/** Headers that describe one connection, not the message (RFC 9110 §7.6.1); never forwarded. */
const hopByHop = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

/** Copies headers without the hop-by-hop ones, including any that `Connection` names. */
function withoutHopByHop(headers: http.IncomingHttpHeaders): http.OutgoingHttpHeaders {
  const named = new Set(
    String(headers.connection ?? '')
      .split(',')
      .map((token) => token.trim().toLowerCase())
      .filter(Boolean),
  );
  const out: http.OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || hopByHop.has(name) || named.has(name)) continue;
    out[name] = value;
  }
  return out;
}

class UpstreamTimeout extends Error {
  constructor() {
    super('no answer in time');
  }
}

// An idle pooled connection is dropped 1 s before the service's announced `Keep-Alive: timeout=…` (Node does so
// only when the agent has a timeout of its own), so we rarely reuse one the service is closing; the retry in
// forward() covers the rest. Requests set their own timeout while they run.
const agents = {
  'http:': new http.Agent({ keepAlive: true, timeout: 30_000 }),
  'https:': new https.Agent({ keepAlive: true, timeout: 30_000 }),
};

/** `/api/…` and `/media/…` go to the service the route table names; an `/api` path nobody owns is a 404. */
export function proxy(options: ProxyOptions): Middleware {
  return async function proxyToService(ctx: Context, next: Next) {
    const service = serviceForPath(ctx.path);
    if (!service) {
      // Any case: `/API/…` must not fall through to the shell's page either.
      if (/^\/api(\/|$)/i.test(ctx.path)) return sendError(ctx, 404, 'Not found.');
      return next();
    }
    if (hasDotSegment(ctx.path)) return sendError(ctx, 400, 'Bad request.');
    state(ctx).service = service;
    await forward(ctx, service, options);
  };
}

/** `/api/auth/../videos` would be routed by its first segment but mean something else: refuse it. */
function hasDotSegment(path: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return true;
  }
  return decoded.split(/[/\\]/).some((segment) => segment === '.' || segment === '..');
}

function upstreamHeaders(ctx: Context, target: URL, options: ProxyOptions): http.OutgoingHttpHeaders {
  const incoming = ctx.req.headers;
  const headers = withoutHopByHop(incoming);
  const trustProxy = options.trustProxy > 0;
  // The gateway already answered any `Expect: 100-continue` itself.
  delete headers.expect;
  headers.host = target.host;
  // Only the gateway speaks these to the services: whatever a client sent is dropped, then ours are set.
  delete headers[clientAddressHeader];
  delete headers[gatewaySecretHeader];
  headers[clientAddressHeader] = ctx.ip;
  headers[gatewaySecretHeader] = options.gatewaySecret;
  const peer = ctx.req.socket.remoteAddress ?? '';
  // For the services' logs and any tool of theirs; no service takes an address from it.
  const forwardedFor =
    trustProxy && incoming['x-forwarded-for'] ? `${String(incoming['x-forwarded-for'])}, ${peer}` : peer;
  headers['x-forwarded-for'] = forwardedFor;
  const ownProto = 'encrypted' in ctx.req.socket ? 'https' : 'http';
  headers['x-forwarded-proto'] =
    trustProxy && incoming['x-forwarded-proto'] ? String(incoming['x-forwarded-proto']) : ownProto;
  headers['x-forwarded-host'] =
    trustProxy && incoming['x-forwarded-host'] ? String(incoming['x-forwarded-host']) : (incoming.host ?? '');
  headers['x-request-id'] = state(ctx).requestId;
  return headers;
}

function upstreamPath(target: URL, originalUrl: string): string {
  const base = target.pathname.replace(/\/+$/, '');
  return base + (originalUrl.startsWith('/') ? originalUrl : `/${originalUrl}`);
}

/** Methods that change nothing: safe to send a second time when the first try never reached the service. */
const idempotent = new Set(['GET', 'HEAD', 'OPTIONS']);
/** What a keep-alive connection that the service closed just before we reused it looks like. */
const staleConnectionCodes = new Set(['ECONNRESET', 'EPIPE']);

function hasBody(req: http.IncomingMessage): boolean {
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

function forward(ctx: Context, service: ServiceName, options: ProxyOptions): Promise<void> {
  const target = options.services[service];
  const { req, res } = ctx;
  const log = state(ctx).log;
  const withBody = hasBody(req);
  const headers = upstreamHeaders(ctx, target, options);

  return new Promise<void>((resolve) => {
    let finished = false;
    let answered = false;
    const finish = () => {
      if (finished) return;
      finished = true;
      resolve();
    };

    const send = (attempt: number) => {
      const client = target.protocol === 'https:' ? https : http;
      const upstream = client.request({
        protocol: target.protocol,
        hostname: target.hostname,
        port: target.port || undefined,
        method: req.method,
        path: upstreamPath(target, ctx.originalUrl),
        headers,
        agent: agents[target.protocol as 'http:' | 'https:'],
      });

      // Silence while the request is sent and until the answer starts: a slow or stuck service → 504.
      upstream.setTimeout(options.timeoutMs, () => upstream.destroy(new UpstreamTimeout()));

      // The client went away (closed the tab, cancelled an upload): stop the work upstream too.
      res.once('close', () => {
        if (!res.writableFinished) {
          upstream.destroy();
          finish();
        }
      });

      upstream.once('response', (answer) => {
        answered = true;
        upstream.setTimeout(0);
        // A connection is only handed to the next request (of any user) when this exchange left it clean:
        // the service read our whole body and answered with success. A service that answers before the body is
        // all sent, or refuses a body (413, 415, 401…), may have left part of it unread on the connection,
        // and the next request sent there would hang until the service drops it.
        const bodyAllSent = upstream.writableFinished;
        const reusable = !withBody || (bodyAllSent && (answer.statusCode ?? 500) < 400);
        if (!bodyAllSent) {
          // Stop feeding a service that has answered; the rest of the client's upload is read and dropped.
          req.unpipe(upstream);
          req.resume();
        }
        if (!reusable) {
          const socket = upstream.socket;
          // Node pools the socket right after the answer's 'end' (on the next tick): destroyed first, it is dropped.
          answer.once('end', () => socket?.destroy());
          answer.once('close', () => socket?.destroy());
        }
        if (res.destroyed) {
          answer.destroy();
          return finish();
        }
        ctx.respond = false; // we write the answer ourselves, as a stream
        res.writeHead(answer.statusCode ?? 502, answer.statusMessage, withoutHopByHop(answer.headers));
        answer.pipe(res);
        answer.once('error', () => res.destroy());
        // The service died halfway through its answer: cut the client's connection so it sees a broken
        // transfer instead of a short body that looks complete.
        answer.once('aborted', () => res.destroy());
        res.once('finish', finish);
      });

      upstream.on('error', (err) => {
        // Once the service has answered (say a 413 before it read the whole upload), errors writing the rest
        // of the request body don't matter: the answer's own stream decides how the response ends.
        if (finished || answered) return;
        if (res.destroyed) return finish();
        const code = (err as NodeJS.ErrnoException).code ?? '';
        // A kept-alive connection can be closed by the service just as we reuse it. Nothing was processed, so
        // a request without a body that changes nothing is sent once more, on a new connection.
        if (
          attempt === 0 &&
          upstream.reusedSocket &&
          !withBody &&
          idempotent.has(req.method ?? '') &&
          staleConnectionCodes.has(code)
        ) {
          log.debug({ upstream: service, reason: code }, 'reused upstream connection was closed: retrying');
          return send(attempt + 1);
        }
        // Stop feeding the dead upstream and let the rest of the client's body drain.
        req.unpipe(upstream);
        req.resume();
        const timedOut = err instanceof UpstreamTimeout;
        log.warn(
          { upstream: service, reason: code || err.message },
          timedOut ? 'upstream timeout' : 'upstream unavailable',
        );
        if (timedOut) {
          sendError(ctx, 504, `The ${service} service took too long to answer. Please try again shortly.`);
        } else {
          sendError(ctx, 503, `The ${service} service is unavailable. Please try again shortly.`);
        }
        ctx.set('Retry-After', '5');
        finish();
      });

      req.once('error', () => upstream.destroy());
      if (withBody) {
        req.pipe(upstream);
      } else {
        // Nothing to stream: end at once (a retry cannot pipe a request that has already ended).
        req.resume();
        upstream.end();
      }
    };
    send(0);
  });
}
