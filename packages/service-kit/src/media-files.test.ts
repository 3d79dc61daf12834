import Koa from 'koa';
import request from 'supertest';
import { isPrivateMediaKey, mediaKeyOfPath, planMediaAnswer } from './media-files';
import { securityHeaderValues, securityHeaders } from './security';

const file = { size: 2000, modified: new Date('2026-03-01T12:00:00.500Z') };
const lastModified = 'Sun, 01 Mar 2026 12:00:00 GMT';

describe('planning a media answer', () => {
  const etag = planMediaAnswer('videos/a.webm', file, {}).headers.ETag;

  test('when nothing is asked but the file, then 200 with its size, type and validators', () => {
    expect(planMediaAnswer('videos/a.webm', file, {})).toEqual({
      status: 200,
      range: undefined,
      length: 2000,
      headers: {
        'Accept-Ranges': 'bytes',
        ETag: etag,
        'Last-Modified': lastModified,
        'Content-Type': 'video/webm',
        'Content-Length': '2000',
      },
    });
  });

  test('when a range ends past the end, then it is cut to the end', () => {
    expect(planMediaAnswer('videos/a.webm', file, { range: 'bytes=1500-9999' })).toMatchObject({
      status: 206,
      range: { start: 1500, end: 1999 },
      length: 500,
      headers: { 'Content-Range': 'bytes 1500-1999/2000', 'Content-Length': '500' },
    });
  });

  test('when a range starts past the end, then 416 with the size', () => {
    expect(planMediaAnswer('videos/a.webm', file, { range: 'bytes=2000-2100' })).toEqual({
      status: 416,
      headers: { 'Content-Range': 'bytes */2000' },
    });
  });

  test.each([
    ['its ETag', { ifNoneMatch: 'ETAG' }],
    ['its weak ETag among others', { ifNoneMatch: '"other", W/ETAG' }],
    ['any version (*)', { ifNoneMatch: '*' }],
    ['its Last-Modified', { ifModifiedSince: lastModified }],
    ['a later date', { ifModifiedSince: 'Mon, 02 Mar 2026 00:00:00 GMT' }],
  ])('when the client holds %s, then 304 (even with a Range)', (_label, conditions) => {
    const request = Object.fromEntries(
      Object.entries(conditions).map(([name, value]) => [name, value.replace('ETAG', etag ?? '')]),
    );
    expect(planMediaAnswer('videos/a.webm', file, { ...request, range: 'bytes=0-9' }).status).toBe(304);
  });

  test.each([
    ['another ETag', { ifNoneMatch: '"other"' }],
    ['an earlier date', { ifModifiedSince: 'Sat, 28 Feb 2026 00:00:00 GMT' }],
    ['a date that is no date', { ifModifiedSince: 'yesterday' }],
    ['another ETag and a current date (the ETag decides)', { ifNoneMatch: '"other"', ifModifiedSince: lastModified }],
  ])('when the client holds %s, then the file is sent', (_label, conditions) => {
    expect(planMediaAnswer('videos/a.webm', file, conditions).status).toBe(200);
  });

  test('when If-Range is this version (ETag or date), then the range; another one, then the whole file', () => {
    expect(planMediaAnswer('videos/a.webm', file, { range: 'bytes=0-9', ifRange: etag }).status).toBe(206);
    expect(planMediaAnswer('videos/a.webm', file, { range: 'bytes=0-9', ifRange: lastModified }).status).toBe(206);
    expect(planMediaAnswer('videos/a.webm', file, { range: 'bytes=0-9', ifRange: '"old"' }).status).toBe(200);
  });

  test('when the extension is unknown, then it is sent as bytes, and reader JSON as JSON', () => {
    expect(planMediaAnswer('videos/a.xyz', file, {}).headers['Content-Type']).toBe('application/octet-stream');
    expect(planMediaAnswer('readers/a.json', file, {}).headers['Content-Type']).toBe('application/json; charset=utf-8');
  });
});

describe('media keys', () => {
  test.each([
    ['/media/videos/a.webm', 'videos/a.webm'],
    ['/media/videos/a%2Eb.webm', 'videos/a.b.webm'],
    ['/media/videos/..%2F..%2Fsecrets', null],
    ['/media/%2e%2e/etc/passwd', null],
    ['/media/videos/%00.webm', null],
    ['/media/.hidden', null],
    ['/media/videos/%E0%A4%A', null],
    ['/api/videos', null],
  ])('when the path is %s, then the key is %p', (path, key) => {
    expect(mediaKeyOfPath(path)).toBe(key);
  });

  test("when a key is children's work or paid content, then it is private; pictures are not", () => {
    for (const key of [
      'submissions/a.jpg',
      'videos/a.webm',
      'captions/a.vtt',
      'books/a.pdf',
      'readers/a.json',
      'assignments/a.pdf',
      'audio/a.mp3',
      'activity-images/a.png',
    ])
      expect(isPrivateMediaKey(key)).toBe(true);
    expect(isPrivateMediaKey('images/a.png')).toBe(false);
  });
});

describe('security header values', () => {
  test('when written by hand, then they are exactly the headers the middleware sets', async () => {
    const app = new Koa();
    app.use(securityHeaders());
    app.use((ctx) => {
      ctx.body = 'ok';
    });
    const response = await request(app.callback()).get('/');
    const values = securityHeaderValues();
    expect(Object.keys(values).length).toBeGreaterThan(5);
    for (const [name, value] of Object.entries(values)) expect(response.headers[name.toLowerCase()]).toBe(value);
    expect(values['X-Powered-By']).toBeUndefined();
  });
});
