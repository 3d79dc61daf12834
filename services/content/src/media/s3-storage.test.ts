import { createHash } from 'node:crypto';
import fs, { createWriteStream, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { once } from 'node:events';
import { buffer } from 'node:stream/consumers';
import { HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { databasesUnderTest } from '@young-minds/db/testing';
import { createLogger } from '@young-minds/service-kit';
import { bearer, createAdmin, createFamily } from '@young-minds/service-kit/src/testing/harness';
import { sampleFiles } from '@young-minds/service-kit/src/testing/files';
import { type ContentHarness, createWorksheetAssignment, startContent } from '../test-support';
import { createS3Storage } from './s3-storage';
import { createMediaSweeper } from './sweeper';
import { type TestS3, startTestS3 } from './s3-testing';

let s3: TestS3;
let work: string;
let counter = 0;

beforeAll(async () => {
  s3 = await startTestS3();
});
afterAll(() => s3.close());
beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), 'ym-s3-'));
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

/** A temp file as an upload leaves it. */
function tempFile(bytes: Buffer | string): string {
  counter += 1;
  const path = join(work, `upload-${counter}`);
  writeFileSync(path, bytes);
  return path;
}

/** The commands a storage's client sends, by name, in order. */
function recordCommands(storage: ReturnType<typeof createS3Storage>): string[] {
  const sent: string[] = [];
  storage.client.middlewareStack.add(
    (next, context) => (args) => {
      sent.push(String(context.commandName));
      return next(args);
    },
    { step: 'initialize', name: 'recordCommands' },
  );
  return sent;
}

const size = 100_000;
const bytes = Buffer.from(Array.from({ length: size }, (_, i) => (i * 31) % 256));

describe('S3 storage (s3rver)', () => {
  test('when a file is put, then stat gives its size, the temp file is gone and the type is stored', async () => {
    const storage = s3.storage('put');
    const source = tempFile(bytes);
    await storage.put('videos/a.webm', source, 'video/webm');
    expect(existsSync(source)).toBe(false);
    const info = await storage.stat('videos/a.webm');
    expect(info?.size).toBe(size);
    expect(Math.abs((info?.modified.getTime() ?? 0) - Date.now())).toBeLessThan(60_000);
    const head = await storage.client.send(
      new HeadObjectCommand({ Bucket: s3.options.bucket, Key: 'put/videos/a.webm' }),
    );
    expect(head.ContentType).toBe('video/webm');
  });

  test('when ranges are read, then exactly those bytes come back: whole, first, middle and the last byte', async () => {
    const storage = s3.storage('ranges');
    await storage.put('videos/r.webm', tempFile(bytes), 'video/webm');
    expect(Buffer.compare(await buffer(storage.read('videos/r.webm')), bytes)).toBe(0);
    for (const [start, end] of [
      [0, 99],
      [0, 0],
      [40_000, 40_099],
      [size - 1, size - 1],
      [size - 500, size - 1],
    ] as const) {
      const got = await buffer(storage.read('videos/r.webm', { start, end }));
      expect(Buffer.compare(got, bytes.subarray(start, end + 1))).toBe(0);
    }
  });

  test('when a file is missing, then stat is null and a read ends with an error (never an empty body)', async () => {
    const storage = s3.storage('missing');
    expect(await storage.stat('videos/none.webm')).toBeNull();
    await expect(buffer(storage.read('videos/none.webm'))).rejects.toThrow();
  });

  test('when a reader leaves in the middle, then the next read of the same file still gets every byte', async () => {
    const storage = s3.storage('leave');
    await storage.put('videos/l.webm', tempFile(bytes), 'video/webm');
    const first = storage.read('videos/l.webm');
    await once(first, 'data');
    first.destroy();
    expect(Buffer.compare(await buffer(storage.read('videos/l.webm')), bytes)).toBe(0);
  });

  test('when a file is removed, then it is gone; removing it again is fine', async () => {
    const storage = s3.storage('remove');
    await storage.put('images/x.png', tempFile('png'), 'image/png');
    await storage.remove('images/x.png');
    expect(await storage.stat('images/x.png')).toBeNull();
    await expect(storage.remove('images/x.png')).resolves.toBeUndefined();
  });

  test('when more files than one page are listed, then every one of ours comes back over several pages', async () => {
    const storage = s3.storage('list', { listPageSize: 2 });
    const sent = recordCommands(storage);
    const keys = ['images/1.png', 'images/2.png', 'submissions/3.jpg', 'submissions/4.jpg', 'videos/5.webm'];
    for (const key of keys) await storage.put(key, tempFile(key), 'application/octet-stream');
    // Not ours: outside the prefix, and inside it but not '<folder>/<file>'.
    for (const Key of ['elsewhere/images/6.png', 'list/loose.txt', 'list/a/b/c.txt'])
      await storage.client.send(new PutObjectCommand({ Bucket: s3.options.bucket, Key, Body: 'x' }));

    const listed: string[] = [];
    for await (const { key, modified } of storage.list()) {
      expect(modified).toBeInstanceOf(Date);
      listed.push(key);
    }
    expect(listed.sort()).toEqual(keys);
    expect(sent.filter((name) => name === 'ListObjectsV2Command').length).toBeGreaterThanOrEqual(3);
  });

  test.each(['../secrets/jwt-secret', 'videos/../../x.webm', '.hidden', 'videos/a b.webm', 'videos/%00.webm', ''])(
    'when the key %p is unsafe, then it is refused and nothing is stored',
    async (key) => {
      const storage = s3.storage('unsafe');
      const sent = recordCommands(storage);
      const source = tempFile('bytes');
      await expect(storage.put(key, source, 'text/plain')).rejects.toThrow('Unsafe media key');
      expect(existsSync(source)).toBe(true);
      expect(await storage.stat(key)).toBeNull();
      expect(() => storage.read(key)).toThrow('Unsafe media key');
      await expect(storage.remove(key)).rejects.toThrow('Unsafe media key');
      expect(sent).toEqual([]);
    },
  );

  test('when the key prefix is not plain path segments, then the storage is not created', () => {
    expect(() => s3.storage('../up')).toThrow('S3 key prefix must be plain path segments');
    expect(() => s3.storage('a b')).toThrow('S3 key prefix must be plain path segments');
    expect(() => s3.storage('/media/')).not.toThrow();
  });

  test('when a 20 MB file is put, then it goes up in parts while it is read, never whole in memory', async () => {
    const partBytes = 5 * 1024 * 1024;
    const storage = s3.storage('big', { uploadPartBytes: partBytes, uploadQueueSize: 1 });
    const sent = recordCommands(storage);
    const fileBytes = 20 * 1024 * 1024;
    // Written in 1 MiB pieces, so the test itself never holds the file.
    const source = join(work, 'big.webm');
    const hash = createHash('sha256');
    const out = createWriteStream(source);
    for (let i = 0; i < fileBytes / (1024 * 1024); i += 1) {
      const piece = Buffer.alloc(1024 * 1024, i);
      hash.update(piece);
      if (!out.write(piece)) await once(out, 'drain');
    }
    out.end();
    await once(out, 'finish');

    // How far the upload had read the file each time a part went up: how far it reads ahead of what it sends.
    const opened = jest.spyOn(fs, 'createReadStream');
    const readAtPart: number[] = [];
    storage.client.middlewareStack.add(
      (next, context) => (args) => {
        if (context.commandName === 'UploadPartCommand')
          readAtPart.push((opened.mock.results[0]?.value as fs.ReadStream).bytesRead);
        return next(args);
      },
      { step: 'initialize', name: 'readAtPart' },
    );
    const before = process.memoryUsage();
    let peakBuffers = before.arrayBuffers;
    const sampler = setInterval(() => {
      peakBuffers = Math.max(peakBuffers, process.memoryUsage().arrayBuffers);
    }, 2);
    try {
      await storage.put('videos/big.webm', source, 'video/webm');
    } finally {
      clearInterval(sampler);
      opened.mockRestore();
    }
    expect(sent.filter((name) => name === 'UploadPartCommand')).toHaveLength(4);
    expect(sent).toContain('CreateMultipartUploadCommand');
    expect(sent).toContain('CompleteMultipartUploadCommand');
    expect(sent).not.toContain('PutObjectCommand');
    // When part n left, about n parts had been read (plus a stream buffer of 64 KiB), never the whole file.
    expect(readAtPart).toHaveLength(4);
    readAtPart.forEach((read, index) => expect(read).toBeLessThan((index + 1) * partBytes + 1024 * 1024));
    // For the report only: garbage not yet collected counts here too, so it is no bound.
    console.info(
      `20 MB upload: read when each part left ${readAtPart.map((n) => (n / 2 ** 20).toFixed(2)).join(', ')} MiB; ` +
        `peak buffers +${((peakBuffers - before.arrayBuffers) / 2 ** 20).toFixed(1)} MiB`,
    );

    expect((await storage.stat('videos/big.webm'))?.size).toBe(fileBytes);
    const back = createHash('sha256');
    for await (const chunk of storage.read('videos/big.webm')) back.update(chunk as Buffer);
    expect(back.digest('hex')).toBe(hash.digest('hex'));
    const tail = await buffer(storage.read('videos/big.webm', { start: fileBytes - 3, end: fileBytes - 1 }));
    expect([...tail]).toEqual([19, 19, 19]);
  }, 60_000);

  test('when presigned links are asked, then they live at most 5 minutes and serve ranges (206, 416 past the end)', async () => {
    expect(s3.storage('presign').redirectUrl).toBeUndefined();
    const storage = s3.storage('presign', { presignedRedirects: true });
    await storage.put('submissions/p.jpg', tempFile(bytes), 'image/jpeg');
    const long = new URL(await storage.redirectUrl!('submissions/p.jpg', 3600));
    expect(long.searchParams.get('X-Amz-Expires')).toBe('300');
    const short = await storage.redirectUrl!('submissions/p.jpg', 42);
    expect(new URL(short).searchParams.get('X-Amz-Expires')).toBe('42');

    const ranged = await fetch(short, { headers: { Range: 'bytes=10-19' } });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get('content-range')).toBe(`bytes 10-19/${size}`);
    expect(Buffer.compare(Buffer.from(await ranged.arrayBuffer()), bytes.subarray(10, 20))).toBe(0);
    const past = await fetch(short, { headers: { Range: `bytes=${size}-` } });
    expect(past.status).toBe(416);
    await past.arrayBuffer();
  });
});

describe("the content app on S3: a child's drawing through the real routes", () => {
  const { name } = databasesUnderTest()[0]!;
  let harness: ContentHarness;
  let redirecting: ContentHarness;
  let link: string;

  beforeAll(async () => {
    harness = await startContent(name, { storage: s3.storage('app') });
    // A second app on the same bucket and database kind, answering signed links with presigned redirects.
    redirecting = await startContent(name, { storage: s3.storage('app-redirect', { presignedRedirects: true }) });
    link = await handIn(harness);
  });
  afterAll(async () => {
    await harness.close();
    await redirecting.close();
  });

  async function handIn(app: ContentHarness): Promise<string> {
    const assignment = await createWorksheetAssignment(app, await createAdmin(app));
    const { child } = await createFamily(app);
    const res = await app
      .api()
      .post(`/api/assignments/${assignment.id}/submissions`)
      .set(bearer(child))
      .attach('file', sampleFiles.jpeg(), 'drawing.jpg');
    expect(res.status).toBe(201);
    return res.body.submission.fileUrl as string;
  }

  test('when the signed link is fetched, then the service streams it from S3, ranges included', async () => {
    const jpeg = sampleFiles.jpeg();
    const whole = await harness.api().get(link).responseType('blob');
    expect(whole.status).toBe(200);
    expect(whole.headers['content-type']).toBe('image/jpeg');
    expect(Buffer.compare(whole.body, jpeg)).toBe(0);

    const ranged = await harness.api().get(link).set('Range', 'bytes=0-3').responseType('blob');
    expect(ranged.status).toBe(206);
    expect(ranged.headers['content-range']).toBe(`bytes 0-3/${jpeg.length}`);
    expect(Buffer.compare(ranged.body, jpeg.subarray(0, 4))).toBe(0);
    const last = await harness
      .api()
      .get(link)
      .set('Range', `bytes=${jpeg.length - 1}-`)
      .responseType('blob');
    expect(last.status).toBe(206);
    expect(Buffer.compare(last.body, jpeg.subarray(-1))).toBe(0);

    const past = await harness.api().get(link).set('Range', `bytes=${jpeg.length}-`);
    expect(past.status).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${jpeg.length}`);

    const bare = await harness.api().get(link.split('?')[0] ?? '');
    expect(bare.status).toBe(403);
  });

  test('when the orphan sweep runs on S3, then an old unreferenced submission goes; referenced, young and library files stay', async () => {
    const orphan = 'submissions/11111111-1111-4111-8111-111111111111.pdf';
    const library = 'books/33333333-3333-4333-8333-333333333333.pdf';
    for (const key of [orphan, library])
      await harness.media.storage.put(key, tempFile(sampleFiles.pdf()), 'application/pdf');
    const log = createLogger({ service: 'content', level: 'silent' });
    const sweepAt = (now: Date) =>
      createMediaSweeper({ db: harness.db, media: harness.media, log, now: () => now }).sweepOrphans();

    // Just stored: within the grace period.
    expect(await sweepAt(new Date())).toBe(0);
    // Two hours on, every file is old; only the orphan submission is nobody's.
    expect(await sweepAt(new Date(Date.now() + 2 * 60 * 60 * 1000))).toBe(1);
    expect(await harness.media.storage.stat(orphan)).toBeNull();
    expect(await harness.media.storage.stat(library)).not.toBeNull();
    expect(await harness.media.storage.stat(link.slice('/media/'.length).split('?')[0] ?? '')).not.toBeNull();
  });

  test('when S3_PRESIGNED_REDIRECTS is on, then a valid link answers 302 to a short S3 link that serves ranges', async () => {
    const redirectLink = await handIn(redirecting);
    const jpeg = sampleFiles.jpeg();
    const answer = await redirecting.api().get(redirectLink);
    expect(answer.status).toBe(302);
    expect(answer.headers['cache-control']).toBe('no-store');
    const location = new URL(answer.headers.location as string);
    expect(location.origin).toBe(s3.options.endpoint);
    expect(Number(location.searchParams.get('X-Amz-Expires'))).toBeLessThanOrEqual(300);

    const ranged = await fetch(location, { headers: { Range: 'bytes=0-3' } });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get('content-range')).toBe(`bytes 0-3/${jpeg.length}`);
    expect(Buffer.compare(Buffer.from(await ranged.arrayBuffer()), jpeg.subarray(0, 4))).toBe(0);
    const past = await fetch(location, { headers: { Range: `bytes=${jpeg.length}-` } });
    expect(past.status).toBe(416);
    await past.arrayBuffer();

    // The signature is still checked first, and a file that is not there is still the service's JSON 404.
    expect((await redirecting.api().get(redirectLink.split('?')[0] ?? '')).status).toBe(403);
    await redirecting.media.remove(redirectLink.split('?')[0]);
    const gone = await redirecting.api().get(redirectLink);
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual({ message: 'File not found.', error: 'File not found.' });
  });
});
