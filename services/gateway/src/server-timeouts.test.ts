import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { createApp } from './app';
import type { ServerTimeouts } from './config';
import { applyServerTimeouts } from './server-timeouts';
import { closedPortUrl, readBody, startUpstream, testConfig } from './test-helpers';

/** The gateway on a real port with the given timeouts; Node checks head/request deadlines every 20 ms here. */
async function gatewayServer(
  timeouts: ServerTimeouts,
  upstream?: URL,
): Promise<{ port: number; close(): Promise<void> }> {
  const app = createApp({ config: testConfig(upstream ?? (await closedPortUrl())) });
  const handle = app.callback();
  // Koa's handler answers its own errors: its promise never rejects.
  const server = http.createServer({ connectionsCheckingInterval: 20 }, (req, res) => void handle(req, res));
  applyServerTimeouts(server, timeouts);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * A client that sends `first`, then one more piece every `everyMs` (`next(i)`), until the gateway answers or
 * closes the connection; resolves with what the gateway sent back. `maxPieces` bounds the test if nothing happens.
 */
function trickle(
  port: number,
  first: string,
  next: (i: number) => string,
  everyMs: number,
  maxPieces: number,
): Promise<{ answer: string; piecesSent: number }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    let piecesSent = 0;
    let timer: NodeJS.Timeout | undefined;
    socket.on('connect', () => {
      socket.write(first);
      timer = setInterval(() => {
        if (piecesSent >= maxPieces) {
          clearInterval(timer);
          socket.destroy();
          return reject(new Error(`the gateway still held the connection after ${maxPieces} pieces`));
        }
        piecesSent += 1;
        if (!socket.destroyed && socket.writable) socket.write(next(piecesSent));
      }, everyMs);
    });
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ answer, piecesSent });
    });
  });
}

const roomy: ServerTimeouts = {
  headersTimeoutMs: 60_000,
  requestTimeoutMs: 60_000,
  idleTimeoutMs: 60_000,
  keepAliveTimeoutMs: 5_000,
};

describe('how long a client may hold a gateway connection', () => {
  test('when a client sends its request head slowly (slowloris), then it gets 408 and the connection is closed', async () => {
    const gateway = await gatewayServer({ ...roomy, headersTimeoutMs: 300, requestTimeoutMs: 1_000 });
    try {
      // A header line every 50 ms keeps the connection busy (the idle timeout never fires) but never ends the head.
      const { answer, piecesSent } = await trickle(
        gateway.port,
        'GET /api/auth/me HTTP/1.1\r\nHost: x\r\n',
        (i) => `X-Slow-${i}: 1\r\n`,
        50,
        60,
      );
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
      expect(piecesSent).toBeLessThan(60);
    } finally {
      await gateway.close();
    }
  });

  test('when a client sends its body slowly past the request timeout, then the connection is cut', async () => {
    // A service that waits for the whole body, as the upload routes do: only the gateway's limit can end this.
    const auth = await startUpstream(async (req, res) => {
      await readBody(req).catch(() => undefined);
      res.end('{}');
    });
    const gateway = await gatewayServer({ ...roomy, headersTimeoutMs: 200, requestTimeoutMs: 400 }, auth.url);
    try {
      const head =
        'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n';
      const { answer, piecesSent } = await trickle(gateway.port, head, () => ' ', 50, 60);
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
      expect(piecesSent).toBeLessThan(60);
    } finally {
      await gateway.close();
      await auth.close();
    }
  });

  test('when a client opens a connection and sends nothing, then it is closed after the idle timeout', async () => {
    const gateway = await gatewayServer({ ...roomy, idleTimeoutMs: 200 });
    try {
      const { answer, piecesSent } = await trickle(gateway.port, '', () => '', 50, 60);
      expect(answer).toBe('');
      expect(piecesSent).toBeLessThan(60);
    } finally {
      await gateway.close();
    }
  });
});
