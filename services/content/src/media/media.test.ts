import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serviceDatabases } from '@young-minds/db/testing';
import { HttpError } from '@young-minds/service-kit';
import { filesUnder } from '@young-minds/service-kit/src/testing/harness';
import { sampleFiles, webmHeader, zipOf } from '@young-minds/service-kit/src/testing/files';
import { type ContentHarness, startContent } from '../test-support';
import { type MediaKind, type UploadedFile, createLocalMediaStore, singleFile } from './index';
import { type TestS3, startTestS3 } from './s3-testing';
import { parseRange } from '@young-minds/service-kit';

let work: string;
let counter = 0;

beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), 'ym-media-'));
  mkdirSync(join(work, 'tmp'));
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

/** A temp file as formidable leaves it (what the kit hands to handlers). */
function upload(bytes: Buffer, name = 'upload.bin'): UploadedFile {
  counter += 1;
  const filepath = join(work, 'tmp', `upload-${counter}`);
  writeFileSync(filepath, bytes);
  return {
    filepath,
    size: bytes.length,
    originalFilename: name,
    newFilename: `upload-${counter}`,
    mimetype: 'application/octet-stream',
  } as unknown as UploadedFile;
}

const ogg = (packet: string) => {
  const page = Buffer.alloc(64);
  page.write('OggS', 0, 'latin1');
  page[26] = 1; // one segment
  page[27] = 30;
  page.write(packet, 28, 'latin1');
  return page;
};
const ftyp = (brand: string) =>
  Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from(`ftyp${brand}`, 'latin1'), Buffer.alloc(64)]);
const matroska = Buffer.from(webmHeader.toString('latin1').replace('webm', 'mkvx'), 'latin1');

const captionsMessage = "Video must be a WebVTT captions file (a .vtt text file that starts with 'WEBVTT').";

const accepted: [MediaKind, string, Buffer, string][] = [
  ['video', 'WebM', sampleFiles.webm(), 'video/webm'],
  ['video', 'MP4', sampleFiles.mp4(), 'video/mp4'],
  ['video', 'QuickTime (ftyp qt)', ftyp('qt  '), 'video/quicktime'],
  [
    'video',
    'QuickTime (moov first)',
    Buffer.concat([Buffer.from([0, 0, 0, 8]), Buffer.from('moov'), Buffer.alloc(32)]),
    'video/quicktime',
  ],
  ['video', 'Ogg Theora', ogg('\x80theora'), 'video/ogg'],
  ['image', 'PNG', sampleFiles.png(), 'image/png'],
  ['image', 'JPEG', sampleFiles.jpeg(), 'image/jpeg'],
  ['image', 'GIF', Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(32)]), 'image/gif'],
  [
    'image',
    'WebP',
    Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 '), Buffer.alloc(32)]),
    'image/webp',
  ],
  ['book', 'PDF', sampleFiles.pdf(), 'application/pdf'],
  ['book', 'DOC', sampleFiles.doc(), 'application/msword'],
  ['book', 'DOCX', sampleFiles.docx(), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  ['book', 'EPUB', sampleFiles.epub(), 'application/epub+zip'],
  ['assignment', 'PDF', sampleFiles.pdf(), 'application/pdf'],
  ['assignment', 'DOCX', sampleFiles.docx(), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  ['submission', 'DOC', sampleFiles.doc(), 'application/msword'],
  ['submission', 'PNG', sampleFiles.png(), 'image/png'],
  ['captions', 'WebVTT', sampleFiles.vtt(), 'text/vtt'],
  [
    'captions',
    'WebVTT with a byte order mark and a header',
    Buffer.from('\ufeffWEBVTT - Hijra (English)\n\n00:01.000 --> 00:02.000\nHello\n', 'utf8'),
    'text/vtt',
  ],
];

const refused: [MediaKind, string, Buffer, string][] = [
  ['video', 'text renamed .mp4', sampleFiles.text(), 'Video must be a video (WebM, MP4, Ogg or QuickTime).'],
  ['video', 'a PNG', sampleFiles.png(), 'Video must be a video (WebM, MP4, Ogg or QuickTime).'],
  ['video', 'MPEG-4 audio (M4A)', ftyp('M4A '), 'Video must be a video (WebM, MP4, Ogg or QuickTime).'],
  ['video', 'Ogg Vorbis audio', ogg('\x01vorbis'), 'Video must be a video (WebM, MP4, Ogg or QuickTime).'],
  ['video', 'Matroska that is not WebM', matroska, 'Video must be a video (WebM, MP4, Ogg or QuickTime).'],
  ['image', 'a PDF', sampleFiles.pdf(), 'Video must be an image (JPEG, PNG, GIF or WebP).'],
  ['image', 'HEIC', ftyp('heic'), 'Video must be an image (JPEG, PNG, GIF or WebP).'],
  [
    'book',
    'a zip that is no document',
    zipOf([['notes.txt', 'hello']]),
    'Video must be a PDF, DOC, DOCX or EPUB file.',
  ],
  ['book', 'an image', sampleFiles.png(), 'Video must be a PDF, DOC, DOCX or EPUB file.'],
  ['assignment', 'an EPUB', sampleFiles.epub(), 'Video must be a PDF, DOC or DOCX file.'],
  ['submission', 'a video', sampleFiles.webm(), 'Video must be a PDF, DOC or DOCX file or an image.'],
  ['captions', 'SubRip (.srt)', sampleFiles.srt(), captionsMessage],
  ['captions', "text that only starts like 'WEBVTTX'", Buffer.from('WEBVTTX\n'), captionsMessage],
  ['captions', 'a PNG', sampleFiles.png(), captionsMessage],
];

describe('media store', () => {
  it.each(accepted)(
    'when a %s upload is %s, then it is stored under a random name with its real type',
    async (kind, _label, bytes, type) => {
      const media = createLocalMediaStore({ root: join(work, 'media') });
      const file = upload(bytes, 'anything.bin');
      const stored = await media.store(file, kind, 'File');
      expect(stored.contentType).toBe(type);
      expect(stored.size).toBe(bytes.length);
      expect(stored.url).toMatch(/^\/media\/[a-z]+\/[0-9a-f-]{36}\.[a-z0-9]+$/);
      expect(filesUnder(join(work, 'media'))).toEqual([stored.url.slice('/media/'.length)]);
      expect(filesUnder(join(work, 'tmp'))).toEqual([]);
    },
  );

  it.each(refused)(
    'when a %s upload is %s, then 415 names the field and nothing is stored',
    async (kind, _label, bytes, message) => {
      const media = createLocalMediaStore({ root: join(work, 'media') });
      const label = message.split(' must ')[0] ?? 'Video';
      const error = await media.store(upload(bytes, 'clip.mp4'), kind, label).catch((err: unknown) => err);
      expect(error).toBeInstanceOf(HttpError);
      expect(error).toMatchObject({ status: 415, message: message.replace(/^Video/, label) });
      expect(filesUnder(join(work, 'media'))).toEqual([]);
    },
  );

  it('when an upload is larger than its kind allows, then 413 says the limit and nothing is stored', async () => {
    const media = createLocalMediaStore({ root: join(work, 'media'), limits: { image: 1024 } });
    const error = await media.store(upload(sampleFiles.png(2048)), 'image', 'Thumbnail').catch((err: unknown) => err);
    expect(error).toMatchObject({ status: 413, message: 'Thumbnail is too large (at most 1 KB).' });
    expect(filesUnder(join(work, 'media'))).toEqual([]);
    // Exactly at the limit is fine.
    await expect(media.store(upload(sampleFiles.png(1024)), 'image', 'Thumbnail')).resolves.toMatchObject({
      size: 1024,
    });
  });

  it('when the write after storing fails, then every stored file is removed again', async () => {
    const media = createLocalMediaStore({ root: join(work, 'media') });
    const failure = new Error('database said no');
    await expect(
      media.storeAll(
        {
          thumbnail: { file: upload(sampleFiles.png()), kind: 'image', label: 'Thumbnail' },
          video: { file: upload(sampleFiles.webm()), kind: 'video', label: 'Video file' },
        },
        async (stored) => {
          expect(Object.keys(stored).sort()).toEqual(['thumbnail', 'video']);
          expect(filesUnder(join(work, 'media'))).toHaveLength(2);
          throw failure;
        },
      ),
    ).rejects.toBe(failure);
    expect(filesUnder(join(work, 'media'))).toEqual([]);
  });

  it('when the second upload is refused, then the first is never moved and write never runs', async () => {
    const media = createLocalMediaStore({ root: join(work, 'media') });
    const write = jest.fn();
    const error = await media
      .storeAll(
        {
          thumbnail: { file: upload(sampleFiles.png()), kind: 'image', label: 'Thumbnail' },
          video: { file: upload(sampleFiles.png()), kind: 'video', label: 'Video file' },
        },
        write,
      )
      .catch((err: unknown) => err);
    expect(error).toMatchObject({ status: 415, fields: { video: 'Unsupported file type.' } });
    expect(write).not.toHaveBeenCalled();
    expect(filesUnder(join(work, 'media'))).toEqual([]);
  });

  it('when some uploads are absent, then only the present ones are stored', async () => {
    const media = createLocalMediaStore({ root: join(work, 'media') });
    const result = await media.storeAll(
      {
        thumbnail: { file: undefined, kind: 'image', label: 'Thumbnail' },
        video: { file: upload(sampleFiles.webm()), kind: 'video', label: 'Video file' },
      },
      async (stored) => stored,
    );
    expect(result.thumbnail).toBeUndefined();
    expect(result.video?.url).toMatch(/^\/media\/videos\//);
  });

  it('when removing, then null, foreign, unsafe and already-gone urls are ignored and ours are deleted', async () => {
    const media = createLocalMediaStore({ root: join(work, 'media') });
    const outside = join(work, 'outside.txt');
    writeFileSync(outside, 'keep me');
    const stored = await media.store(upload(sampleFiles.pdf()), 'book', 'Book');
    await media.remove(null);
    await media.remove(undefined);
    await media.remove('https://example.test/media/x.pdf');
    await media.remove('/media/../outside.txt');
    await media.remove('/media/books/..%2F..%2Foutside.txt');
    await media.remove('/media/books/gone.pdf');
    expect(filesUnder(work)).toContain('outside.txt');
    await media.remove(stored.url);
    await media.remove(stored.url);
    expect(filesUnder(join(work, 'media'))).toEqual([]);
  });

  it('when several files arrive for one field, then 400', () => {
    const one = upload(sampleFiles.png());
    expect(singleFile({ thumbnail: one }, 'thumbnail')).toBe(one);
    expect(singleFile({ thumbnail: [one] }, 'thumbnail')).toBe(one);
    expect(singleFile({}, 'thumbnail')).toBeUndefined();
    expect(() => singleFile({ thumbnail: [one, upload(sampleFiles.png())] }, 'thumbnail')).toThrow(
      expect.objectContaining({ status: 400, message: 'Please send only one file as thumbnail.' }),
    );
  });
});

describe('Range header', () => {
  it.each([
    [undefined, undefined],
    ['bytes=0-99', { start: 0, end: 99 }],
    ['bytes=1000-', { start: 1000, end: 1999 }],
    ['bytes=-500', { start: 1500, end: 1999 }],
    ['bytes=-5000', { start: 0, end: 1999 }],
    ['bytes=1990-2500', { start: 1990, end: 1999 }],
    ['bytes=2000-', 'unsatisfiable'],
    ['bytes=-0', 'unsatisfiable'],
    ['bytes=5-2', undefined],
    ['bytes=0-1,5-6', undefined],
    ['items=0-1', undefined],
    ['bytes=abc', undefined],
  ])('when Range is %s on 2000 bytes, then %j', (header, expected) => {
    expect(parseRange(header, 2000)).toEqual(expected);
  });
});

const mediaRouteCases = [
  ...serviceDatabases().map(({ name }) => ({ name, storage: 'local' })),
  // The same answers from S3 (s3rver), on one database: the storage, not the database, is what differs here.
  { name: serviceDatabases()[0]!.name, storage: 's3' },
];

describe.each(mediaRouteCases)('GET /media on $name with $storage storage', ({ name, storage }) => {
  let harness: ContentHarness;
  let s3: TestS3 | undefined;
  const size = 2000;
  const bytes = Buffer.from(Array.from({ length: size }, (_, i) => i % 251));
  // A public file (a thumbnail): paid files answer the same with a signed link (paid-media.test.ts).
  const path = '/media/images/0b6e9b0c-5a55-4a0e-8f5e-6c1f8f1b9b10.webp';

  beforeAll(async () => {
    s3 = storage === 's3' ? await startTestS3() : undefined;
    harness = await startContent(name, { storage: s3?.storage('routes') });
    // Put through the storage (a rename into the folder, an upload to S3), as an upload is.
    const source = join(harness.uploadDir, 'picture.webp');
    writeFileSync(source, bytes);
    await harness.media.storage.put(path.slice('/media/'.length), source, 'image/webp');
  });
  afterAll(async () => {
    await harness.close();
    await s3?.close();
  });

  const get = (url: string) => harness.api().get(url).responseType('blob');

  it('when no Range is sent, then 200 with the whole file, its type and long-lived cache headers', async () => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(Buffer.compare(response.body, bytes)).toBe(0);
    expect(response.headers).toMatchObject({
      'content-type': 'image/webp',
      'content-length': String(size),
      'accept-ranges': 'bytes',
      'cache-control': 'public, max-age=31536000, immutable',
    });
    expect(response.headers.etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
    expect(new Date(response.headers['last-modified'] as string).getTime()).not.toBeNaN();
  });

  it('when bytes=0-99 is asked, then 206 with exactly those bytes', async () => {
    const response = await get(path).set('Range', 'bytes=0-99');
    expect(response.status).toBe(206);
    expect(response.headers['content-range']).toBe(`bytes 0-99/${size}`);
    expect(response.headers['content-length']).toBe('100');
    expect(Buffer.compare(response.body, bytes.subarray(0, 100))).toBe(0);
  });

  it('when an open-ended range is asked, then 206 up to the end', async () => {
    const response = await get(path).set('Range', 'bytes=1000-');
    expect(response.status).toBe(206);
    expect(response.headers['content-range']).toBe(`bytes 1000-1999/${size}`);
    expect(Buffer.compare(response.body, bytes.subarray(1000))).toBe(0);
  });

  it('when a suffix range is asked, then 206 with the last bytes', async () => {
    const response = await get(path).set('Range', 'bytes=-500');
    expect(response.status).toBe(206);
    expect(response.headers['content-range']).toBe(`bytes 1500-1999/${size}`);
    expect(Buffer.compare(response.body, bytes.subarray(1500))).toBe(0);
  });

  it('when a range ends past the end, then 206 cut to the end of the file', async () => {
    const response = await get(path).set('Range', `bytes=1990-${size + 500}`);
    expect(response.status).toBe(206);
    expect(response.headers['content-range']).toBe(`bytes 1990-1999/${size}`);
    expect(Buffer.compare(response.body, bytes.subarray(1990))).toBe(0);
  });

  it('when If-Range names this very file, then the range is honoured', async () => {
    const { etag } = (await get(path)).headers;
    const response = await get(path)
      .set('Range', 'bytes=0-99')
      .set('If-Range', etag as string);
    expect(response.status).toBe(206);
    expect(response.body.length).toBe(100);
  });

  it('when the client has the file by date, then 304 with its cache headers', async () => {
    const first = await get(path);
    const again = await harness
      .api()
      .get(path)
      .set('If-Modified-Since', first.headers['last-modified'] as string);
    expect(again.status).toBe(304);
    expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(again.headers.etag).toBe(first.headers.etag);
  });

  it('when the range starts past the end, then 416 with the size', async () => {
    const response = await harness.api().get(path).set('Range', `bytes=${size}-`);
    expect(response.status).toBe(416);
    expect(response.headers['content-range']).toBe(`bytes */${size}`);
    expect(response.body).toEqual({
      message: 'The requested range is outside the file.',
      error: 'The requested range is outside the file.',
    });
  });

  it('when If-Range names another version, then the whole file comes back', async () => {
    const response = await get(path).set('Range', 'bytes=0-99').set('If-Range', '"stale"');
    expect(response.status).toBe(200);
    expect(response.body.length).toBe(size);
  });

  it('when the client already has the file, then 304', async () => {
    const first = await get(path);
    const again = await harness
      .api()
      .get(path)
      .set('If-None-Match', first.headers.etag as string);
    expect(again.status).toBe(304);
  });

  it('when HEAD is asked, then the headers without a body', async () => {
    const response = await harness.api().head(path);
    expect(response.status).toBe(200);
    expect(response.headers['content-length']).toBe(String(size));
    expect(response.headers['accept-ranges']).toBe('bytes');
  });

  it.each([
    '/media/images/missing.png',
    '/media/videos/..%2F..%2Fsecrets%2Fjwt-secret',
    '/media/%2e%2e/%2e%2e/etc/passwd',
    '/media/videos/%00.webm',
    '/media/.hidden',
    '/media/images',
  ])('when %s is asked, then a JSON 404', async (url) => {
    const response = await harness.api().get(url);
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'File not found.', error: 'File not found.' });
  });
});
