import type { Context, Middleware } from 'koa';
import { Counter, type Registry } from 'prom-client';
import { hasMetricsToken, methodLabel, metricsContentType, requestMetrics, scrape } from '@young-minds/service-kit';
import { type Next, sendError, state } from './middleware';

/** Request latencies, in seconds: 5 ms … 30 s (a proxied answer is timed until its last byte). */
const durationBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

export interface GatewayMetrics {
  registry: Registry;
  /** Counts and times every request by the service it went to (`gateway` when answered here) and status. */
  requests: Middleware;
  /** `GET /metrics`: 404 unless a token is configured, then 401 without it. Never passed on to a service. */
  endpoint: Middleware;
}

/**
 * The gateway's own metrics: requests and latency by upstream service and status, and the requests its proxy
 * could not get answered (503: the service is down; 504: it took too long). `token` is `METRICS_TOKEN`: the
 * gateway is the public URL, so without a token it has no /metrics at all.
 */
export function createGatewayMetrics(options: { token?: string }): GatewayMetrics {
  const { token } = options;
  const { registry, record: recordRequest } = requestMetrics({
    service: 'gateway',
    prefix: 'gateway',
    by: 'upstream',
    what: 'upstream service or gateway',
    buckets: durationBuckets,
  });
  const proxyErrors = new Counter({
    name: 'gateway_proxy_errors_total',
    help: 'Proxied requests the service did not answer, by upstream and reason (unavailable, timeout)',
    labelNames: ['upstream', 'reason'],
    registers: [registry],
  });

  function record(ctx: Context, started: bigint): void {
    const upstream = state(ctx).service;
    const status = ctx.res.statusCode;
    const labels = { upstream: upstream ?? 'gateway', method: methodLabel(ctx.method), status: String(status) };
    recordRequest(labels, started);
    // A proxied answer is written by the proxy itself (ctx.respond = false); a 503/504 that the gateway wrote
    // for a request meant for a service is the proxy's own error answer.
    if (upstream && ctx.respond !== false && (status === 503 || status === 504)) {
      proxyErrors.inc({ upstream, reason: status === 504 ? 'timeout' : 'unavailable' });
    }
  }

  return {
    registry,
    async requests(ctx: Context, next: Next) {
      const started = process.hrtime.bigint();
      let recorded = false;
      // A proxied body streams on after next() returns: counted when the answer is done (or cut).
      const done = () => {
        if (recorded) return;
        recorded = true;
        record(ctx, started);
      };
      ctx.res.once('finish', done);
      ctx.res.once('close', done);
      await next();
    },
    async endpoint(ctx: Context, next: Next) {
      if (ctx.path !== '/metrics') return next();
      if (!token || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return sendError(ctx, 404, 'Not found.');
      if (!hasMetricsToken(ctx, token)) {
        ctx.set('WWW-Authenticate', 'Bearer');
        // The kit's wording for a missing credential (translated like every other answer).
        return sendError(ctx, 401, 'Please log in to continue.');
      }
      ctx.set('Cache-Control', 'no-store');
      ctx.type = metricsContentType;
      ctx.body = await scrape(registry);
    },
  };
}
