import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { createApp } from './app';
import { startUpstream, tempDir, testConfig, type Upstream, type UpstreamHandler } from './test-helpers';

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The bytes as they came over the wire (not decoded). */
  body: Buffer;
}

/** A GET to the gateway on a real port, with the raw bytes kept (supertest would decode them). */
async function rawGet(app: ReturnType<typeof createApp>, url: string, headers: http.OutgoingHttpHeaders) {
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    return await new Promise<RawAnswer>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path: url, headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
          );
          res.on('error', reject);
        })
        .on('error', reject);
    });
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

/** A list answer of about `bytes` bytes, as a service would send it. */
function listOf(bytes: number): string {
  const rows = [];
  for (let i = 0; JSON.stringify(rows).length < bytes; i += 1) rows.push({ id: i, title: `Video number ${i}` });
  return JSON.stringify({ data: rows, total: rows.length });
}

describe('API answers compressed by the gateway', () => {
  let upstreams: Upstream[] = [];
  afterEach(async () => {
    await Promise.all(upstreams.map((u) => u.close()));
    upstreams = [];
  });
  async function gatewayTo(handler: UpstreamHandler) {
    const upstream = await startUpstream(handler);
    upstreams.push(upstream);
    return createApp({ config: testConfig(upstream.url) });
  }
  const json =
    (body: string | Buffer, extra: http.OutgoingHttpHeaders = {}) =>
    (_req: unknown, res: http.ServerResponse) => {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', ...extra });
      res.end(body);
    };

  test('when a browser that accepts brotli asks for a large list, then it gets it brotli-compressed and whole', async () => {
    const body = listOf(20_000);
    const app = await gatewayTo(json(body, { 'content-length': Buffer.byteLength(body) }));
    const res = await rawGet(app, '/api/videos', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-length']).toBeUndefined();
    expect(res.body.length).toBeLessThan(body.length / 4);
    expect(brotliDecompressSync(res.body).toString()).toBe(body);
  });

  test('when the client accepts only gzip, then gzip; when it accepts no encoding, then the plain bytes', async () => {
    const body = listOf(5_000);
    const app = await gatewayTo(json(body));
    const gzipped = await rawGet(app, '/api/videos', { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.body).toString()).toBe(body);
    const plain = await rawGet(app, '/api/videos', {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(body);
  });

  test('when an answer is under 1 KB, then it goes as it is', async () => {
    const body = JSON.stringify({ id: 1, title: 'A short answer' });
    const app = await gatewayTo(json(body, { 'content-length': Buffer.byteLength(body) }));
    const res = await rawGet(app, '/api/videos/1', { 'accept-encoding': 'br, gzip' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.toString()).toBe(body);
  });

  test('when a service already compressed its answer, then it is passed on untouched', async () => {
    const body = gzipSync(listOf(5_000));
    const app = await gatewayTo(json(body, { 'content-encoding': 'gzip' }));
    const res = await rawGet(app, '/api/videos', { 'accept-encoding': 'br, gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.body.equals(body)).toBe(true);
  });

  test('when media is downloaded, then it is never compressed, even as text', async () => {
    const body = 'WEBVTT\n\n'.padEnd(10_000, 'subtitle line\n');
    const app = await gatewayTo((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/vtt', 'content-length': Buffer.byteLength(body) });
      res.end(body);
    });
    const res = await rawGet(app, '/media/videos/1.vtt', { 'accept-encoding': 'br, gzip' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-length']).toBe(String(Buffer.byteLength(body)));
    expect(res.body.toString()).toBe(body);
  });

  test('when a service streams events (Server-Sent Events), then they are not held back by a compressor', async () => {
    const app = await gatewayTo((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.end(`data: ${'x'.repeat(5_000)}\n\n`);
    });
    const res = await rawGet(app, '/api/videos/events', { 'accept-encoding': 'br, gzip' });
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});

describe('built assets served precompressed', () => {
  const js = `console.log(${JSON.stringify('the shell '.repeat(500))});`;
  let app: ReturnType<typeof createApp>;
  beforeAll(() => {
    const root = tempDir();
    const write = (file: string, data: string | Buffer) => {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), data);
    };
    write('shell/dist/index.html', '<!doctype html><title>shell</title>');
    write('shell/dist/index.html.br', brotliCompressSync('<!doctype html><title>shell</title>'));
    write('shell/dist/static/js/main.3f9a1c2b.js', js);
    write('shell/dist/static/js/main.3f9a1c2b.js.br', brotliCompressSync(js));
    write('shell/dist/static/js/main.3f9a1c2b.js.gz', gzipSync(js));
    write('mfe-admin/dist/mf-manifest.json', '{"name":"mfe_admin"}');
    write('mfe-admin/dist/mf-manifest.json.gz', gzipSync('{"name":"mfe_admin"}'));
    app = createApp({ config: testConfig(new URL('http://127.0.0.1:9'), { staticRoot: root }) });
  });

  test("when a browser accepts brotli, then the build's .br file is sent: a script's type and length, cached for good", async () => {
    const res = await rawGet(app, '/static/js/main.3f9a1c2b.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['content-length']).toBe(String(res.body.length));
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.body).toString()).toBe(js);
  });

  test('when a browser accepts only gzip, then the .gz file; with no encoding, the plain file', async () => {
    const gzipped = await rawGet(app, '/static/js/main.3f9a1c2b.js', { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.body).toString()).toBe(js);
    const plain = await rawGet(app, '/static/js/main.3f9a1c2b.js', {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body.toString()).toBe(js);
  });

  test('when the page or a remote manifest is sent compressed, then it is still revalidated every time', async () => {
    const page = await rawGet(app, '/', { accept: 'text/html', 'accept-encoding': 'br' });
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const manifest = await rawGet(app, '/remotes/admin/mf-manifest.json', { 'accept-encoding': 'gzip' });
    expect(manifest.headers['content-encoding']).toBe('gzip');
    expect(manifest.headers['content-type']).toMatch(/^application\/json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');
  });
});
