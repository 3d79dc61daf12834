import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import { defineEndpoint } from '@young-minds/contracts';
import { createServiceApp, startServer, type RunningServer } from '@young-minds/service-kit';
import { createApp } from './app';
import { tempDir, testConfig, testGatewaySecret } from './test-helpers';

// A real service-kit upload route with a small cap, behind the real gateway: the path a child's oversized
// homework upload takes.
const capped = defineEndpoint({
  id: 'gatewayTest.cappedUpload',
  service: 'auth',
  method: 'POST',
  path: '/api/auth/gateway-test/capped-upload',
  access: { roles: 'public' },
  body: z.object({ title: z.string().min(1) }),
  response: z.object({ ok: z.boolean() }),
  summary: 'An upload capped at 64 KB.',
});
const tooLarge = 'Your file is too large (at most 64 KB).';

let service: RunningServer;
let gateway: http.Server;
let gatewayPort: number;

beforeAll(async () => {
  const kit = createServiceApp({
    service: 'auth',
    checkDatabase: async () => undefined,
    gatewaySecret: testGatewaySecret,
    multipart: { maxFileSize: 1024 * 1024 * 1024, maxFiles: 4, uploadDir: tempDir('early-answer-') },
  });
  kit.route(capped, () => ({ ok: true }), { multipart: { files: { file: { maxBytes: 64 * 1024, tooLarge } } } });
  service = await startServer(kit.app, 0, { host: '127.0.0.1', handleSignals: false });
  gateway = createApp({ config: testConfig(new URL(service.url)) }).listen(0, '127.0.0.1');
  await new Promise((resolve) => gateway.once('listening', resolve));
  gatewayPort = (gateway.address() as AddressInfo).port;
});

afterAll(async () => {
  gateway.closeAllConnections();
  await new Promise((resolve) => gateway.close(resolve));
  await service.close();
});

/** Streams a multipart upload of `total` bytes as fast as the socket takes it, until an answer (or an error) comes. */
function flood(total: number): Promise<{ status?: number; body?: string; error?: string }> {
  const boundary = 'early-answer-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nFlood\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
  );
  return new Promise((resolveOutcome) => {
    const req = http.request(
      {
        port: gatewayPort,
        host: '127.0.0.1',
        method: 'POST',
        path: capped.path,
        headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}`, 'Content-Length': String(total) },
      },
      (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => {
          req.destroy();
          resolveOutcome({ status: res.statusCode, body });
        });
      },
    );
    req.on('error', (err: NodeJS.ErrnoException) => resolveOutcome({ error: err.code ?? err.message }));
    const chunk = Buffer.alloc(256 * 1024, 7);
    let sent = 0;
    const pump = () => {
      while (sent < total - chunk.length && !req.destroyed) {
        const piece = sent === 0 ? Buffer.concat([head, chunk]) : chunk;
        sent += piece.length;
        if (!req.write(piece)) return void req.once('drain', pump);
      }
    };
    pump();
  });
}

describe('an upload the service refuses while it still streams in', () => {
  test('when a file passes its cap mid-upload, then the uploader gets the 413 through the gateway (not a 503), every time', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const outcome = await flood(48 * 1024 * 1024);
      expect(outcome).toMatchObject({ status: 413 });
      expect(JSON.parse(outcome.body ?? '{}')).toMatchObject({ message: tooLarge });
    }
  });
});
