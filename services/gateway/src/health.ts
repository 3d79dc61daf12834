import { serviceNames, type ServiceName } from '@young-minds/contracts';
import type { Context, Middleware } from 'koa';
import type { Next } from './middleware';

/** `ok`: answered 2xx; `degraded`: answered with an error (e.g. its database is down); `unavailable`: no answer. */
type ServiceHealth = 'ok' | 'degraded' | 'unavailable';

interface HealthReport {
  status: 'ok' | 'degraded';
  gateway: 'ok';
  /** The services this deployment runs; only these decide `status`. */
  expected: ServiceName[];
  services: Record<ServiceName, ServiceHealth>;
}

export interface HealthOptions {
  services: Record<ServiceName, URL>;
  expectedServices: readonly ServiceName[];
  timeoutMs: number;
}

async function probe(base: URL, timeoutMs: number): Promise<ServiceHealth> {
  const url = new URL('health', base.href.endsWith('/') ? base : new URL(`${base.href}/`));
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' } });
    await res.body?.cancel();
    return res.ok ? 'ok' : 'degraded';
  } catch {
    return 'unavailable';
  }
}

async function checkHealth(options: HealthOptions): Promise<HealthReport> {
  const results = await Promise.all(
    serviceNames.map(async (name) => [name, await probe(options.services[name], options.timeoutMs)] as const),
  );
  const services = Object.fromEntries(results) as Record<ServiceName, ServiceHealth>;
  const healthy = options.expectedServices.every((name) => services[name] === 'ok');
  return { status: healthy ? 'ok' : 'degraded', gateway: 'ok', expected: [...options.expectedServices], services };
}

/** `GET /health`: 200 when every expected service answers its own `/health`, 503 otherwise. */
export function health(options: HealthOptions): Middleware {
  return async function serveHealth(ctx: Context, next: Next) {
    if (ctx.path !== '/health' || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next();
    const report = await checkHealth(options);
    ctx.set('Cache-Control', 'no-store');
    ctx.status = report.status === 'ok' ? 200 : 503;
    ctx.body = report;
  };
}
