import request from 'supertest';
import { buildTestApp, tokenFor } from './testing/fixtures';

const server = buildTestApp().app.callback();
// A public GET whose answer depends on the caller: `{ id: null }` for anyone anonymous, `{ id }` when signed in.
const publicRoute = '/api/auth/test/whoami';

describe('conditional GETs of public answers', () => {
  test('when an anonymous caller reads a public route, then the answer carries a weak ETag and is kept but revalidated', async () => {
    const res = await request(server).get(publicRoute);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: null });
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers.etag).toMatch(/^W\/"[\w-]+"$/);
    expect(res.headers['cache-control']).toBe('max-age=0, must-revalidate, s-maxage=1');
    expect(res.headers.vary).toMatch(/Authorization/i);
    // The same answer, the same tag.
    expect((await request(server).get(publicRoute)).headers.etag).toBe(res.headers.etag);
  });

  test('when the tag is sent back in If-None-Match, then 304 with no body', async () => {
    const { etag } = (await request(server).get(publicRoute)).headers;
    const res = await request(server).get(publicRoute).set('If-None-Match', `"other", ${etag!}`);
    expect(res.status).toBe(304);
    expect(res.text).toBe('');
    expect(res.headers.etag).toBe(etag);
  });

  test('when another tag is sent, then the whole answer comes', async () => {
    const res = await request(server).get(publicRoute).set('If-None-Match', 'W/"stale"');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: null });
  });

  test('when a signed-in caller reads the same route, then the answer has no tag, is not stored, and never 304', async () => {
    const { etag } = (await request(server).get(publicRoute)).headers;
    const res = await request(server)
      .get(publicRoute)
      .set('Authorization', `Bearer ${await tokenFor(2)}`)
      .set('If-None-Match', etag!);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: 2 });
    expect(res.headers.etag).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers.vary).toMatch(/Authorization/i);
  });

  test('when a route is not public, then its answers have no tag', async () => {
    const res = await request(server)
      .get('/api/parent/children/3')
      .set('Authorization', `Bearer ${await tokenFor(2)}`);
    expect(res.status).toBe(200);
    expect(res.headers.etag).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-store');
  });

  test('when a public route fails, then the error has no tag and is not stored', async () => {
    const res = await request(server).get('/api/auth/test/fail/nothing-to-throw');
    expect(res.status).toBe(404);
    expect(res.headers.etag).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
