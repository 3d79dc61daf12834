import type { Endpoint, HttpMethod } from './endpoint';
import { endpoints } from './endpoints';

/**
 * The one route table: which service owns which URL prefix. It is derived from the endpoints' paths; the
 * gateway proxies by it, and each service checks at start that it mounts only paths it owns.
 */
export const serviceNames = ['auth', 'content', 'subscriptions'] as const;
export type ServiceName = (typeof serviceNames)[number];

export interface ServiceLocation {
  /** Environment variable that overrides the base URL the gateway proxies to. */
  urlEnv: string;
  /** Environment variable that overrides the port the service listens on. */
  portEnv: string;
  defaultPort: number;
}

export const serviceLocations: Record<ServiceName, ServiceLocation> = {
  auth: { urlEnv: 'AUTH_URL', portEnv: 'AUTH_PORT', defaultPort: 4001 },
  content: { urlEnv: 'CONTENT_URL', portEnv: 'CONTENT_PORT', defaultPort: 4002 },
  subscriptions: { urlEnv: 'SUBSCRIPTIONS_URL', portEnv: 'SUBSCRIPTIONS_PORT', defaultPort: 4003 },
};

export interface RouteOwnership {
  /** A path prefix; it matches the prefix itself and anything below it (`/api/auth` matches `/api/auth/login`). */
  prefix: string;
  service: ServiceName;
}

// ---- Every endpoint ------------------------------------------------------------------------------------------

const httpMethods: readonly HttpMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** An endpoint made with `defineEndpoint`, recognised by its shape. */
export function isEndpoint(value: unknown): value is Endpoint {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<Record<keyof Endpoint, unknown>>;
  return (
    typeof candidate.id === 'string' &&
    typeof candidate.path === 'string' &&
    typeof candidate.summary === 'string' &&
    httpMethods.includes(candidate.method as HttpMethod) &&
    (serviceNames as readonly unknown[]).includes(candidate.service) &&
    typeof candidate.access === 'object' &&
    typeof (candidate.response as { safeParse?: unknown } | undefined)?.safeParse === 'function'
  );
}

/**
 * The endpoints among a module's exports: an exported endpoint, or the endpoints of an exported group
 * (`authEndpoints`, `videoEndpoints`, …). Groups that repeat others (`subscriptionServiceEndpoints`) are counted
 * once. Two different endpoints with one id, or with one method and path, throw.
 */
export function collectEndpoints(modules: readonly Record<string, unknown>[]): Endpoint[] {
  const found = new Set<Endpoint>();
  for (const exports of modules) {
    for (const value of Object.values(exports)) {
      if (isEndpoint(value)) found.add(value);
      else if (isPlainObject(value))
        for (const member of Object.values(value)) if (isEndpoint(member)) found.add(member);
    }
  }
  const byId = new Map<string, Endpoint>();
  const byRoute = new Map<string, Endpoint>();
  for (const endpoint of found) {
    const route = `${endpoint.method} ${endpoint.path}`;
    const sameId = byId.get(endpoint.id);
    if (sameId)
      throw new Error(`Two endpoints have the id ${endpoint.id} (${sameId.method} ${sameId.path} and ${route}).`);
    const sameRoute = byRoute.get(route);
    if (sameRoute) throw new Error(`${route} is defined twice (${sameRoute.id} and ${endpoint.id}).`);
    byId.set(endpoint.id, endpoint);
    byRoute.set(route, endpoint);
  }
  return [...found];
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** Every call of the API as one list (the `endpoints` groups), with no id or route defined twice. */
export const allEndpoints: readonly Endpoint[] = collectEndpoints([endpoints]);

// ---- Ownership -----------------------------------------------------------------------------------------------

/**
 * Areas that several services serve below: `/api/admin` holds each service's admin calls (`/api/admin/parents`
 * is auth's, `/api/admin/stats` content's), and `/api/child` the child area's (`/api/child/avatar` is auth's,
 * `/api/child/overview` content's), so ownership there is decided one segment deeper.
 */
const sharedAreas = ['/api/admin', '/api/child'] as const;

/**
 * The prefix a path's owner owns: `/api/<resource>`, or `/api/admin/<resource>` in the shared admin area.
 * `/api/videos/:id` → `/api/videos`; `/api/admin/children/:id` → `/api/admin/children`.
 */
export function ownershipPrefix(path: string): string {
  const segments = path.split('/').filter((segment) => segment !== '');
  const area = sharedAreas.find((shared) => path === shared || path.startsWith(`${shared}/`));
  const depth = area ? area.split('/').length : 2;
  const prefix = segments.slice(0, depth);
  if (prefix.length < depth || prefix.some((segment) => segment.startsWith(':'))) {
    throw new Error(`${path} is too short to tell which service owns it (a prefix needs ${depth} fixed segments).`);
  }
  return `/${prefix.join('/')}`;
}

/** Routes that are not endpoints of the contracts: the uploaded files, which the content service serves. */
export const nonEndpointRoutes: readonly RouteOwnership[] = [{ prefix: '/media', service: 'content' }];

/**
 * The table from the endpoints' paths plus `extra` routes, one row per prefix. Two services claiming one prefix
 * throw, naming both: ownership is never decided by which endpoint came first.
 */
export function deriveRouteTable(
  endpoints: readonly Pick<Endpoint, 'id' | 'path' | 'service'>[],
  extra: readonly RouteOwnership[] = [],
): RouteOwnership[] {
  const owners = new Map<string, { service: ServiceName; claimedBy: string }>();
  const claim = (prefix: string, service: ServiceName, claimedBy: string) => {
    const owner = owners.get(prefix);
    if (owner && owner.service !== service) {
      throw new Error(
        `Route table clash: ${prefix} is claimed by the ${owner.service} service (${owner.claimedBy}) and the ${service} service (${claimedBy}).`,
      );
    }
    if (!owner) owners.set(prefix, { service, claimedBy });
  };
  for (const endpoint of endpoints) claim(ownershipPrefix(endpoint.path), endpoint.service, endpoint.id);
  for (const route of extra) claim(route.prefix, route.service, `the route ${route.prefix}`);
  return [...owners].map(([prefix, { service }]) => ({ prefix, service }));
}

/** Longest prefix wins, so `/api/admin/stats` (content) beats a shorter `/api/admin` if one is ever added. */
export const routeTable: readonly RouteOwnership[] = deriveRouteTable(allEndpoints, nonEndpointRoutes);

const byLongestPrefix = [...routeTable].sort((a, b) => b.prefix.length - a.prefix.length);

/** The service that owns a request path, or undefined when no service does. Matching is case-sensitive. */
export function serviceForPath(path: string): ServiceName | undefined {
  const match = byLongestPrefix.find(
    (route) => path === route.prefix || path.startsWith(route.prefix + '/') || path.startsWith(route.prefix + '?'),
  );
  return match?.service;
}
