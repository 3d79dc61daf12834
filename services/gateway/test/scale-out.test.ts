/**
 * Scale-out: two instances of every service behind one gateway, as a cluster runs them — the compiled programs on
 * their own ports, one DATA_DIR (so one JWT and gateway secret), MariaDB, Redis (its own logical database here)
 * and an S3 bucket (s3rver). Proves that any instance serves what another one did: sessions, their end, uploads,
 * rate limits; and that the gateway rides out an instance killed under load.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type TestDatabase, createTestDatabase } from '../../../packages/db/src/testing';
import { isCi, mariadbUrlEnv } from '../../../packages/db/src/testing/mariadb';
import { sampleFiles } from '../../../packages/service-kit/src/testing/files';
import { redisUrlEnv, testRedisDatabase } from '../../../packages/service-kit/src/testing/redis';
import { type TestS3, startTestS3 } from '../../content/src/media/s3-testing';
import platform from '../../../scripts/services.json';
import { freePorts } from './free-ports';

const repoRoot = path.resolve(__dirname, '..', '..', '..');
const adminEmail = 'admin@youngminds.local';
const adminPassword = 'scale-out-admin-pass';
const content = platform.services.find((service) => service.name === 'content')!;

// Both are there on CI (the jest globalSetup fails the run without them). A laptop without them runs one test
// instead, which fails on CI: the cluster is never quietly left out there.
const mariadbUrl = process.env[mariadbUrlEnv];
const redisUrl = process.env[redisUrlEnv];
const describeCluster: (name: string, suite: () => void) => void =
  mariadbUrl && redisUrl
    ? describe
    : (name) =>
        it(`${name}: needs MariaDB and Redis (MYSQL_URL, TEST_REDIS_URL), which CI always has`, () => {
          expect(isCi()).toBe(false);
        });

jest.setTimeout(120_000);

interface Instance {
  name: string;
  port: number;
  url: string;
  child: ChildProcess;
  exited: Promise<unknown>;
  output: () => string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `services/auth/src/index.ts` → its compiled program, as `pnpm start` runs it. */
const compiled = (entry: string) => entry.replace(/(^|\/)src\//, '$1dist/').replace(/\.ts$/, '.js');

/** Starts a program on `port`: a service reads it from its own variable (`AUTH_PORT`…), the gateway from PORT. */
function launch(name: string, entry: string, env: NodeJS.ProcessEnv, port: number, portEnv = 'PORT'): Instance {
  const child = spawn(process.execPath, [compiled(entry)], {
    cwd: repoRoot,
    env: { ...env, [portEnv]: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return { name, port, url: `http://127.0.0.1:${port}`, child, exited, output: () => output };
}

async function runToEnd(name: string, entry: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  const child = spawn(process.execPath, [compiled(entry), ...args], { cwd: repoRoot, env, stdio: 'pipe' });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`${name} exited with ${String(code)}:\n${output}`);
}

async function until(what: string, check: () => Promise<boolean>, timeoutMs: number, intervalMs = 100) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
    await sleep(intervalMs);
  }
}

async function waitHealthy(instance: Instance): Promise<void> {
  let gone = false;
  void instance.exited.then(() => (gone = true));
  await until(
    `${instance.name} answers /health`,
    async () => {
      if (gone) throw new Error(`${instance.name} exited:\n${instance.output()}`);
      return (await fetch(`${instance.url}/health`)).ok;
    },
    90_000,
    200,
  ).catch((error: Error) => {
    throw new Error(`${error.message}\n${instance.output()}`);
  });
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function postJson(base: string, pathname: string, body: unknown, token?: string) {
  const res = await fetch(`${base}${pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? bearer(token) : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json().catch(() => null)) as Record<string, unknown> | null };
}

describeCluster('two instances of every service behind one gateway', () => {
  let dataDir: string;
  let s3: TestS3;
  let database: TestDatabase | undefined;
  let redis: { url: string; clear: () => Promise<void> } | undefined;
  let env: NodeJS.ProcessEnv;
  const running: Instance[] = [];
  const instances: Record<string, Instance[]> = {};
  let gateway: Instance;

  beforeAll(async () => {
    await runToEnd('compiling the services', 'scripts/build-services.mjs', [], process.env);
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'ym-scale-'));
    s3 = await startTestS3();
    database = await createTestDatabase('mariadb', { migrate: false });
    redis = await testRedisDatabase(redisUrl!);
    env = { ...process.env };
    // As an operator runs them: no jest markers, no single-instance URLs.
    for (const name of ['JEST_WORKER_ID', 'NODE_ENV', 'JWT_SECRET', 'REMOTES_FILE', 'TRUST_PROXY', 'METRICS_TOKEN'])
      delete env[name];
    Object.assign(env, {
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      REDIS_URL: redis.url,
      STORAGE: 's3',
      S3_ENDPOINT: s3.options.endpoint,
      S3_BUCKET: s3.options.bucket,
      S3_ACCESS_KEY_ID: s3.options.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.options.secretAccessKey,
      S3_FORCE_PATH_STYLE: '1',
      ADMIN_PASSWORD: adminPassword,
      SKIP_MIGRATIONS: '1',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
    });
    // Migrations and demo content once, before any instance (pnpm start's order).
    await runToEnd('migrations', platform.migrate[0]!, platform.migrate.slice(1), env);
    await runToEnd('seed', platform.seed[0]!, platform.seed.slice(1), env);

    const ports = await freePorts(platform.services.length * 2 + 1);
    for (const [index, service] of platform.services.entries()) {
      instances[service.name] = [1, 2].map((n) => {
        const instance = launch(`${service.name} ${n}`, service.entry, env, ports[index * 2 + n - 1]!, service.portEnv);
        running.push(instance);
        return instance;
      });
    }
    await Promise.all(running.map(waitHealthy));
    const urls = Object.fromEntries(
      platform.services.map((service) => [
        `${service.urlEnv}S`,
        instances[service.name]!.map((instance) => instance.url).join(','),
      ]),
    );
    gateway = launch(
      'gateway',
      platform.gateway.entry, // info: its log says when an instance is taken out and put back.
      { ...env, ...urls, HEALTH_CHECK_INTERVAL_MS: '500', LOG_LEVEL: 'info' },
      ports.at(-1)!,
    );
    running.push(gateway);
    await waitHealthy(gateway);
  }, 180_000);

  afterAll(async () => {
    for (const instance of running) if (instance.child.exitCode === null) instance.child.kill('SIGKILL');
    await Promise.all(running.map((instance) => instance.exited));
    await s3?.close();
    await database?.drop();
    await redis?.clear();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  /** Base URL of instance `n` (1 or 2) of a service, read when called (a restarted instance replaces its entry). */
  const at = (service: string, n: number) => instances[service]![n - 1]!.url;
  const auth1 = () => at('auth', 1);
  const auth2 = () => at('auth', 2);
  const content1 = () => at('content', 1);
  const content2 = () => at('content', 2);

  it('when a parent signs in on one auth instance, then every instance serves the token, and a logout ends it everywhere at once', async () => {
    const registered = await postJson(auth1(), '/api/auth/register', {
      name: 'Scale Parent',
      phone: '+15550199',
      email: `scale-${Date.now()}@example.com`,
      password: 'scale-secret-1',
    });
    expect(registered.status).toBe(201);
    const token = registered.body!.token as string;
    const answers = async () =>
      Promise.all(
        [
          `${auth2()}/api/auth/me`,
          `${content1()}/api/progress/dashboard`,
          `${content2()}/api/progress/dashboard`,
          `${gateway.url}/api/progress/dashboard`,
        ].map(async (url) => (await fetch(url, { headers: bearer(token) })).status),
      );
    // Served (and so cached) everywhere before the logout.
    expect(await answers()).toEqual([200, 200, 200, 200]);

    expect((await postJson(auth1(), '/api/auth/logout', {}, token)).status).toBe(200);
    // The caches keep a session 2 s: refused well before that means the logout reached them through Redis.
    const started = Date.now();
    await until(
      'the token is refused by every instance',
      async () => (await answers()).every((s) => s === 401),
      600,
      50,
    );
    expect(Date.now() - started).toBeLessThan(600);
  });

  it('when the admin uploads a banner through one content instance, then the other streams it, ranges too', async () => {
    const login = await postJson(auth1(), '/api/auth/login', { email: adminEmail, password: adminPassword });
    expect(login.status).toBe(200);
    const banner = sampleFiles.jpeg(12 * 1024);
    const form = new FormData();
    form.set('title', `Scale-out ${Date.now()}`);
    form.set('description', 'Stored by one instance, read by another.');
    form.set('publish_date', '2026-01-01');
    form.set('banner_image', new Blob([banner], { type: 'image/jpeg' }), 'banner.jpg');
    const created = await fetch(`${content1()}/api/blogs`, {
      method: 'POST',
      headers: bearer(login.body!.token as string),
      body: form,
    });
    expect(created.status).toBe(201);
    const url = ((await created.json()) as { blog: { banner_image: string } }).blog.banner_image;
    expect(url).toMatch(/^\/media\/images\/.+\.jpg$/);

    const ranged = await fetch(`${content2()}${url}`, { headers: { range: 'bytes=100-1123' } });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get('content-range')).toBe(`bytes 100-1123/${banner.length}`);
    expect(Buffer.from(await ranged.arrayBuffer())).toEqual(banner.subarray(100, 1124));
    const whole = await fetch(`${gateway.url}${url}`);
    expect(whole.status).toBe(200);
    expect(Buffer.from(await whole.arrayBuffer())).toEqual(banner);
  });

  it('when failed logins alternate between the auth instances, then the limit counts them together', async () => {
    const attempt = { email: `guess-${Date.now()}@example.com`, password: 'not-the-password' };
    const statuses: number[] = [];
    // 10 failures per account and address in 15 minutes (auth app.ts); the 11th is refused, wherever it lands.
    for (let n = 0; n < 11; n += 1)
      statuses.push((await postJson(n % 2 === 0 ? auth1() : auth2(), '/api/auth/login', attempt)).status);
    expect(statuses).toEqual([...Array<number>(10).fill(401), 429]);
  });

  it('when a content instance is killed under load, then no read fails and it is taken out, then put back on restart', async () => {
    const login = await postJson(auth2(), '/api/auth/login', { email: adminEmail, password: adminPassword });
    const headers = bearer(login.body!.token as string);
    const lists = ['/api/videos', '/api/blogs', '/api/books', '/api/Category', '/api/videos?page=1&pageSize=5'];
    const videoId = (
      (await (await fetch(`${gateway.url}/api/videos`, { headers })).json()) as { data: { id: number }[] }
    ).data[0]!.id;
    const paths = [...lists, `/api/videos/${videoId}`];

    const contentHealth = async () => {
      const body = (await (await fetch(`${gateway.url}/health`)).json()) as {
        instances: { content: { status: string }[] };
      };
      return body.instances.content.map((instance) => instance.status);
    };

    const victim = instances.content![1]!;
    const takenOut = `"instance":"${victim.url}/","reason"`;
    const failures: string[] = [];
    let done = 0;
    let killedAt = 0;
    let seenDownAfterMs = -1;
    const total = 360;
    const loop = async (offset: number) => {
      while (done < total) {
        const pathname = paths[(done + offset) % paths.length]!;
        done += 1;
        const res = await fetch(`${gateway.url}${pathname}`, { headers });
        await res.arrayBuffer();
        if (res.status !== 200) failures.push(`${pathname}: ${res.status}`);
        if (done >= 120 && !killedAt) {
          killedAt = Date.now();
          victim.child.kill('SIGKILL');
        }
      }
    };
    const watch = async () => {
      while (!killedAt && done < total) await sleep(20);
      if (!killedAt) return;
      await until(
        'the gateway reports the killed instance',
        async () => (await contentHealth())[1] !== 'ok',
        2_000,
        50,
      );
      // Its /health asks every instance live; the rotation itself drops it on the first failed connection or check.
      await until(
        'the gateway takes it out of the rotation',
        async () => gateway.output().includes(takenOut),
        2_000,
        50,
      );
      seenDownAfterMs = Date.now() - killedAt;
    };
    await Promise.all([loop(0), loop(1), loop(2), loop(3), watch()]);
    expect({ done, failures }).toEqual({ done: total, failures: [] });
    expect(seenDownAfterMs).toBeGreaterThanOrEqual(0);
    expect(seenDownAfterMs).toBeLessThan(2_000);
    await victim.exited;

    // The same program on the same port: back in the gateway's rotation, and answering its share again.
    const restarted = launch(victim.name, content.entry, env, victim.port, content.portEnv);
    running.push(restarted);
    instances.content![1] = restarted;
    await waitHealthy(restarted);
    await until(
      'the gateway reports both content instances ok',
      async () => (await contentHealth()).every((s) => s === 'ok'),
      5_000,
    );
    await until('the gateway puts it back', async () => gateway.output().includes('upstream instance put back'), 5_000);
    // Round robin skips an instance only while it is out: after a check round, it gets every other request.
    await sleep(600);
    for (let n = 0; n < 20; n += 1) expect((await fetch(`${gateway.url}/api/blogs`, { headers })).status).toBe(200);
    const metrics = await (await fetch(`${restarted.url}/metrics`)).text();
    const served = metrics
      .split('\n')
      .filter((line) => line.startsWith('http_requests_total{') && line.includes('/api/blogs'))
      .reduce((sum, line) => sum + Number(line.split(' ').at(-1)), 0);
    expect(served).toBeGreaterThanOrEqual(5);
  });
});
