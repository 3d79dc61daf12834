import Koa, { type Middleware } from 'koa';
import { Router } from '@koa/router';
import type { z } from 'zod';
import { type Endpoint, serviceForPath, serviceNames } from '@young-minds/contracts';
import { type LoadPrincipal, authenticate, authorize } from './auth';
import { type BodyOptions, bodyParser, requireContentType, uploadConcurrency } from './body';
import { clientAddress } from './client-address';
import { describeError, errorHandler, notFoundHandler } from './error-handler';
import { anonymousEtag } from './etag';
import { type CheckDatabase, healthCheck } from './health';
import { type Logger, createLogger, requestId, requestLogger } from './logging';
import { type ReadPoolStats, type ServiceMetrics, createServiceMetrics, resolveMetricsToken } from './metrics';
import { type AnyEndpoint, type Handler, type KitState, type RouteOptions, endpointHandler } from './route';
import { noStore, securityHeaders } from './security';
import type { TokenService } from './tokens';

export interface ServiceAppOptions {
  /** Name in logs and /health; for auth, content and subscriptions also the owner checked on each route. */
  service: string;
  /** Used by /health. */
  checkDatabase: CheckDatabase;
  /** Needed as soon as one route is not public. */
  tokens?: TokenService;
  loadPrincipal?: LoadPrincipal;
  /** Default: a pino logger at `LOG_LEVEL` (silent under jest). */
  logger?: Logger;
  /** Largest JSON body; default '100kb'. */
  bodyLimit?: string | number;
  /** Uploads; off by default. Routes opt in with `{ multipart: true }`. */
  multipart?: BodyOptions['multipart'];
  /**
   * The secret shared with the gateway (`resolveGatewaySecret`): a request carrying it has its `ctx.ip` from the
   * gateway's X-Client-Address. Without it (or with a wrong one) `ctx.ip` is the socket's address, whatever
   * X-Forwarded-For says.
   */
  gatewaySecret?: string;
  /**
   * `GET /metrics` (Prometheus): `token` defaults to `METRICS_TOKEN` (unset: open, the service's port being
   * internal); `dbPool` feeds `db_pool_connections` (e.g. `sequelizePoolStats(db.sequelize)`).
   */
  metrics?: { token?: string; dbPool?: ReadPoolStats };
}

export interface ServiceApp {
  app: Koa<KitState>;
  /** For the rare raw route (media streaming); such routes get no validation or access check from the kit. */
  router: Router<KitState>;
  logger: Logger;
  /** This app's Prometheus metrics (served at `GET /metrics`). */
  metrics: ServiceMetrics;
  /**
   * Mounts `endpoint.method endpoint.path`: access check, body parsing, validation, handler, JSON answer.
   * The types come from the endpoint alone (NoInfer): the handler is checked against them, so a literal
   * like `is_active: on ? 1 : 0` keeps its literal type instead of widening to number.
   */
  route<B extends z.ZodType, Q extends z.ZodType, P extends z.ZodType, R extends z.ZodType>(
    endpoint: Endpoint<B, Q, P, R>,
    handler: NoInfer<Handler<B, Q, P, R>>,
    options?: RouteOptions,
  ): ServiceApp;
}

/** Lets startServer log with the app's own logger without being handed it. */
const appLoggers = new WeakMap<object, Logger>();
export function loggerOf(app: object): Logger | undefined {
  return appLoggers.get(app);
}

/**
 * The Koa app every service runs. Middleware, outermost first:
 * metrics → client address → request id → request log → security headers → error boundary → no-store → 404 → router
 * (/health, /metrics + routes).
 * The error boundary sits inside the headers, so error answers carry the security headers and request id too.
 */
export function createServiceApp(options: ServiceAppOptions): ServiceApp {
  const { service, checkDatabase, tokens, loadPrincipal } = options;
  const logger = options.logger ?? createLogger({ service });
  // X-Forwarded-* are never read: the caller's address comes from the gateway, vouched for by its secret.
  const app = new Koa<KitState>({ proxy: false });
  const router = new Router<KitState>();

  const metrics = createServiceMetrics({
    service,
    token: options.metrics?.token ?? resolveMetricsToken(),
    dbPool: options.metrics?.dbPool,
  });
  const onUploadBytes = metrics.countUploadBytes;

  const jsonBody = bodyParser({ limit: options.bodyLimit });
  const uploadBody = options.multipart
    ? bodyParser({ limit: options.bodyLimit, multipart: options.multipart, allowMultipart: true, onUploadBytes })
    : undefined;
  // One counter per app, shared by its upload routes: a caller's parallel uploads are counted together.
  const uploadSlots = options.multipart
    ? uploadConcurrency({
        max: options.multipart.maxConcurrentPerUser ?? 2,
        limiter: options.multipart.concurrency,
      })
    : undefined;

  // Outermost: every answer is counted, errors and 404s included.
  app.use(metrics.requests);
  // First: every later middleware (rate limits above all) keys on ctx.ip.
  app.use(clientAddress({ gatewaySecret: options.gatewaySecret }));
  app.use(requestId({ logger }));
  app.use(requestLogger());
  app.use(securityHeaders());
  app.use(errorHandler({ logger }));
  app.use(noStore());
  app.use(notFoundHandler());
  app.use(router.routes());

  router.get('/health', healthCheck({ service, checkDatabase }));
  router.get('/metrics', metrics.endpoint);

  // Errors the boundary cannot see (a response stream failing mid-way) still get one log line.
  app.on('error', (err: unknown) => logger.error({ err: describeError(err) }, 'unhandled error'));

  appLoggers.set(app, logger);

  const mounted = new Set<string>();
  const kit: ServiceApp = {
    app,
    router,
    logger,
    metrics,
    route(endpoint, handler, routeOptions = {}) {
      const key = `${endpoint.method} ${endpoint.path}`;
      assertRoutable(service, endpoint, mounted.has(key));
      const isPublic = endpoint.access.roles === 'public';
      if (!isPublic && !(tokens && loadPrincipal)) {
        throw new Error(`${endpoint.id} is protected: createServiceApp needs tokens and loadPrincipal.`);
      }
      if (routeOptions.multipart && !uploadBody) {
        throw new Error(`${endpoint.id} takes uploads: createServiceApp needs the multipart option.`);
      }

      const chain: Middleware[] = [
        authenticate({ tokens, loadPrincipal, lenient: isPublic }),
        authorize(endpoint.access),
      ];
      if (endpoint.body) {
        // Type check before parsing, and parsing after the access check: strangers' bodies are never read.
        chain.push(requireContentType({ multipart: Boolean(routeOptions.multipart) }));
        if (routeOptions.multipart && uploadSlots) chain.push(uploadSlots);
        chain.push(
          typeof routeOptions.multipart === 'object'
            ? bodyParser({
                limit: options.bodyLimit,
                multipart: options.multipart,
                allowMultipart: true,
                route: routeOptions.multipart,
                onUploadBytes,
              })
            : routeOptions.multipart && uploadBody
              ? uploadBody
              : jsonBody,
        );
      }
      if (isPublic && endpoint.method === 'GET') chain.push(anonymousEtag());
      chain.push(endpointHandler(endpoint, handler) as Middleware);
      router.register(endpoint.path, [endpoint.method], chain);
      mounted.add(key);
      return kit;
    },
  };
  return kit;
}

/** A service mounts only what the route table says it owns, and each call once. */
function assertRoutable(service: string, endpoint: AnyEndpoint, duplicate: boolean): void {
  const isDataService = (serviceNames as readonly string[]).includes(service);
  if (isDataService && endpoint.service !== service) {
    throw new Error(`${endpoint.id} belongs to the ${endpoint.service} service, not ${service}.`);
  }
  const owner = serviceForPath(endpoint.path);
  if (owner !== endpoint.service) {
    throw new Error(
      `${endpoint.path} is owned by ${owner ?? 'no service'} in the route table, not ${endpoint.service}.`,
    );
  }
  if (duplicate) throw new Error(`${endpoint.method} ${endpoint.path} is mounted twice.`);
}
