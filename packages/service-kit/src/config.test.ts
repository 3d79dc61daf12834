import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import {
  findRepoRoot,
  redisPrefix,
  resolveDataDir,
  resolveSecret,
  secretKey,
  serviceConfig,
  sessionTokens,
} from './config';
import { sessionTtlSeconds } from './tokens';

const run = promisify(execFile);
const packageDir = resolve(__dirname, '..');
const repoRoot = resolve(packageDir, '../..');

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'kit-config-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

describe('resolveSecret', () => {
  const options = () => ({ env: {}, dataDir, name: 'jwt', envVar: 'JWT_SECRET' });

  test('the environment wins when set', async () => {
    const value = 'e'.repeat(40);
    expect(await resolveSecret({ ...options(), env: { JWT_SECRET: value } })).toBe(value);
    expect(readdirSync(dataDir)).toEqual([]);
  });

  test('a short secret in the environment is refused', async () => {
    await expect(resolveSecret({ ...options(), env: { JWT_SECRET: 'short' } })).rejects.toThrow(/at least 32/);
  });

  test('the file is created once (48 random bytes, base64url, mode 0600) and read back after', async () => {
    const first = await resolveSecret(options());
    expect(first).toMatch(/^[A-Za-z0-9_-]{64}$/);
    const file = join(dataDir, 'secrets', 'jwt');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(join(dataDir, 'secrets')).mode & 0o777).toBe(0o700);
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(await resolveSecret(options())).toBe(first);
    expect(readdirSync(join(dataDir, 'secrets'))).toEqual(['jwt']);
  });

  test('different names give different secrets', async () => {
    const jwt = await resolveSecret(options());
    const other = await resolveSecret({ ...options(), name: 'cookies' });
    expect(other).not.toBe(jwt);
  });

  test('concurrent calls agree on one value and leave no temp files', async () => {
    const values = await Promise.all(Array.from({ length: 20 }, () => resolveSecret(options())));
    expect(new Set(values).size).toBe(1);
    expect(readdirSync(join(dataDir, 'secrets'))).toEqual(['jwt']);
  });

  test('concurrent processes agree on one value', async () => {
    const script = `require('./src/config.ts').resolveSecret({ env: {}, dataDir: ${JSON.stringify(dataDir)}, name: 'jwt', envVar: 'NONE' }).then((v) => process.stdout.write(v))`;
    const outputs = await Promise.all(
      Array.from({ length: 4 }, () => run(process.execPath, ['--import', 'tsx', '-e', script], { cwd: packageDir })),
    );
    const values = outputs.map((output) => output.stdout);
    expect(values[0]).toMatch(/^[A-Za-z0-9_-]{64}$/);
    expect(new Set(values).size).toBe(1);
    expect(readdirSync(join(dataDir, 'secrets'))).toEqual(['jwt']);
  });

  test('a truncated secret file is refused rather than used', async () => {
    mkdirSync(join(dataDir, 'secrets'));
    writeFileSync(join(dataDir, 'secrets', 'jwt'), 'abc');
    await expect(resolveSecret(options())).rejects.toThrow(/no usable secret/);
  });

  test('a name that could escape the folder is refused', async () => {
    await expect(resolveSecret({ ...options(), name: '../jwt' })).rejects.toThrow(/Bad secret name/);
  });

  test('secretKey gives the bytes of the string', () => {
    expect(secretKey('abc')).toEqual(new Uint8Array([97, 98, 99]));
  });
});

describe('serviceConfig', () => {
  test('defaults: the service port, loopback, <repo>/.data, silent under jest, our issuer and audience', () => {
    expect(serviceConfig('auth', { JEST_WORKER_ID: '1' })).toEqual({
      service: 'auth',
      port: 4001,
      host: '127.0.0.1',
      dataDir: join(findRepoRoot(), '.data'),
      logLevel: 'silent',
      jwtIssuer: 'young-minds',
      jwtAudience: 'young-minds',
    });
    expect(serviceConfig('subscriptions', {}).port).toBe(4003);
    expect(serviceConfig('content', {}).logLevel).toBe('info');
  });

  test('environment overrides', () => {
    const config = serviceConfig('content', {
      CONTENT_PORT: '5002',
      HOST: '0.0.0.0',
      DATA_DIR: '/srv/ym',
      LOG_LEVEL: 'debug',
    });
    expect(config).toMatchObject({ port: 5002, host: '0.0.0.0', dataDir: '/srv/ym', logLevel: 'debug' });
  });

  test('bad values fail at start', () => {
    expect(() => serviceConfig('auth', { AUTH_PORT: 'eighty' })).toThrow(/AUTH_PORT/);
    expect(() => serviceConfig('auth', { AUTH_PORT: '70000' })).toThrow(/AUTH_PORT/);
    expect(() => serviceConfig('auth', { LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
  });

  test('a relative DATA_DIR is resolved from the workspace root, whatever the cwd', () => {
    expect(findRepoRoot(join(repoRoot, 'packages', 'service-kit', 'src'))).toBe(repoRoot);
    expect(resolveDataDir({ DATA_DIR: 'var/data' }, join(repoRoot, 'services'))).toBe(join(repoRoot, 'var', 'data'));
    expect(resolveDataDir({}, packageDir)).toBe(join(repoRoot, '.data'));
    // Outside a workspace (a service deployed alone) the cwd is the base.
    expect(resolveDataDir({}, dataDir)).toBe(join(dataDir, '.data'));
  });
});

describe('sessionTokens', () => {
  it('when two services share a data directory, then a token one signs verifies in the other', async () => {
    const sharedDir = mkdtempSync(join(tmpdir(), 'ym-session-tokens-'));
    const env = {} as NodeJS.ProcessEnv;
    const auth = await sessionTokens({ ...serviceConfig('auth', { DATA_DIR: sharedDir }), dataDir: sharedDir }, env);
    const content = await sessionTokens(
      { ...serviceConfig('content', { DATA_DIR: sharedDir }), dataDir: sharedDir },
      env,
    );
    const token = await auth.sign({ sub: 7, role: 'parent', ver: 0 });
    await expect(content.verify(token)).resolves.toMatchObject({ sub: 7, role: 'parent' });
    expect(content.ttlSeconds).toBe(sessionTtlSeconds);
    rmSync(sharedDir, { recursive: true, force: true });
  });
});

describe('redisPrefix (issue 29, item 12)', () => {
  it('when REDIS_PREFIX is set, then it is the prefix; a prefix with other characters is refused', () => {
    expect(redisPrefix({ REDIS_PREFIX: ' school-a ' }, 'mysql://u@db/x')).toBe('school-a');
    expect(() => redisPrefix({ REDIS_PREFIX: 'two words' }, 'mysql://u@db/x')).toThrow(/REDIS_PREFIX/);
  });

  it("when it is not set, then it comes from the database's name, or from the SQLite file's path", () => {
    expect(redisPrefix({}, 'mysql://u:p@db:3306/young_minds')).toBe('ym:young_minds');
    expect(redisPrefix({}, 'mariadb://u@db/school%20b')).toBe('ym:school_b');
    const one = redisPrefix({}, 'sqlite:/srv/one/young-minds.sqlite');
    expect(one).toMatch(/^ym:sqlite-[0-9a-f]{12}$/);
    expect(redisPrefix({ REDIS_PREFIX: '' }, 'sqlite:/srv/one/young-minds.sqlite')).toBe(one);
    expect(redisPrefix({}, 'sqlite:/srv/two/young-minds.sqlite')).not.toBe(one);
  });
});
