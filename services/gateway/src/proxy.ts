import http from 'node:http';
import https from 'node:https';
import type { Context, Middleware, Next } from 'koa';
import { serviceForPath, type ServiceName } from '@young-minds/contracts';
import { sendError, state } from './middleware';

/**
 * A small streaming reverse proxy on node:http. Request and response bodies are piped, never buffered, so
 * uploads of hundreds of MB and Range (206) downloads pass through with flat memory.
 */
export interface ProxyOptions {
  services: Record<ServiceName, URL>;
  /** Upstream silence (no bytes either way) before the request is given up with a 504. */
  timeoutMs: number;
  /** Honour the client's X-Forwarded-* (only when another proxy stands in front of the gateway). */
  trustProxy: boolean;
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
export function withoutHopByHop(headers: http.IncomingHttpHeaders): http.OutgoingHttpHeaders {
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

const agents = {
  'http:': new http.Agent({ keepAlive: true }),
  'https:': new https.Agent({ keepAlive: true }),
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

function upstreamHeaders(ctx: Context, target: URL, trustProxy: boolean): http.OutgoingHttpHeaders {
  const incoming = ctx.req.headers;
  const headers = withoutHopByHop(incoming);
  // The gateway already answered any `Expect: 100-continue` itself.
  delete headers.expect;
  headers.host = target.host;
  const clientIp = ctx.req.socket.remoteAddress ?? '';
  const forwardedFor = trustProxy && incoming['x-forwarded-for'] ? `${String(incoming['x-forwarded-for'])}, ${clientIp}` : clientIp;
  headers['x-forwarded-for'] = forwardedFor;
  const ownProto = 'encrypted' in ctx.req.socket ? 'https' : 'http';
  headers['x-forwarded-proto'] = trustProxy && incoming['x-forwarded-proto'] ? String(incoming['x-forwarded-proto']) : ownProto;
  headers['x-forwarded-host'] = trustProxy && incoming['x-forwarded-host'] ? String(incoming['x-forwarded-host']) : (incoming.host ?? '');
  headers['x-request-id'] = state(ctx).requestId;
  return headers;
}

function upstreamPath(target: URL, originalUrl: string): string {
  const base = target.pathname.replace(/\/+$/, '');
  return base + (originalUrl.startsWith('/') ? originalUrl : `/${originalUrl}`);
}

function forward(ctx: Context, service: ServiceName, options: ProxyOptions): Promise<void> {
  const target = options.services[service];
  const { req, res } = ctx;
  const log = state(ctx).log;

  return new Promise<void>((resolve) => {
    let finished = false;
    let answered = false;
    const finish = () => {
      if (finished) return;
      finished = true;
      resolve();
    };

    const client = target.protocol === 'https:' ? https : http;
    const upstream = client.request({
      protocol: target.protocol,
      hostname: target.hostname,
      port: target.port || undefined,
      method: req.method,
      path: upstreamPath(target, ctx.originalUrl),
      headers: upstreamHeaders(ctx, target, options.trustProxy),
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
      // Stop feeding the dead upstream and let the rest of the client's body drain.
      req.unpipe(upstream);
      req.resume();
      const timedOut = err instanceof UpstreamTimeout;
      log.warn({ upstream: service, reason: (err as NodeJS.ErrnoException).code ?? err.message }, timedOut ? 'upstream timeout' : 'upstream unavailable');
      if (timedOut) {
        sendError(ctx, 504, `The ${service} service took too long to answer. Please try again shortly.`);
      } else {
        sendError(ctx, 503, `The ${service} service is unavailable. Please try again shortly.`);
      }
      ctx.set('Retry-After', '5');
      finish();
    });

    req.once('error', () => upstream.destroy());
    req.pipe(upstream);
  });
}
