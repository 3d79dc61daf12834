import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createMediaSigner } from '@young-minds/service-kit';
import request from 'supertest';
import { createApp } from './app';
import { loadConfig } from './config';
import { publicMedia, publicMediaFor, withPublicMedia } from './media';
import { startUpstream, tempDir, testConfig, type Upstream } from './test-helpers';

const video = 'videos/0b6e9b0c-5a55-4a0e-8f5e-6c1f8f1b9b10.webm';
const submission = 'submissions/7d1c3f0e-2b9a-4c55-9f31-1a2b3c4d5e6f.jpg';
const reader = 'readers/5f0e1d2c-3b4a-4958-8776-655443322110.json';
const size = 2000;
const bytes = Buffer.from(Array.from({ length: size }, (_, i) => i % 251));
// Larger than one read: streamed in chunks.
const bigVideo = 'videos/9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d.mp4';
const bigBytes = Buffer.from(Array.from({ length: 3 * 1024 * 1024 + 17 }, (_, i) => (i * 7) % 256));
const thumbnail = 'images/2b3c4d5e-6f70-4182-9a3b-4c5d6e7f8091.png';
/** The content service's signer (same key): videos, readers and submissions are served for its links only. */
const signer = createMediaSigner({ secret: 'a test-only media key with more than thirty-two characters' });
const at = (key: string) => signer.sign(`/media/${key}`);

describe('media served by the gateway from the media folder', () => {
  let root: string;
  let content: Upstream;
  /** What the content service was asked, in order. */
  let asked: string[];
  let media: ReturnType<typeof publicMedia>;
  let handler: ReturnType<ReturnType<typeof withPublicMedia>['callback']>;

  beforeAll(async () => {
    const dataDir = tempDir();
    root = path.join(dataDir, 'media');
    for (const [key, data] of [
      [video, bytes],
      [bigVideo, bigBytes],
      [submission, Buffer.from('a child drawing')],
      [reader, Buffer.from('{"pages":[]}')],
      [thumbnail, Buffer.from('png bytes')],
    ] as const) {
      mkdirSync(path.dirname(path.join(root, key)), { recursive: true });
      writeFileSync(path.join(root, key), data);
    }
    asked = [];
    content = await startUpstream((req, res) => {
      asked.push(`${req.method} ${req.url}`);
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"from content"}');
    });
    // Nothing is reused between requests: each one sees the folder as it is.
    media = publicMedia({ root, reuseMs: 0, signer });
    handler = withPublicMedia(
      createApp({ config: testConfig(content.url, { dataDir, mediaRoot: root }) }),
      media,
    ).callback();
  });
  afterAll(async () => {
    media.close();
    await content.close();
  });
  beforeEach(() => {
    asked = [];
  });

  const get = (url: string) => request(handler).get(url).responseType('blob');

  test('when a video is asked whole through its signed link, then 200 with its bytes, type and a private cache, without the content service', async () => {
    const response = await get(at(video));
    expect(response.status).toBe(200);
    expect(Buffer.compare(response.body, bytes)).toBe(0);
    expect(response.headers).toMatchObject({
      'content-type': 'video/webm',
      'content-length': String(size),
      'accept-ranges': 'bytes',
      'cache-control': expect.stringMatching(/^private, max-age=(3[56]\d\d)$/),
    });
    expect(response.headers.etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
    expect(asked).toEqual([]);
  });

  test('when a thumbnail is asked, then anyone gets it with the long public cache', async () => {
    const response = await request(handler).get(`/media/${thumbnail}`);
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asked).toEqual([]);
  });

  test('when a paid file is asked by its path alone, with a forged or a run-out signature, then only the content service answers', async () => {
    const runOut = createMediaSigner({
      secret: 'a test-only media key with more than thirty-two characters',
      now: () => new Date(Date.now() - 2 * 60 * 60 * 1000),
    }).sign(`/media/${video}`);
    const forged = `/media/${video}?expires=9999999999&signature=forged`;
    for (const url of [`/media/${video}`, forged, runOut]) {
      const response = await request(handler).get(url).set('Range', 'bytes=0-9');
      expect(response.body).toEqual({ message: 'from content' });
    }
    expect(asked).toEqual([`GET /media/${video}`, `GET ${forged}`, `GET ${runOut}`]);
  });

  test('when a media file is answered, then it carries every security header the other answers carry', async () => {
    const response = await get(at(video)).set('Range', 'bytes=0-9');
    expect(response.headers).toMatchObject({
      'content-security-policy': "default-src 'none';frame-ancestors 'none';base-uri 'none';form-action 'none'",
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'cross-origin-resource-policy': 'same-origin',
      'cross-origin-opener-policy': 'same-origin',
      'referrer-policy': 'no-referrer',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
    });
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  test('when a reader page (JSON) is asked, then it is JSON with nosniff and never a page', async () => {
    const response = await request(handler).get(at(reader));
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.body).toEqual({ pages: [] });
  });

  test.each([
    ['bytes=0-99', 0, 99],
    ['bytes=1000-', 1000, size - 1],
    ['bytes=-500', size - 500, size - 1],
    ['bytes=1990-5000', 1990, size - 1],
  ])('when Range is %s, then 206 with exactly those bytes (cut at the end of the file)', async (range, start, end) => {
    const response = await get(at(video)).set('Range', range);
    expect(response.status).toBe(206);
    expect(response.headers['content-range']).toBe(`bytes ${start}-${end}/${size}`);
    expect(response.headers['content-length']).toBe(String(end - start + 1));
    expect(Buffer.compare(response.body, bytes.subarray(start, end + 1))).toBe(0);
  });

  test('when a large range is asked, then every byte of it arrives in order', async () => {
    const start = 100_000;
    const end = bigBytes.length - 2;
    const response = await get(at(bigVideo)).set('Range', `bytes=${start}-${end}`);
    expect(response.status).toBe(206);
    expect(response.headers['content-type']).toBe('video/mp4');
    expect(Buffer.compare(response.body, bigBytes.subarray(start, end + 1))).toBe(0);
  });

  test('when a client leaves in the middle of a large file, then the next client still gets every byte', async () => {
    const server = http.createServer((req, res) => void handler(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      await new Promise<void>((resolve, reject) => {
        const client = http.get({ port, host: '127.0.0.1', path: at(bigVideo) }, (res) => {
          res.once('data', () => {
            client.destroy();
            resolve();
          });
        });
        client.on('error', (err: NodeJS.ErrnoException) => (err.code === 'ECONNRESET' ? resolve() : reject(err)));
      });
      const response = await get(at(bigVideo));
      expect(response.status).toBe(200);
      expect(Buffer.compare(response.body, bigBytes)).toBe(0);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  test('when the range starts past the end, then 416 with the size and a JSON message', async () => {
    const response = await request(handler).get(at(video)).set('Range', `bytes=${size}-`);
    expect(response.status).toBe(416);
    expect(response.headers['content-range']).toBe(`bytes */${size}`);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.body).toEqual({
      message: 'The requested range is outside the file.',
      error: 'The requested range is outside the file.',
    });
  });

  test('when the client has this version (If-None-Match or If-Modified-Since), then 304 without a body', async () => {
    const first = await get(at(video));
    const byTag = await request(handler)
      .get(at(video))
      .set('If-None-Match', first.headers.etag as string);
    expect(byTag.status).toBe(304);
    expect(byTag.headers['content-length']).toBeUndefined();
    expect(byTag.headers.etag).toBe(first.headers.etag);
    const byDate = await request(handler)
      .get(at(video))
      .set('If-Modified-Since', first.headers['last-modified'] as string);
    expect(byDate.status).toBe(304);
    const otherTag = await get(at(video)).set('If-None-Match', '"something-else"');
    expect(otherTag.status).toBe(200);
  });

  test('when If-Range names this version, then the range; another version, then the whole file', async () => {
    const { etag } = (await get(at(video))).headers;
    const same = await get(at(video))
      .set('Range', 'bytes=0-99')
      .set('If-Range', etag as string);
    expect(same.status).toBe(206);
    const stale = await get(at(video)).set('Range', 'bytes=0-99').set('If-Range', '"stale"');
    expect(stale.status).toBe(200);
    expect(stale.body.length).toBe(size);
  });

  test('when HEAD is asked, then the headers without a body', async () => {
    const response = await request(handler).head(at(video));
    expect(response.status).toBe(200);
    expect(response.headers['content-length']).toBe(String(size));
    expect(response.headers['accept-ranges']).toBe('bytes');
    expect(asked).toEqual([]);
  });

  test("when a child's submission is asked bare or with a forged signature, then only the content service answers", async () => {
    const bare = await request(handler).get(`/media/${submission}`);
    const signed = await request(handler).get(`/media/${submission}?expires=9999999999&signature=forged`);
    expect(bare.body).toEqual({ message: 'from content' });
    expect(signed.body).toEqual({ message: 'from content' });
    expect(bare.text).not.toContain('a child drawing');
    expect(asked).toEqual([`GET /media/${submission}`, `GET /media/${submission}?expires=9999999999&signature=forged`]);
  });

  test.each([
    ['a file that is not on this disk', 'GET', '/media/videos/missing.webm'],
    ['a path that climbs out of the folder', 'GET', '/media/videos/..%2F..%2Fsecrets%2Fjwt-secret'],
    ['a hidden file', 'GET', '/media/.hidden'],
    ['another method', 'DELETE', at(video)],
  ])('when %s is asked, then the gateway does not answer from disk', async (_label, method, url) => {
    const response = await request(handler)[method === 'GET' ? 'get' : 'delete'](url);
    expect(response.text).not.toContain(bytes.subarray(0, 20).toString('latin1'));
    expect(response.status).toBeGreaterThanOrEqual(400);
  });

  test('when a file is deleted, then it is no longer served from disk', async () => {
    const key = 'images/1a2b3c4d-0000-4000-8000-000000000001.png';
    mkdirSync(path.join(root, 'images'), { recursive: true });
    writeFileSync(path.join(root, key), 'png bytes');
    expect((await request(handler).get(`/media/${key}`)).status).toBe(200);
    rmSync(path.join(root, key));
    const after = await request(handler).get(`/media/${key}`);
    expect(after.body).toEqual({ message: 'from content' });
  });
});

describe('media handed to nginx (MEDIA_ACCEL_REDIRECT)', () => {
  let content: Upstream;
  let asked: string[];
  let media: ReturnType<typeof publicMedia>;
  let handler: ReturnType<ReturnType<typeof withPublicMedia>['callback']>;
  const accel = '/protected-media/';

  beforeAll(async () => {
    const dataDir = tempDir();
    const root = path.join(dataDir, 'media');
    asked = [];
    content = await startUpstream((req, res) => {
      asked.push(`${req.method} ${req.url}`);
      // A service's answer that names a file for nginx must never reach it.
      res
        .writeHead(403, { 'content-type': 'application/json', 'x-accel-redirect': `${accel}${video}` })
        .end('{"message":"from content"}');
    });
    // No file on the gateway's disk: with nginx in front, the gateway never reads one.
    media = publicMedia({ root, signer, accelRedirect: accel });
    handler = withPublicMedia(
      createApp({ config: testConfig(content.url, { dataDir, mediaRoot: root }) }),
      media,
    ).callback();
  });
  afterAll(async () => {
    media.close();
    await content.close();
  });
  beforeEach(() => {
    asked = [];
  });

  test('when a video is asked through its signed link, then its signature is checked and nginx is told to send it, with no byte from the gateway', async () => {
    const response = await request(handler).get(at(video)).set('Range', 'bytes=0-9').responseType('blob');
    expect(response.status).toBe(200);
    expect(response.headers).toMatchObject({
      'x-accel-redirect': `${accel}${video}`,
      'content-type': 'video/webm',
      'content-length': '0',
      'cache-control': expect.stringMatching(/^private, max-age=(3[56]\d\d)$/),
      'x-content-type-options': 'nosniff',
    });
    expect(response.body).toHaveLength(0);
    expect(asked).toEqual([]);
  });

  test('when a thumbnail is asked, then nginx sends it with the long public cache', async () => {
    const response = await request(handler).head(`/media/${thumbnail}`);
    expect(response.headers['x-accel-redirect']).toBe(`${accel}${thumbnail}`);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test('when a paid file is asked without a link, with a forged or a run-out one, then nginx is never told: the content service answers', async () => {
    const runOut = createMediaSigner({
      secret: 'a test-only media key with more than thirty-two characters',
      now: () => new Date(Date.now() - 2 * 60 * 60 * 1000),
    }).sign(`/media/${video}`);
    const forged = `/media/${video}?expires=9999999999&signature=forged`;
    for (const url of [`/media/${video}`, forged, runOut]) {
      const response = await request(handler).get(url).set('Range', 'bytes=0-9');
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ message: 'from content' });
      // Not even the content service's own header gets through the proxy.
      expect(response.headers['x-accel-redirect']).toBeUndefined();
    }
    expect(asked).toEqual([`GET /media/${video}`, `GET ${forged}`, `GET ${runOut}`]);
  });

  test('when a path is not a media key, then nginx is never told', async () => {
    const response = await request(handler).get('/media/videos/../secrets/gateway-secret');
    expect(response.headers['x-accel-redirect']).toBeUndefined();
  });
});

describe('where /media is answered, by the storage the content service uses', () => {
  const key = 'images/3c2b1a09-8f7e-4d6c-9b5a-493827160504.png';
  let dataDir: string;
  let content: Upstream;
  let asked: { url: string; range: string | undefined }[];

  beforeAll(async () => {
    dataDir = tempDir();
    mkdirSync(path.join(dataDir, 'media', 'images'), { recursive: true });
    writeFileSync(path.join(dataDir, 'media', key), bytes);
    // The content service answers the range itself (as it does from S3), with a marker the disk's answer lacks.
    content = await startUpstream((req, res) => {
      asked.push({ url: req.url ?? '', range: req.headers.range });
      res
        .writeHead(206, {
          'content-type': 'video/webm',
          'content-range': `bytes 0-9/${size}`,
          'content-length': '10',
          'x-from': 'content',
        })
        .end(bytes.subarray(0, 10));
    });
  });
  afterAll(() => content.close());
  beforeEach(() => {
    asked = [];
  });

  /** The first ten bytes of the video through a gateway started with `env`. */
  async function firstTenBytes(env: Record<string, string | undefined>) {
    const settings = loadConfig({ ...env, DATA_DIR: dataDir });
    const media = publicMediaFor(settings);
    const handler = withPublicMedia(
      createApp({ config: testConfig(content.url, { dataDir, mediaRoot: settings.mediaRoot }) }),
      media,
    ).callback();
    try {
      const response = await request(handler).get(`/media/${key}`).set('Range', 'bytes=0-9').responseType('blob');
      expect(response.status).toBe(206);
      expect(response.headers['content-range']).toBe(`bytes 0-9/${size}`);
      expect(Buffer.compare(response.body, bytes.subarray(0, 10))).toBe(0);
      return response;
    } finally {
      media?.close();
    }
  }

  test('when STORAGE is s3, then a public range goes to the content service with its Range header, even if a file is on disk', async () => {
    const response = await firstTenBytes({ STORAGE: 's3' });
    expect(response.headers['x-from']).toBe('content');
    expect(asked).toEqual([{ url: `/media/${key}`, range: 'bytes=0-9' }]);
  });

  test('when STORAGE is local (the default), then the same range is served from the folder without the content service', async () => {
    for (const env of [{}, { STORAGE: 'local' }]) {
      const response = await firstTenBytes(env);
      expect(response.headers['x-from']).toBeUndefined();
    }
    expect(asked).toEqual([]);
  });
});
