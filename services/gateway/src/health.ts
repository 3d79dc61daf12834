import { serviceNames, type ServiceName } from '@young-minds/contracts';
import type { Context, Middleware } from 'koa';
import type { Next } from './middleware';
import { type InstanceHealth, type UpstreamPool, type Upstreams, instanceLabel, probeHealth } from './upstreams';

/** Of a service: `ok` when at least one instance is ok, else `degraded` when one answered, else `unavailable`. */
type ServiceHealth = InstanceHealth;

interface InstanceReport {
  /** The instance's base URL (without credentials). */
  url: string;
  status: InstanceHealth;
}

interface HealthReport {
  status: 'ok' | 'degraded';
  gateway: 'ok';
  /** The services this deployment runs; only these decide `status`. */
  expected: ServiceName[];
  services: Record<ServiceName, ServiceHealth>;
  /** Each instance, only for the services that run several (`*_URLS`); absent when every service has one. */
  instances?: Partial<Record<ServiceName, InstanceReport[]>>;
}

export interface HealthOptions {
  upstreams: Upstreams;
  expectedServices: readonly ServiceName[];
  timeoutMs: number;
}

/** Asks every instance now; what they answer also takes them out of or back into the rotation. */
async function checkPool(pool: UpstreamPool, timeoutMs: number): Promise<InstanceReport[]> {
  return Promise.all(
    pool.instances.map(async (instance) => {
      const result = await probeHealth(instance.url, timeoutMs);
      pool.record(instance, result);
      return { url: instanceLabel(instance.url), status: result.health };
    }),
  );
}

function overall(instances: readonly InstanceReport[]): ServiceHealth {
  if (instances.some((instance) => instance.status === 'ok')) return 'ok';
  if (instances.some((instance) => instance.status === 'degraded')) return 'degraded';
  return 'unavailable';
}

async function checkHealth(options: HealthOptions): Promise<HealthReport> {
  const results = await Promise.all(
    serviceNames.map(async (name) => {
      const pool = options.upstreams.pools[name];
      return { name, balanced: pool.balanced, instances: await checkPool(pool, options.timeoutMs) };
    }),
  );
  const services = Object.fromEntries(results.map((r) => [r.name, overall(r.instances)])) as Record<
    ServiceName,
    ServiceHealth
  >;
  const healthy = options.expectedServices.every((name) => services[name] === 'ok');
  const report: HealthReport = {
    status: healthy ? 'ok' : 'degraded',
    gateway: 'ok',
    expected: [...options.expectedServices],
    services,
  };
  const balanced = results.filter((r) => r.balanced);
  if (balanced.length > 0) report.instances = Object.fromEntries(balanced.map((r) => [r.name, r.instances]));
  return report;
}

/**
 * `GET /health`: 200 when every expected service has an instance that answers its own `/health`, 503 otherwise.
 * Services with several instances are listed instance by instance under `instances`.
 */
export function health(options: HealthOptions): Middleware {
  return async function serveHealth(ctx: Context, next: Next) {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    // `GET /health/live`: the gateway process answers. Its probes use this: a service being down must not take
    // the static pages off the load balancer nor restart the gateway, which would not bring the service back.
    if (ctx.path === '/health/live') {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = { status: 'ok', service: 'gateway' };
      return;
    }
    if (ctx.path !== '/health') return next();
    const report = await checkHealth(options);
    ctx.set('Cache-Control', 'no-store');
    ctx.status = report.status === 'ok' ? 200 : 503;
    ctx.body = report;
  };
}
