import http from 'node:http';
import https from 'node:https';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { Context, Middleware } from 'koa';
import { serviceForPath, type ServiceName } from '@young-minds/contracts';
import { clientAddressHeader, gatewaySecretHeader } from '@young-minds/service-kit';
import { type Next, sendError, state } from './middleware';
import { compressThreshold, compressible } from './compress';
import { type SharedAnswer, type SharedAnswers, changesPublicAnswers, sharedMaxAge } from './shared-answers';
import type { UpstreamInstance, UpstreamPool, Upstreams } from './upstreams';

/**
 * A small streaming reverse proxy on node:http. Request and response bodies are piped, never buffered, so
 * uploads of hundreds of MB and Range (206) downloads pass through with flat memory.
 */
export interface ProxyOptions {
  /** The instances of each service, and which of them are in the rotation. */
  upstreams: Upstreams;
  /** Upstream silence (no bytes either way) before the request is given up with a 504. */
  timeoutMs: number;
  /** A connection to an instance not made within this fails (the instance is taken out; see forward()). */
  connectTimeoutMs: number;
  /** How many proxies of ours stand in front of the gateway (`TRUST_PROXY`); 0 when the gateway is the edge. */
  trustProxy: number;
  /** Sent with the client's address so the services know it comes from us. */
  gatewaySecret: string;
  /** The visitors' answers kept for the moment their service allows (`shared-answers.ts`); none kept without. */
  sharedAnswers?: SharedAnswers;
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

/**
 * A service's answer headers as the client gets them: no hop-by-hop ones, and never nginx's `X-Accel-*` (with
 * nginx in front, `X-Accel-Redirect` makes it serve a file of its choosing: only the gateway's own media path,
 * after checking the link, may say that).
 */
function answerHeaders(headers: http.IncomingHttpHeaders): http.OutgoingHttpHeaders {
  const out = withoutHopByHop(headers);
  for (const name of Object.keys(out)) if (name.startsWith('x-accel-')) delete out[name];
  return out;
}

class UpstreamTimeout extends Error {
  constructor() {
    super('no answer in time');
  }
}

class ConnectTimeout extends Error {
  readonly code = 'ECONNTIMEOUT';
  constructor() {
    super('no connection in time');
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
    const shared = options.sharedAnswers;
    if (shared?.cacheable(ctx.req)) {
      let kept = shared.lookup(service, ctx.req);
      // Another visitor's request is reading this answer right now: wait for it rather than ask again.
      const read = kept ? undefined : shared.pending(service, ctx.req);
      if (read && (await read)) kept = shared.lookup(service, ctx.req);
      if (kept) return replyShared(ctx, kept);
    }
    const writes = !idempotent.has(ctx.method) && changesPublicAnswers(ctx.path);
    // A write changes what the service would answer: its kept answers go, before and after (a read that began
    // meanwhile is not kept either).
    if (writes) shared?.dropService(service);
    await forward(ctx, service, options);
    if (writes) shared?.dropService(service);
  };
}

/** Does `If-None-Match` name this entity tag (weak comparison, RFC 9110 §13.1.2)? */
function noneMatch(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((tag) => opaque(tag) === opaque(etag));
}

/**
 * The kept answer's body in the encoding the client takes best, compressed once per encoding (the compress
 * middleware would compress it again for every visitor, and leaves an answer already encoded alone).
 */
function encodedBody(ctx: Context, answer: SharedAnswer): { body: Buffer; encoding?: 'br' | 'gzip' } {
  ctx.res.setHeader('Content-Type', String(answer.headers['content-type'] ?? ''));
  const [req, res] = [ctx.req, ctx.res] as Parameters<typeof compressible>;
  if (answer.body.length < compressThreshold || !compressible(req, res)) return { body: answer.body };
  const encoding = ctx.acceptsEncodings('br', 'gzip', 'identity');
  if (encoding !== 'br' && encoding !== 'gzip') return { body: answer.body };
  answer.encoded ??= {};
  answer.encoded[encoding] ??=
    encoding === 'br'
      ? brotliCompressSync(answer.body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 6 } })
      : gzipSync(answer.body, { level: 6 });
  return { body: answer.encoded[encoding], encoding };
}

/** Answers with a kept answer: 304 when the client holds it already (its ETag), else the answer itself. */
function replyShared(ctx: Context, answer: SharedAnswer): void {
  ctx.respond = false;
  const age = String(Math.max(0, Math.floor((Date.now() - answer.storedAt) / 1000)));
  const etag = answer.headers.etag === undefined ? undefined : String(answer.headers.etag);
  if (etag && noneMatch(ctx.req.headers['if-none-match'], etag)) {
    const { 'cache-control': cacheControl, vary, date } = answer.headers;
    ctx.res.writeHead(304, {
      etag,
      age,
      ...(cacheControl ? { 'cache-control': cacheControl } : {}),
      ...(vary ? { vary } : {}),
      ...(date ? { date } : {}),
    });
    ctx.res.end();
    return;
  }
  const { body, encoding } = encodedBody(ctx, answer);
  const vary = [answer.headers.vary, ...(body.length >= compressThreshold || encoding ? ['Accept-Encoding'] : [])];
  ctx.res.writeHead(answer.status, {
    ...answer.headers,
    age,
    'content-length': body.length,
    ...(encoding ? { 'content-encoding': encoding } : {}),
    vary: vary.filter(Boolean).join(', '),
  });
  ctx.res.end(body);
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

/** The headers sent to every instance tried; `host` is set per instance. */
function upstreamHeaders(ctx: Context, options: ProxyOptions): http.OutgoingHttpHeaders {
  const incoming = ctx.req.headers;
  const headers = withoutHopByHop(incoming);
  const trustProxy = options.trustProxy > 0;
  // The gateway already answered any `Expect: 100-continue` itself.
  delete headers.expect;
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
/** Methods that a service runs once per `Idempotency-Key` (service-kit's idempotency): safe to repeat with one. */
const idempotentWithKey = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** A connection that could not be made: nothing reached the instance. */
const connectFailureCodes = new Set([
  'ECONNREFUSED',
  'ECONNTIMEOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EHOSTDOWN',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** A connection cut before any answer: the instance died, or closed a kept-alive connection just as we reused it. */
const resetCodes = new Set(['ECONNRESET', 'EPIPE']);
/** Answers of an instance that is dead or dying (or of a proxy in front of it): another instance may do better. */
const retryStatuses = new Set([502, 503]);

function hasBody(req: http.IncomingMessage): boolean {
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/** May this request be sent a second time, if its body (if any) is still unread? */
function repeatable(req: http.IncomingMessage): boolean {
  const method = req.method ?? '';
  return idempotent.has(method) || (idempotentWithKey.has(method) && req.headers['idempotency-key'] !== undefined);
}

/**
 * Sends the request to an instance of the service (round robin over the healthy ones) and streams the answer back.
 * An instance whose connection fails (refused, unreachable, not made within connectTimeoutMs, reset before any
 * answer on a new connection) is taken out of the rotation at once. A repeatable request (GET/HEAD/OPTIONS, or a
 * write with an `Idempotency-Key`) that failed that way, or got 502/503, before any byte of its body was read is
 * sent once more to another instance; an upload already partly sent never is. The request body is only read once
 * the connection is made, so a refused connection leaves it whole for the retry.
 */
function forward(ctx: Context, service: ServiceName, options: ProxyOptions): Promise<void> {
  const pool: UpstreamPool = options.upstreams.pools[service];
  const { req, res } = ctx;
  const log = state(ctx).log;
  const withBody = hasBody(req);
  const canRepeat = repeatable(req);
  const baseHeaders = upstreamHeaders(ctx, options);

  // A visitor's GET: its answer may be kept for the next visitors (`shared-answers.ts`).
  const reading = options.sharedAnswers?.cacheable(req) ? options.sharedAnswers.begin(service, req) : undefined;

  return new Promise<void>((resolve) => {
    let finished = false;
    const finish = () => {
      if (finished) return;
      finished = true;
      reading?.done();
      resolve();
    };
    // Nothing of the client's body has been taken yet: the request can still go elsewhere whole.
    const bodyUntouched = () => !withBody || !req.readableDidRead;

    const send = (instance: UpstreamInstance, attempt: number) => {
      const target = instance.url;
      let answered = false;
      const client = target.protocol === 'https:' ? https : http;
      const upstream = client.request({
        protocol: target.protocol,
        hostname: target.hostname,
        port: target.port || undefined,
        method: req.method,
        path: upstreamPath(target, ctx.originalUrl),
        headers: { ...baseHeaders, host: target.host },
        agent: agents[target.protocol as 'http:' | 'https:'],
      });

      /** A second try elsewhere (or, for a kept-alive connection the instance had closed, on the same one). */
      const retry = (reason: string, sameInstanceToo: boolean): boolean => {
        if (attempt > 0 || !canRepeat || !bodyUntouched() || finished || res.destroyed) return false;
        const next = pool.pick(instance) ?? (sameInstanceToo ? instance : undefined);
        if (!next) return false;
        log.debug({ upstream: service, reason, instance: next.url.host }, 'retrying upstream request');
        // A reused connection was piped to at once: it took nothing yet (bodyUntouched), and now never will.
        req.unpipe(upstream);
        send(next, attempt + 1);
        return true;
      };

      // Silence while the request is sent and until the answer starts: a slow or stuck service → 504.
      upstream.setTimeout(options.timeoutMs, () => upstream.destroy(new UpstreamTimeout()));

      // The body flows only once the connection is made (a refused connection leaves it unread, for the retry).
      const sendBody = () => {
        if (withBody) req.pipe(upstream);
      };
      upstream.once('socket', (socket) => {
        if (!socket.connecting) return sendBody();
        const timer = setTimeout(() => upstream.destroy(new ConnectTimeout()), options.connectTimeoutMs);
        socket.once('connect', () => {
          clearTimeout(timer);
          sendBody();
        });
        socket.once('close', () => clearTimeout(timer));
      });

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
        const status = answer.statusCode ?? 502;
        if (retryStatuses.has(status) && pool.balanced && retry(`answered ${status}`, false)) {
          answer.resume();
          return;
        }
        // A connection is only handed to the next request (of any user) when this exchange left it clean:
        // the service read our whole body and answered with success. A service that answers before the body is
        // all sent, or refuses a body (413, 415, 401…), may have left part of it unread on the connection,
        // and the next request sent there would hang until the service drops it.
        const bodyAllSent = upstream.writableFinished;
        const reusable = !withBody || (bodyAllSent && status < 400);
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
        const headers = answerHeaders(answer.headers);
        res.writeHead(status, answer.statusMessage, headers);
        if (reading && status === 200 && sharedMaxAge(answer.headers) > 0) {
          // Kept as it streams by, once it has all come.
          const chunks: Buffer[] = [];
          let size = 0;
          answer.on('data', (chunk: Buffer) => {
            size += chunk.length;
            if (size <= (options.sharedAnswers?.maxBodyBytes ?? 0)) chunks.push(chunk);
          });
          answer.once('end', () => {
            if (size <= (options.sharedAnswers?.maxBodyBytes ?? 0))
              reading.keep({ status, headers, body: Buffer.concat(chunks) });
          });
        }
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
        const timedOut = err instanceof UpstreamTimeout;
        const reused = upstream.reusedSocket;
        // A kept-alive connection closed under us says nothing about the instance (it may just have closed an
        // idle connection as we reused it); a new connection refused, unreachable or reset does.
        if (connectFailureCodes.has(code) || (resetCodes.has(code) && !reused)) {
          pool.markDown(instance, code);
        }
        if (!timedOut && (connectFailureCodes.has(code) || resetCodes.has(code)) && retry(code, reused)) return;
        // Stop feeding the dead upstream and let the rest of the client's body drain.
        req.unpipe(upstream);
        req.resume();
        log.warn(
          { upstream: service, instance: target.host, reason: code || err.message },
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
      if (!withBody) {
        // Nothing to stream: end at once (a retry cannot pipe a request that has already ended).
        req.resume();
        upstream.end();
      }
    };
    send(pool.pick()!, 0);
  });
}
