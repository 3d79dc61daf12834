import { spawn } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { resolve } from 'node:path';
import { createServiceApp } from './app';
import { startServer } from './server';

const packageDir = resolve(__dirname, '..');

/** A GET that resolves with status and body (or rejects on a connection error). */
function get(url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolveGet, rejectGet) => {
    const req = httpRequest(url, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolveGet({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', rejectGet);
    req.end();
  });
}

function slowApp() {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((r) => (release = r));
  const kit = createServiceApp({ service: 'auth', checkDatabase: async () => undefined });
  let started: () => void = () => undefined;
  const requestStarted = new Promise<void>((r) => (started = r));
  kit.router.get('/slow', async (ctx) => {
    started();
    await gate;
    ctx.body = { slow: true };
  });
  return { app: kit.app, release, requestStarted };
}

describe('startServer', () => {
  test("when nothing is configured, then a request may take as long as the gateway allows (not Node's 5 minutes)", async () => {
    const { app } = slowApp();
    const previous = process.env.REQUEST_TIMEOUT_MS;
    delete process.env.REQUEST_TIMEOUT_MS;
    const running = await startServer(app, 0, { handleSignals: false });
    try {
      expect(running.server.requestTimeout).toBe(60 * 60 * 1000);
    } finally {
      await running.close();
      if (previous !== undefined) process.env.REQUEST_TIMEOUT_MS = previous;
    }
  });

  test('when REQUEST_TIMEOUT_MS is set, then the service uses the same limit as the gateway', async () => {
    const { app } = slowApp();
    const previous = process.env.REQUEST_TIMEOUT_MS;
    process.env.REQUEST_TIMEOUT_MS = '7200000';
    const running = await startServer(app, 0, { handleSignals: false });
    try {
      expect(running.server.requestTimeout).toBe(7_200_000);
    } finally {
      await running.close();
      if (previous === undefined) delete process.env.REQUEST_TIMEOUT_MS;
      else process.env.REQUEST_TIMEOUT_MS = previous;
    }
  });

  test('listens on 127.0.0.1 by default and serves the app', async () => {
    const { app } = slowApp();
    const running = await startServer(app, 0, { handleSignals: false });
    try {
      expect(running.host).toBe('127.0.0.1');
      expect(running.url).toBe(`http://127.0.0.1:${running.port}`);
      const res = await get(`${running.url}/health`);
      expect(res.status).toBe(200);
    } finally {
      await running.close();
    }
  });

  test('close waits for in-flight requests, refuses new ones, then runs onClose', async () => {
    const { app, release, requestStarted } = slowApp();
    const events: string[] = [];
    const running = await startServer(app, 0, { handleSignals: false, onClose: () => events.push('onClose') });

    const inFlight = get(`${running.url}/slow`);
    await requestStarted;
    const closed = running.close().then(() => events.push('closed'));

    // The refused connection took a full round trip through the event loop: a close that did not wait would be done.
    await expect(get(`${running.url}/health`)).rejects.toThrow(/ECONNREFUSED/);
    expect(events).toEqual([]); // still waiting for the slow request

    release();
    const res = await inFlight;
    await closed;
    expect(res).toEqual({ status: 200, body: '{"slow":true}' });
    expect(events).toEqual(['onClose', 'closed']);
    await running.close(); // a second close is harmless
  });

  test('a busy port is reported', async () => {
    const { app } = slowApp();
    const first = await startServer(app, 0, { handleSignals: false });
    try {
      await expect(startServer(app, first.port, { handleSignals: false })).rejects.toThrow(/EADDRINUSE/);
    } finally {
      await first.close();
    }
  });

  test('on SIGTERM the process finishes the in-flight request, runs onClose and exits 0', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/testing/serve-slow.ts'], {
      cwd: packageDir,
      env: { ...process.env, LOG_LEVEL: 'silent', SLOW_MS: '400' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    const exited = new Promise<number | null>((r) => child.on('exit', (code) => r(code)));
    /** Resolves once the child has printed a line matching `pattern` (its first group, or the whole line). */
    const printed = (pattern: RegExp) =>
      new Promise<string>((resolveLine, rejectLine) => {
        const check = () => {
          const match = pattern.exec(output);
          if (match) resolveLine(match[1] ?? match[0]);
        };
        child.stdout.on('data', check);
        child.on('exit', () => rejectLine(new Error(`child exited early: ${output}`)));
        check();
      });
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    const url = await printed(/^(http:\/\/\S+)$/m);

    const inFlight = get(`${url}/slow`);
    // The signal goes once the child is serving the request (it says so), not after a guessed delay.
    await printed(/^slow request started$/m);
    child.kill('SIGTERM');

    expect(await inFlight).toEqual({ status: 200, body: '{"slow":true}' });
    expect(await exited).toBe(0);
    expect(output).toContain('database closed');
  });
});
