import Koa from 'koa';
import pino, { type Logger } from 'pino';
import { clientAddressFrom, requestId, securityHeaders } from '@young-minds/service-kit';
import type { GatewayConfig } from './config';
import { apiDocs } from './api-docs';
import { compress } from './compress';
import { health } from './health';
import { createGatewayMetrics } from './metrics';
import { errorHandler, requestLog, sendError } from './middleware';
import { proxy } from './proxy';
import { createSharedAnswers } from './shared-answers';
import { RemotesSource, remotesJson } from './remotes';
import type { Renderer } from './prerendered';
import { contentFetchers } from './prerendered-content';
import { staticFiles } from './static';
import { Upstreams } from './upstreams';

export interface GatewayDependencies {
  config: GatewayConfig;
  logger?: Logger;
  /**
   * The instances of each service and their health checks; made from `config.services` when not given. Whoever
   * makes them closes them (`upstreams.close()` stops the checks; their timers never keep the process alive).
   */
  upstreams?: Upstreams;
  /** `METRICS_TOKEN`: without it the gateway (the public URL) has no /metrics; with it, /metrics needs it. */
  metricsToken?: string;
  /** Loads the public area's page renderer (prerendered.ts); tests give their own. */
  importRenderer?: (url: string) => Promise<Renderer>;
}

/** The pools of a gateway's services, with their checks started. */
export function createUpstreams(config: GatewayConfig, logger?: Logger): Upstreams {
  return new Upstreams(config.services, { logger, checkIntervalMs: config.healthCheckIntervalMs }).start();
}

/**
 * The one-URL gateway: `/api/*` and `/media/*` to their services, the API reference (`/api/openapi.json`,
 * `/api/docs`), `/remotes.json`, `/health`, `/metrics` (with METRICS_TOKEN only), the built remotes and the shell. It holds no state of its own besides
 * the last good remotes map.
 */
export function createApp({
  config,
  logger = pino({ level: 'silent' }),
  upstreams = createUpstreams(config, logger),
  metricsToken,
  importRenderer,
}: GatewayDependencies): Koa {
  // `proxy` keeps ctx.protocol/host honest behind a front proxy; the client address is worked out below instead.
  const app = new Koa({ proxy: config.trustProxy > 0 });
  const remotes = new RemotesSource({ remotesFile: config.remotesFile, dataDir: config.dataDir });
  const metrics = createGatewayMetrics({ token: metricsToken });

  // Outermost: every answer is counted when it is done, the proxied ones by their service.
  app.use(metrics.requests);

  // The client's address, once, for everyone after: TRUST_PROXY hops from the right of X-Forwarded-For.
  app.use(async function clientAddress(ctx, next) {
    ctx.request.ip = clientAddressFrom(
      ctx.get('x-forwarded-for') || undefined,
      ctx.req.socket.remoteAddress,
      config.trustProxy,
    );
    await next();
  });
  app.use(requestId({ logger }));
  app.use(requestLog());
  app.use(errorHandler());
  // Before anything answers: it wraps the raw response, so the proxy's streamed answers are compressed too.
  app.use(compress());
  // The kit's headers (nosniff, DENY framing, no-referrer, CORP/COOP, a CSP that allows nothing); HTML pages
  // replace that CSP with their own (static.ts), and proxied answers keep whatever their service set.
  app.use(securityHeaders());
  // Answered here, before any route could pass `/metrics` on to a service.
  app.use(metrics.endpoint);
  // The API reference, built here (at start) so a contract it cannot describe stops the gateway from starting.
  app.use(apiDocs());
  app.use(health({ upstreams, expectedServices: config.expectedServices, timeoutMs: config.healthTimeoutMs }));
  app.use(
    proxy({
      upstreams,
      timeoutMs: config.upstreamTimeoutMs,
      connectTimeoutMs: config.connectTimeoutMs,
      trustProxy: config.trustProxy,
      gatewaySecret: config.gatewaySecret,
      sharedAnswers: createSharedAnswers(),
    }),
  );
  app.use(remotesJson(remotes));
  app.use(
    staticFiles({
      root: config.staticRoot,
      remotes,
      ...contentFetchers(upstreams, config.gatewaySecret, config.upstreamTimeoutMs),
      importRenderer,
    }),
  );
  app.use(async function notFound(ctx) {
    sendError(ctx, 404, 'Not found.');
  });

  // Errors thrown in middleware are answered and logged by errorHandler; what reaches here comes from a
  // stream after the answer started (a file read failing, a client gone).
  app.on('error', (err: NodeJS.ErrnoException) => {
    if (err.code === 'ECONNRESET' || err.code === 'EPIPE' || err.code === 'ERR_STREAM_PREMATURE_CLOSE') return;
    logger.warn({ err }, 'response stream failed');
  });
  return app;
}
