import { createHash, timingSafeEqual } from 'node:crypto';
import type { Context, Middleware } from 'koa';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { HttpError, messages } from './errors';
import type { KitState } from './route';

/** What Prometheus is answered with (`text/plain; version=0.0.4; charset=utf-8`). */
export const metricsContentType = Registry.PROMETHEUS_CONTENT_TYPE;

/** The label of a request no route matched: raw paths are never labels (each new path would be a new series). */
export const unmatchedRoute = 'unmatched';

/** Request latencies, in seconds: 5 ms … 10 s. */
const durationBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** Methods kept as they are; anything else (WebDAV verbs, a scanner's guesses) is counted as `OTHER`. */
const knownMethods = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
export function methodLabel(method: string): string {
  return knownMethods.has(method) ? method : 'OTHER';
}

/** A database pool's connections right now (read on each scrape). */
export interface PoolStats {
  used: number;
  free: number;
  pending: number;
}
export type ReadPoolStats = () => PoolStats | undefined;

interface PoolLike {
  using?: unknown;
  available?: unknown;
  waiting?: unknown;
}

function statsOf(pool: PoolLike | undefined): PoolStats | undefined {
  if (!pool) return undefined;
  const { using, available, waiting } = pool;
  if (typeof using !== 'number' || typeof available !== 'number' || typeof waiting !== 'number') return undefined;
  return { used: using, free: available, pending: waiting };
}

/**
 * Reads a Sequelize instance's pool (sequelize-pool: `using`, `available`, `waiting`; with replication the read
 * and write pools are added up). The kit does not depend on sequelize: anything without such a pool (SQLite's
 * connections bypass it) reads as nothing, and the gauges stay empty.
 */
export function sequelizePoolStats(sequelize: unknown): ReadPoolStats {
  const db = sequelize as { connectionManager?: { pool?: unknown }; getDialect?: () => string } | null;
  // SQLite keeps its own connections beside the (always empty) pool: nothing to report.
  if (db?.getDialect?.() === 'sqlite') return () => undefined;
  return () => {
    const manager = db?.connectionManager;
    const pool = manager?.pool as (PoolLike & { read?: PoolLike; write?: PoolLike }) | undefined;
    if (!pool) return undefined;
    if (pool.read && pool.write) {
      const read = statsOf(pool.read);
      const write = statsOf(pool.write);
      if (!read || !write) return undefined;
      return { used: read.used + write.used, free: read.free + write.free, pending: read.pending + write.pending };
    }
    return statsOf(pool);
  };
}

let processRegistry: Registry | undefined;
/**
 * prom-client's process metrics (memory, CPU, event loop lag, GC, handles), once per process in a registry of
 * their own (never prom-client's global one). Started by the first scrape: tests that build hundreds of apps and
 * never scrape start no observers.
 */
export function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** The text of one scrape: the app's own metrics, then the process's. */
export async function scrape(registry: Registry): Promise<string> {
  const [own, process] = await Promise.all([registry.metrics(), processMetrics().metrics()]);
  return own + process;
}

/**
 * A registry (labelled with its `service`) with `<prefix>_requests_total` and `<prefix>_request_duration_seconds`,
 * both by method, `by` (a bounded label: a route template, an upstream service) and status.
 */
export function requestMetrics<By extends string>(options: {
  service: string;
  prefix: string;
  by: By;
  /** What `by` is, for the help texts. */
  what: string;
  buckets: number[];
}): {
  registry: Registry;
  record: (labels: Record<'method' | 'status' | By, string>, started: bigint) => void;
} {
  const { service, prefix, by, what, buckets } = options;
  const registry = new Registry();
  registry.setDefaultLabels({ service });
  const labelNames = ['method', by, 'status'];
  const total = new Counter({
    name: `${prefix}_requests_total`,
    help: `HTTP requests answered, by ${what} and status`,
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: `${prefix}_request_duration_seconds`,
    help: `Time from the request to its answer, by ${what} and status`,
    labelNames,
    buckets,
    registers: [registry],
  });
  return {
    registry,
    record: (labels, started) => {
      total.inc(labels);
      duration.observe(labels, Number(process.hrtime.bigint() - started) / 1e9);
    },
  };
}

/** `METRICS_TOKEN`, trimmed; undefined when unset or empty. */
export function resolveMetricsToken(env: NodeJS.ProcessEnv = process.env): string | undefined {
  return env.METRICS_TOKEN?.trim() || undefined;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** True when the request carries `Authorization: Bearer <token>` (compared in constant time). */
export function hasMetricsToken(ctx: Context, token: string): boolean {
  const match = /^Bearer +(\S+) *$/i.exec(ctx.get('authorization'));
  return match !== null && timingSafeEqual(digest(match[1]!), digest(token));
}

export interface ServiceMetrics {
  /** This app's metrics (one registry per app: several apps in one process never clash). */
  registry: Registry;
  /** Bytes of uploaded files received (multipart). */
  countUploadBytes: (bytes: number) => void;
  /** One request refused with 429 by `limiter`. */
  countRateLimitHit: (limiter: string) => void;
  /** Outermost middleware: counts and times every request by its route template and status. */
  requests: Middleware<Partial<KitState>>;
  /** `GET /metrics`: 401 without the token when one is set; 404 for a request that came through the gateway. */
  endpoint: Middleware<Partial<KitState>>;
}

export interface ServiceMetricsOptions {
  service: string;
  /** `METRICS_TOKEN`; unset: /metrics answers anyone who reaches the service's (internal) port. */
  token?: string;
  /** The database pool, read on each scrape (e.g. `sequelizePoolStats(db.sequelize)`). */
  dbPool?: ReadPoolStats;
}

/** The metrics of one service app; see `createServiceApp`, which mounts them. */
export function createServiceMetrics(options: ServiceMetricsOptions): ServiceMetrics {
  const { service, token, dbPool } = options;
  const { registry, record } = requestMetrics({
    service,
    prefix: 'http',
    by: 'route',
    what: 'route template',
    buckets: durationBuckets,
  });
  const uploadBytes = new Counter({
    name: 'upload_bytes_total',
    help: 'Bytes of uploaded files received in multipart/form-data bodies',
    registers: [registry],
  });
  const rateLimitHits = new Counter({
    name: 'rate_limit_hits_total',
    help: 'Requests refused with 429 by a rate limit, by limiter',
    labelNames: ['limiter'],
    registers: [registry],
  });
  new Gauge({
    name: 'db_pool_connections',
    help: 'Database pool connections by state (used, free, pending acquires), read at scrape time',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      this.reset();
      const stats = dbPool?.();
      if (!stats) return;
      this.set({ state: 'used' }, stats.used);
      this.set({ state: 'free' }, stats.free);
      this.set({ state: 'pending' }, stats.pending);
    },
  });

  return {
    registry,
    countUploadBytes: (bytes) => {
      if (bytes > 0) uploadBytes.inc(bytes);
    },
    countRateLimitHit: (limiter) => rateLimitHits.inc({ limiter }),
    async requests(ctx, next) {
      const started = process.hrtime.bigint();
      try {
        await next();
      } finally {
        const matched = (ctx as { _matchedRoute?: string | RegExp })._matchedRoute;
        const labels = {
          method: methodLabel(ctx.method),
          route: matched === undefined ? unmatchedRoute : String(matched),
          status: String(ctx.status),
        };
        record(labels, started);
        const limiter = ctx.state.rateLimiter;
        if (limiter && ctx.status === 429) rateLimitHits.inc({ limiter });
      }
    },
    async endpoint(ctx) {
      // The gateway never forwards /metrics; should a route ever do so, the answer is still "no such page".
      if (ctx.state.viaGateway) throw new HttpError(404, messages.notFound);
      if (token && !hasMetricsToken(ctx, token)) {
        throw new HttpError(401, messages.loginRequired, { headers: { 'WWW-Authenticate': 'Bearer' } });
      }
      ctx.type = metricsContentType;
      ctx.body = await scrape(registry);
    },
  };
}
