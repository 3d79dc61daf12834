import path from 'node:path';
import { serviceLocations, serviceNames, type ServiceName } from '@young-minds/contracts';
import { resolveDataDir } from '@young-minds/service-kit';

/** The folder that holds `shell/`, the `mfe-<area>` folders and `.data/` (three levels above this file). */
export const repoRoot = path.resolve(__dirname, '..', '..', '..');

export interface GatewayConfig {
  /** Base URL of each service, e.g. `http://127.0.0.1:4001` (a path prefix is kept). */
  services: Record<ServiceName, URL>;
  /** The services that must answer `/health` for the gateway to report `ok`. */
  expectedServices: readonly ServiceName[];
  /** Absolute data directory (`DATA_DIR`, default `.data`); `<dataDir>/remotes.json` overrides the default remotes. */
  dataDir: string;
  /** `REMOTES_FILE`: an explicit remotes file; wins over `<dataDir>/remotes.json`. */
  remotesFile?: string;
  /** Where `shell/dist` and `mfe-<area>/dist` are looked up. */
  staticRoot: string;
  /** How long an upstream connection may stay silent before the gateway answers 504. */
  upstreamTimeoutMs: number;
  /** How long each service's `/health` may take inside the gateway's `/health`. */
  healthTimeoutMs: number;
  /**
   * Trust `X-Forwarded-*` from the client (only behind another proxy). Off by default: the gateway is the
   * edge, so it replaces those headers instead of appending to what a client claims.
   */
  trustProxy: boolean;
}

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

/** Reads the gateway's configuration from the environment; every value has a safe default. */
export function loadConfig(env: Env = process.env): GatewayConfig {
  const services = {} as Record<ServiceName, URL>;
  for (const name of serviceNames) {
    const location = serviceLocations[name];
    const port = env[location.portEnv] || String(location.defaultPort);
    const raw = env[location.urlEnv] || `http://127.0.0.1:${port}`;
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      throw new Error(`${location.urlEnv} is not a URL: "${raw}"`);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      throw new Error(`${location.urlEnv} must be an http:// or https:// URL, got "${raw}"`);
    }
    services[name] = url;
  }
  return {
    services,
    expectedServices: parseServiceList(env.SERVICES),
    // The kit's rule, shared by every service: a relative DATA_DIR is taken from the workspace root.
    dataDir: resolveDataDir(env as NodeJS.ProcessEnv),
    remotesFile: env.REMOTES_FILE ? path.resolve(env.REMOTES_FILE) : undefined,
    staticRoot: path.resolve(env.STATIC_ROOT || repoRoot),
    upstreamTimeoutMs: positiveInt(env, 'UPSTREAM_TIMEOUT_MS', 60_000),
    healthTimeoutMs: positiveInt(env, 'HEALTH_TIMEOUT_MS', 2_000),
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
  };
}
