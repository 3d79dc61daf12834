import path from 'node:path';
import { serviceLocations, serviceNames, type ServiceName } from '@young-minds/contracts';
import { resolveDataDir } from '@young-minds/service-kit';

/** The folder that holds `shell/`, the `mfe-<area>` folders and `.data/` (three levels above this file). */
export const repoRoot = path.resolve(__dirname, '..', '..', '..');

export interface GatewayConfig {
  /**
   * Base URL of each instance of each service, e.g. `[http://127.0.0.1:4001]` (a path prefix is kept): `*_URLS`
   * (several, comma-separated), else `*_URL`, else 127.0.0.1 at `*_PORT`. Never empty.
   */
  services: Record<ServiceName, URL[]>;
  /** The services that must answer `/health` for the gateway to report `ok`. */
  expectedServices: readonly ServiceName[];
  /** Absolute data directory (`DATA_DIR`, default `.data`); `<dataDir>/remotes.json` overrides the default remotes. */
  dataDir: string;
  /**
   * The content service's media folder (`<dataDir>/media`), whose files the gateway serves itself (private ones for a valid signed link);
   * undefined with `MEDIA_FROM_DISK=0` (the content service on another host) or `STORAGE=s3` (media in a bucket):
   * then every `/media` request is proxied to the content service.
   */
  mediaRoot?: string;
  /**
   * `MEDIA_ACCEL_REDIRECT`: the internal location (`/protected-media/`) at which nginx in front of the gateway
   * serves the media folder; the gateway checks each `/media` request and hands the file to nginx with
   * `X-Accel-Redirect` instead of sending its bytes (services/gateway/src/media.ts). Unset: the gateway sends them.
   */
  mediaAccelRedirect?: string;
  /** `REMOTES_FILE`: an explicit remotes file; wins over `<dataDir>/remotes.json`. */
  remotesFile?: string;
  /** Where `shell/dist` and `mfe-<area>/dist` are looked up. */
  staticRoot: string;
  /** How long an upstream connection may stay silent before the gateway answers 504. */
  upstreamTimeoutMs: number;
  /** How long each service's `/health` may take inside the gateway's `/health`. */
  healthTimeoutMs: number;
  /** `HEALTH_CHECK_INTERVAL_MS`: how often each instance of a service that has several is checked. */
  healthCheckIntervalMs: number;
  /** `UPSTREAM_CONNECT_TIMEOUT_MS`: a connection to an instance not made within this counts as a failed instance. */
  connectTimeoutMs: number;
  /**
   * `TRUST_PROXY`: how many proxies of ours stand in front of the gateway (0 by default: the gateway is the edge).
   * The client's address is the X-Forwarded-For entry that many hops from the right; X-Forwarded-Proto/Host are
   * kept only when it is above 0.
   */
  trustProxy: number;
  /** Shared with the services (`resolveGatewaySecret`): proves to them that the client address comes from us. */
  gatewaySecret: string;
  /** Server timeouts towards clients (see `serverTimeouts`). */
  timeouts: ServerTimeouts;
}

/** What bounds how long a client may hold a connection of the gateway. */
export interface ServerTimeouts {
  /** `HEADERS_TIMEOUT_MS`: the whole request head must arrive within this (slowloris). */
  headersTimeoutMs: number;
  /** `REQUEST_TIMEOUT_MS`: the whole request, body included, must arrive within this (a 1 GB upload on a slow line fits). */
  requestTimeoutMs: number;
  /** `IDLE_TIMEOUT_MS`: a connection on which no byte moves either way for this long is closed. */
  idleTimeoutMs: number;
  /** `KEEP_ALIVE_TIMEOUT_MS`: how long an idle keep-alive connection waits for the client's next request. */
  keepAliveTimeoutMs: number;
}

/** Everything but the secret, which `index.ts` reads from DATA_DIR (async) before the gateway starts. */
export type GatewaySettings = Omit<GatewayConfig, 'gatewaySecret'>;

type Env = Record<string, string | undefined>;

function positiveInt(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer, got "${raw}"`);
  return value;
}

function parseServiceList(raw: string | undefined): ServiceName[] {
  if (raw === undefined || raw.trim() === '') return [...serviceNames];
  const names = raw
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  for (const name of names) {
    if (!(serviceNames as readonly string[]).includes(name)) {
      throw new Error(`SERVICES lists "${name}", which is not one of: ${serviceNames.join(', ')}`);
    }
  }
  return names as ServiceName[];
}

/** `TRUST_PROXY`: a number of hops; `true`/`false` (the old switch) mean 1/0. Anything else stops the start. */
function parseTrustProxy(raw: string | undefined): number {
  const value = raw?.trim().toLowerCase() ?? '';
  if (value === '' || value === 'false') return 0;
  if (value === 'true') return 1;
  if (/^\d{1,2}$/.test(value)) return Number(value);
  throw new Error(`TRUST_PROXY must be the number of proxies in front of the gateway (0, 1, 2…), got "${raw}"`);
}

function parseTimeouts(env: Env): ServerTimeouts {
  const timeouts = {
    headersTimeoutMs: positiveInt(env, 'HEADERS_TIMEOUT_MS', 20_000),
    // 1 GiB at 4 Mbit/s takes ~36 minutes: an hour leaves room, and still ends a trickle that never finishes.
    requestTimeoutMs: positiveInt(env, 'REQUEST_TIMEOUT_MS', 60 * 60_000),
    // Above UPSTREAM_TIMEOUT_MS' default, so a client waiting on a slow service is not cut first.
    idleTimeoutMs: positiveInt(env, 'IDLE_TIMEOUT_MS', 120_000),
    keepAliveTimeoutMs: positiveInt(env, 'KEEP_ALIVE_TIMEOUT_MS', 5_000),
  };
  if (timeouts.headersTimeoutMs > timeouts.requestTimeoutMs) {
    throw new Error('HEADERS_TIMEOUT_MS must not be larger than REQUEST_TIMEOUT_MS');
  }
  return timeouts;
}

/**
 * Whether the content service's media folder is on this disk: not with `MEDIA_FROM_DISK=0`, nor with `STORAGE=s3`
 * (the files are in a bucket; the content service streams them, and only it can check children's signed links).
 */
function servesMediaFromDisk(env: Env): boolean {
  return env.MEDIA_FROM_DISK?.trim() !== '0' && env.STORAGE?.trim().toLowerCase() !== 's3';
}

/** `MEDIA_ACCEL_REDIRECT`: a location of nginx's own, `/…/`; only with the media folder on this disk. */
function parseAccelRedirect(env: Env): string | undefined {
  const value = env.MEDIA_ACCEL_REDIRECT?.trim();
  if (!value) return undefined;
  if (!/^\/([A-Za-z0-9_~-][A-Za-z0-9._~-]*\/)+$/.test(value)) {
    throw new Error(`MEDIA_ACCEL_REDIRECT must be an nginx location like /protected-media/, got "${value}"`);
  }
  if (!servesMediaFromDisk(env)) {
    throw new Error(
      'MEDIA_ACCEL_REDIRECT needs the media folder on this disk (not with MEDIA_FROM_DISK=0 or STORAGE=s3).',
    );
  }
  return value;
}

/** One base URL of a service; `variable` names where it came from, for the error message. */
function parseServiceUrl(raw: string, variable: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${variable} is not a URL: "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`${variable} must be an http:// or https:// URL, got "${raw}"`);
  }
  return url;
}

/**
 * Every instance of one service. `AUTH_URLS` (comma-separated) wins over `AUTH_URL` when both are set: `pnpm start`
 * always sets the singular one for its own processes, so an operator's plural list must not be refused for it.
 */
function parseServiceUrls(env: Env, name: ServiceName): URL[] {
  const location = serviceLocations[name];
  const listEnv = `${location.urlEnv}S`;
  const list = env[listEnv];
  if (list !== undefined && list.trim() !== '') {
    const entries = list.split(',').map((entry) => entry.trim());
    if (entries.some((entry) => entry === '')) {
      throw new Error(`${listEnv} has an empty entry: "${list}" (comma-separated base URLs expected)`);
    }
    const urls = entries.map((entry) => parseServiceUrl(entry, listEnv));
    const seen = new Set<string>();
    for (const url of urls) {
      if (seen.has(url.href)) throw new Error(`${listEnv} lists ${url.href} twice`);
      seen.add(url.href);
    }
    return urls;
  }
  const port = env[location.portEnv] || String(location.defaultPort);
  return [parseServiceUrl(env[location.urlEnv] || `http://127.0.0.1:${port}`, location.urlEnv)];
}

/** Reads the gateway's configuration from the environment; every value has a safe default. */
export function loadConfig(env: Env = process.env): GatewaySettings {
  const services = Object.fromEntries(serviceNames.map((name) => [name, parseServiceUrls(env, name)])) as Record<
    ServiceName,
    URL[]
  >;
  // The kit's rule, shared by every service: a relative DATA_DIR is taken from the workspace root.
  const dataDir = resolveDataDir(env);
  return {
    services,
    expectedServices: parseServiceList(env.SERVICES),
    dataDir,
    mediaRoot: servesMediaFromDisk(env) ? path.join(dataDir, 'media') : undefined,
    mediaAccelRedirect: parseAccelRedirect(env),
    remotesFile: env.REMOTES_FILE ? path.resolve(env.REMOTES_FILE) : undefined,
    staticRoot: path.resolve(env.STATIC_ROOT || repoRoot),
    upstreamTimeoutMs: positiveInt(env, 'UPSTREAM_TIMEOUT_MS', 60_000),
    healthTimeoutMs: positiveInt(env, 'HEALTH_TIMEOUT_MS', 2_000),
    healthCheckIntervalMs: positiveInt(env, 'HEALTH_CHECK_INTERVAL_MS', 2_000),
    connectTimeoutMs: positiveInt(env, 'UPSTREAM_CONNECT_TIMEOUT_MS', 2_000),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    timeouts: parseTimeouts(env),
  };
}
