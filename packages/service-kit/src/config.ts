import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { type ServiceName, serviceLocations } from '@young-minds/contracts';
import { type LogLevel, resolveLogLevel } from './logging';
import { type TokenService, createTokenService, sessionTtlSeconds } from './tokens';

export interface ServiceConfig {
  service: ServiceName;
  port: number;
  /** Where the service listens; 127.0.0.1 unless HOST says otherwise (only the gateway should face users). */
  host: string;
  /** Absolute; holds secrets/ (and the SQLite file and media, for the services that use them). */
  dataDir: string;
  logLevel: LogLevel;
  jwtIssuer: string;
  jwtAudience: string;
}

/** Issuer and audience of our session tokens: one platform, one audience for every service. */
export const jwtIssuer = 'young-minds';
export const jwtAudience = 'young-minds';

/**
 * The workspace root (the folder holding pnpm-workspace.yaml) above `from`, or `from` itself when there is
 * none (a service deployed alone). pnpm runs a package's scripts in the package's folder, so every service
 * must resolve a relative DATA_DIR from the same place to share one data folder (and one JWT secret).
 */
export function findRepoRoot(from: string = process.cwd()): string {
  let dir = resolve(from);
  for (;;) {
    if (existsSync(join(dir, 'pnpm-workspace.yaml'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) return resolve(from);
    dir = parent;
  }
}

export function resolveDataDir(env: NodeJS.ProcessEnv = process.env, cwd: string = process.cwd()): string {
  const value = env.DATA_DIR?.trim() || '.data';
  return isAbsolute(value) ? value : resolve(findRepoRoot(cwd), value);
}

function parsePort(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`${name} must be a port number (got "${value}").`);
  return port;
}

/** A service's settings from the environment, with safe defaults for a laptop. */
export function serviceConfig(service: ServiceName, env: NodeJS.ProcessEnv = process.env): ServiceConfig {
  const location = serviceLocations[service];
  return {
    service,
    port: parsePort(env[location.portEnv], location.portEnv, location.defaultPort),
    host: env.HOST?.trim() || '127.0.0.1',
    dataDir: resolveDataDir(env),
    logLevel: resolveLogLevel(env),
    jwtIssuer,
    jwtAudience,
  };
}

export interface ResolveSecretOptions {
  env?: NodeJS.ProcessEnv;
  dataDir: string;
  /** File name under `<dataDir>/secrets/`, e.g. 'jwt'. */
  name: string;
  /** Environment variable that wins when set, e.g. 'JWT_SECRET'. */
  envVar: string;
}

const minSecretLength = 32;

/**
 * A secret from `envVar` when set; otherwise from `<dataDir>/secrets/<name>`, created on first use with
 * 48 random bytes (base64url) and mode 0600. Several services start at once and must agree on one value:
 * the file is written under a temp name and then hard-linked into place, which fails if another process
 * got there first; the loser then reads the winner's complete file (never a half-written one).
 */
export async function resolveSecret(options: ResolveSecretOptions): Promise<string> {
  const { env = process.env, dataDir, name, envVar } = options;
  const fromEnv = env[envVar]?.trim();
  if (fromEnv) {
    if (fromEnv.length < minSecretLength) throw new Error(`${envVar} must be at least ${minSecretLength} characters.`);
    return fromEnv;
  }
  if (!/^[A-Za-z0-9._-]+$/.test(name) || name.startsWith('.')) throw new Error(`Bad secret name "${name}".`);

  const dir = join(dataDir, 'secrets');
  const file = join(dir, name);
  const existing = await readSecretFile(file);
  if (existing !== undefined) return existing;

  await mkdir(dir, { recursive: true, mode: 0o700 });
  const value = randomBytes(48).toString('base64url');
  const temp = join(dir, `.${name}.${process.pid}.${randomUUID()}.tmp`);
  await writeFile(temp, value + '\n', { flag: 'wx', mode: 0o600 });
  try {
    await link(temp, file);
    return value;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    const winner = await readSecretFile(file);
    if (winner === undefined) throw new Error(`Could not read ${file}.`);
    return winner;
  } finally {
    await unlink(temp).catch(() => undefined);
  }
}

async function readSecretFile(file: string): Promise<string | undefined> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
  const value = text.trim();
  // Never run with a weak key because a file was truncated or edited by hand.
  if (value.length < minSecretLength) throw new Error(`${file} holds no usable secret: delete it to make a new one.`);
  return value;
}

/** The bytes of a secret string, as `createTokenService` wants them. */
export function secretKey(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

/**
 * The token service every service uses: the key from JWT_SECRET, else `<dataDir>/secrets/jwt-secret` (made
 * once and shared by every process on the data directory), our issuer and audience, the session lifetime.
 */
export async function sessionTokens(
  config: ServiceConfig,
  env: NodeJS.ProcessEnv = process.env,
): Promise<TokenService> {
  const secret = await resolveSecret({ env, dataDir: config.dataDir, name: 'jwt-secret', envVar: 'JWT_SECRET' });
  return createTokenService({
    secret: secretKey(secret),
    issuer: config.jwtIssuer,
    audience: config.jwtAudience,
    ttlSeconds: sessionTtlSeconds,
  });
}

const redisPrefixPattern = /^[A-Za-z0-9:._-]{1,100}$/;

/**
 * The start of every Redis key and channel of this installation (rate limits, upload counters, the session
 * cache's channel), so two installations sharing one Redis share nothing: `REDIS_PREFIX` when set, else one
 * derived from the database every process of the installation uses — `ym:<database name>` for MySQL/MariaDB,
 * `ym:sqlite-<hash of the file's path>` for SQLite (the embedded default, one file per data directory).
 */
export function redisPrefix(env: NodeJS.ProcessEnv, databaseUrl: string): string {
  const configured = env.REDIS_PREFIX?.trim();
  if (configured) {
    if (!redisPrefixPattern.test(configured))
      throw new Error(`REDIS_PREFIX may hold letters, digits and : . _ - only (it is '${configured}').`);
    return configured;
  }
  if (/^(mysql|mariadb):\/\//.test(databaseUrl)) {
    const name = decodeURIComponent(new URL(databaseUrl).pathname.replace(/^\//, ''));
    const safe = name.replace(/[^A-Za-z0-9._-]/g, '_');
    if (safe) return `ym:${safe}`;
  }
  const digest = createHash('sha256')
    .update(resolve(databaseUrl.replace(/^sqlite:/, '')))
    .digest('hex');
  return `ym:sqlite-${digest.slice(0, 12)}`;
}
