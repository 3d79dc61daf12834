/**
 * The README's start command as a user runs it: `node scripts/start.mjs` on an empty data directory, then again
 * on the same directory. Real processes, real ports, SQLite; nothing is mocked.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { authEndpoints, serviceLocations, serviceNames } from '@young-minds/contracts';
import platform from '../../../scripts/services.json';
import { freePorts } from './free-ports';

const repoRoot = path.resolve(__dirname, '..', '..', '..');
const adminEmail = 'admin@youngminds.local';
const parent = {
  name: 'Amina Rahman',
  phone: '+15550100',
  email: 'amina.parent@example.com',
  password: 'family-secret-1',
};

jest.setTimeout(300_000);

interface Running {
  child: ChildProcess;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Pids the command reported for its children. */
  pids: () => number[];
}

function isListening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(
  what: string,
  check: () => Promise<boolean> | boolean,
  timeoutMs: number,
  running?: Running,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > deadline)
      throw new Error(`${what}: not within ${timeoutMs / 1000} s.\n${running?.output() ?? ''}`);
    await sleep(250);
  }
}

describe('the start command', () => {
  let dataDir: string;
  let env: NodeJS.ProcessEnv;
  let gatewayPort: number;
  let authPort: number;
  /** Every port the command's processes listen on. */
  let ports: number[];
  const started: Running[] = [];

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'ym-start-'));
    const [gateway, ...servicePorts] = await freePorts(1 + serviceNames.length);
    gatewayPort = gateway!;
    env = { ...process.env };
    // As a user runs it: no jest markers, the embedded database, a generated secret, the default admin.
    for (const name of [
      'JEST_WORKER_ID',
      'NODE_ENV',
      'DATABASE_URL',
      'JWT_SECRET',
      'ADMIN_EMAIL',
      'ADMIN_PASSWORD',
      'REDIS_URL',
      'REMOTES_FILE',
      'HOST',
      'TRUST_PROXY',
    ]) {
      delete env[name];
    }
    serviceNames.forEach((name, index) => {
      delete env[serviceLocations[name].urlEnv];
      env[serviceLocations[name].portEnv] = String(servicePorts[index]);
    });
    authPort = Number(env[serviceLocations.auth.portEnv]);
    ports = [gatewayPort, ...platform.services.map((s) => Number(env[s.portEnv]))];
    Object.assign(env, { DATA_DIR: dataDir, PORT: String(gatewayPort), LOG_LEVEL: 'warn', NO_COLOR: '1' });
  });

  // Whatever a failed assertion left running is stopped before the next test needs the ports.
  afterEach(async () => {
    for (const running of started.splice(0)) {
      if (running.child.exitCode === null && running.child.signalCode === null) {
        running.child.kill('SIGTERM');
        await Promise.race([running.exited, sleep(20_000)]);
      }
      for (const pid of running.pids()) if (isAlive(pid)) process.kill(pid, 'SIGKILL');
    }
  });

  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  function start(): Running {
    const child = spawn(process.execPath, ['scripts/start.mjs'], {
      cwd: repoRoot,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
      child.once('exit', (code, signal) => resolve({ code, signal })),
    );
    const running: Running = {
      child,
      exited,
      output: () => output,
      pids: () => [...output.matchAll(/\(pid (\d+)\)/g)].map((m) => Number(m[1])),
    };
    started.push(running);
    return running;
  }

  const base = () => `http://127.0.0.1:${gatewayPort}`;

  async function waitUntilUp(running: Running): Promise<void> {
    let exited = false;
    void running.exited.then(() => (exited = true));
    await until(
      'the platform answers /health through the gateway and the command says where it runs',
      async () => {
        if (exited) throw new Error(`the start command exited early:\n${running.output()}`);
        if (!running.output().includes('Young Minds is running at')) return false;
        try {
          return (await fetch(`${base()}/health`)).status === 200;
        } catch {
          return false;
        }
      },
      180_000,
      running,
    );
  }

  async function post(pathname: string, body: unknown, token?: string) {
    const res = await fetch(`${base()}${pathname}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: await res.json() };
  }

  async function stopWithSigterm(running: Running): Promise<void> {
    running.child.kill('SIGTERM');
    const { code } = await running.exited;
    expect({ code, output: code === 0 ? '' : running.output() }).toEqual({ code: 0, output: '' });
    expect(running.pids()).toHaveLength(platform.services.length + 1);
    for (const pid of running.pids()) expect(isAlive(pid)).toBe(false);
    for (const port of ports) expect(await isListening(port)).toBe(false);
  }

  let firstToken: string;
  let setupCode: string;
  const setupCodeFile = () => path.join(dataDir, 'secrets', 'admin-setup-code');

  test('when started on an empty data directory, then it migrates, creates the bootstrap admin and serves /health', async () => {
    const running = start();
    await waitUntilUp(running);

    expect(running.output()).toContain(`http://localhost:${gatewayPort}`);
    expect(running.output()).toContain(adminEmail);
    // No SMTP_URL: the start line says where the emails are written.
    expect(running.output()).toContain(
      `Emails are written to ${path.join(dataDir, 'outbox')}${path.sep} (set SMTP_URL to send them)`,
    );
    expect(existsSync(path.join(dataDir, 'secrets', 'jwt-secret'))).toBe(true);
    // The one-time setup code: owner-only on disk, and on the line that gives the set-password URL.
    setupCode = readFileSync(setupCodeFile(), 'utf8').trim();
    expect(setupCode).toMatch(/^[2-9A-HJ-NP-Z]{4}(-[2-9A-HJ-NP-Z]{4}){3}$/);
    expect(statSync(setupCodeFile()).mode & 0o777).toBe(0o600);
    expect(running.output()).toContain(
      `Bootstrap admin: ${adminEmail} — set its password at http://localhost:${gatewayPort}/set-password with the setup code ${setupCode}`,
    );
    // Whoever reaches /set-password first cannot take the admin account without it.
    const noCode = await post('/api/auth/set-password', { email: adminEmail, password: 'taking-over' });
    expect(noCode.status).toBe(403);

    const health = await (await fetch(`${base()}/health`)).json();
    const names = platform.services.map((s) => s.name);
    expect(health).toMatchObject({
      status: 'ok',
      expected: names,
      services: Object.fromEntries(names.map((n) => [n, 'ok'])),
    });

    const admin = await post('/api/auth/check-password-set', { email: adminEmail });
    expect(admin.status).toBe(200);
    expect(authEndpoints.checkPasswordSet.response.parse(admin.body).passwordSet).toBe(false);

    const registered = await post('/api/auth/register', parent);
    expect([200, 201]).toContain(registered.status);
    firstToken = authEndpoints.register.response.parse(registered.body).token;

    const page = await fetch(`${base()}/`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Young Minds');
    expect((await fetch(`${base()}/api/no-such-thing`)).status).toBe(404);

    await stopWithSigterm(running);
  });

  test('when started again on the same directory, then every row and the session key are still there', async () => {
    const running = start();
    await waitUntilUp(running);

    const login = await post('/api/auth/login', { email: parent.email, password: parent.password });
    expect(login.status).toBe(200);
    expect(authEndpoints.login.response.parse(login.body).user).toMatchObject({ email: parent.email, role: 'parent' });

    // Same JWT secret file: a token from the first run is still accepted.
    const me = await fetch(`${base()}/api/auth/me`, { headers: { authorization: `Bearer ${firstToken}` } });
    expect(me.status).toBe(200);

    const admin = await post('/api/auth/check-password-set', { email: adminEmail });
    expect(admin.status).toBe(200);
    expect(authEndpoints.checkPasswordSet.response.parse(admin.body).passwordSet).toBe(false);

    // The same code across restarts until it is used; using it consumes it.
    expect(running.output()).toContain(`with the setup code ${setupCode}`);
    const set = await post('/api/auth/set-password', {
      email: adminEmail,
      password: 'first-admin-password',
      setupCode,
    });
    expect(set.status).toBe(200);
    expect(existsSync(setupCodeFile())).toBe(false);

    await stopWithSigterm(running);
  });

  test('when the start command itself is killed, then its children stop on their own', async () => {
    const running = start();
    await waitUntilUp(running);
    expect(running.output()).toMatch(/Admin password already set: log in at http:\/\/localhost:\d+\/login/);
    const pids = running.pids();
    running.child.kill('SIGKILL');
    await running.exited;
    expect(pids).toHaveLength(platform.services.length + 1);
    await until('every child has exited', () => pids.every((pid) => !isAlive(pid)), 30_000, running);
    for (const port of ports) expect(await isListening(port)).toBe(false);
  });

  test('when SMTP_URL cannot be read, then the command says why without its password and starts nothing', async () => {
    const saved = env.SMTP_URL;
    env.SMTP_URL = 'https://mailer:hunter2-secret@relay.example.test';
    try {
      const running = start();
      const { code } = await running.exited;
      expect(code).not.toBe(0);
      expect(running.output()).toContain('SMTP_URL must be smtp://user:password@host:port or smtps://…:465.');
      expect(running.output()).not.toContain('hunter2-secret');
      expect(running.pids()).toEqual([]);
    } finally {
      if (saved === undefined) delete env.SMTP_URL;
      else env.SMTP_URL = saved;
    }
  });

  test('when a service cannot start, then the command stops everything and exits non-zero', async () => {
    // Take the auth port: auth fails to listen, and the whole command must give up cleanly.
    const blocker = net.createServer((socket) => socket.destroy());
    await new Promise<void>((resolve, reject) => {
      blocker.once('error', reject);
      blocker.listen(authPort, '127.0.0.1', resolve);
    });
    try {
      const running = start();
      const { code } = await running.exited;
      expect(code).not.toBe(0);
      expect(running.output()).toMatch(/auth (stopped unexpectedly|exited before it was ready)/);
      for (const pid of running.pids()) expect(isAlive(pid)).toBe(false);
      expect(await isListening(gatewayPort)).toBe(false);
    } finally {
      await new Promise((resolve) => blocker.close(resolve));
    }
  });
});
