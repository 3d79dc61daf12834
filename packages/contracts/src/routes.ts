/**
 * The one route table: which service owns which URL prefix. The gateway proxies by it, and each service
 * checks at start that it mounts only paths it owns.
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

/** Longest prefix wins, so `/api/admin/stats` (content) beats a shorter `/api/admin` if one is ever added. */
export const routeTable: readonly RouteOwnership[] = [
  { prefix: '/api/auth', service: 'auth' },
  { prefix: '/api/admin/parents', service: 'auth' },
  { prefix: '/api/admin/children', service: 'auth' },
  { prefix: '/api/admin/profile', service: 'auth' },
  { prefix: '/api/parent', service: 'auth' },
  { prefix: '/api/videos', service: 'content' },
  { prefix: '/api/Category', service: 'content' },
  { prefix: '/api/quizzes', service: 'content' },
  { prefix: '/api/quiz-submissions', service: 'content' },
  { prefix: '/api/assignments', service: 'content' },
  { prefix: '/api/books', service: 'content' },
  { prefix: '/api/blogs', service: 'content' },
  { prefix: '/api/admin/stats', service: 'content' },
  { prefix: '/api/child', service: 'content' },
  { prefix: '/api/progress', service: 'content' },
  { prefix: '/media', service: 'content' },
  { prefix: '/api/plans', service: 'subscriptions' },
  { prefix: '/api/subscriptions', service: 'subscriptions' },
  { prefix: '/api/payments', service: 'subscriptions' },
  { prefix: '/api/admin/income', service: 'subscriptions' },
];

const byLongestPrefix = [...routeTable].sort((a, b) => b.prefix.length - a.prefix.length);

/** The service that owns a request path, or undefined when no service does. Matching is case-sensitive. */
export function serviceForPath(path: string): ServiceName | undefined {
  const match = byLongestPrefix.find(
    (route) => path === route.prefix || path.startsWith(route.prefix + '/') || path.startsWith(route.prefix + '?'),
  );
  return match?.service;
}
