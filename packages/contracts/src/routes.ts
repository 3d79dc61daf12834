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
 * is auth's, `/api/admin/stats` content's), `/api/child` the child area's (`/api/child/avatar` is auth's,
 * `/api/child/overview` content's), and one child of the parent's (`/api/parent/children/:id/handoff` is auth's,
 * `/api/parent/children/:id/hifz` content's), so ownership below them is decided one segment deeper. An area's own
 * parameter (`:id`) matches any one segment of a request path.
 */
const sharedAreas = ['/api/admin', '/api/child', '/api/parent/children/:id'] as const;

const segmentsOf = (path: string) => path.split('/').filter((segment) => segment !== '');

/**
 * The prefix a path's owner owns: `/api/<resource>`, or one segment below a shared area.
 * `/api/videos/:id` → `/api/videos`; `/api/admin/children/:id` → `/api/admin/children`;
 * `/api/parent/children/:id/hifz` → itself; `/api/parent/children/:id` → `/api/parent`.
 */
export function ownershipPrefix(path: string): string {
  const segments = segmentsOf(path);
  const area = sharedAreas.find((shared) => path === shared || path.startsWith(`${shared}/`));
  const areaDepth = area ? segmentsOf(area).length : 1;
  // The exact path of an area with a parameter is a resource of the area above (`/api/parent/children/:id`).
  const below = area && area.includes(':') && path === area ? undefined : area;
  const depth = below ? areaDepth + 1 : 2;
  const prefix = segments.slice(0, depth);
  const fixedFrom = below ? areaDepth : 0;
  const ownSegments = prefix.map((segment, index) => (index < fixedFrom ? '' : segment));
  if (prefix.length < depth || ownSegments.some((segment) => segment.startsWith(':'))) {
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

/** Who owns what: one row per prefix, from every endpoint and the routes that are not endpoints. */
export const routeTable: readonly RouteOwnership[] = deriveRouteTable(allEndpoints, nonEndpointRoutes);

/**
 * Most segments win, then the longest prefix, so `/api/admin/stats` (content) beats a shorter `/api/admin` if one is
 * ever added, and `/api/parent/children/:id/hifz` (content) beats `/api/parent` (auth).
 */
const byLongestPrefix = [...routeTable]
  .map((route) => ({ ...route, segments: segmentsOf(route.prefix) }))
  .sort((a, b) => b.segments.length - a.segments.length || b.prefix.length - a.prefix.length);

/** Whether a path's segments are the prefix's or lie below it; a `:param` segment of the prefix matches any one. */
function underPrefix(segments: readonly string[], prefix: readonly string[]): boolean {
  if (segments.length < prefix.length) return false;
  return prefix.every((segment, index) =>
    segment.startsWith(':') ? (segments[index] ?? '') !== '' : segments[index] === segment,
  );
}

/**
 * The service that owns a request path, or undefined when no service does. Matching is case-sensitive. The gateway
 * asks on every request: the path is split once, then held against each prefix.
 */
export function serviceForPath(path: string): ServiceName | undefined {
  const beforeQuery = path.split('?')[0] ?? '';
  if (!beforeQuery.startsWith('/')) return undefined;
  const segments = segmentsOf(beforeQuery);
  return byLongestPrefix.find((route) => underPrefix(segments, route.segments))?.service;
}
