import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { createApp } from './app';
import { acceptsHtml } from './static';
import { closedPortUrl, tempDir, testConfig } from './test-helpers';

const html = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

function write(root: string, file: string, text: string): void {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
}

describe('before the shell is built', () => {
  test('when someone opens /, then a plain page says the app is on its way', async () => {
    const app = createApp({ config: testConfig(await closedPortUrl()) });
    for (const accept of [html, '*/*']) {
      const res = await request(app.callback()).get('/').set('Accept', accept);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.text).toContain('Young Minds');
      expect(res.text).toContain('Platform for Young Minds');
      expect(res.text).toContain('on its way');
      expect(res.text).toContain('/health');
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    }
  });
});

describe('serving the built shell and remotes', () => {
  let root: string;
  let app: ReturnType<typeof createApp>;
  beforeAll(async () => {
    root = tempDir();
    write(root, 'shell/dist/index.html', '<!doctype html><title>shell</title>');
    write(root, 'shell/dist/static/js/main.3f9a1c2b.js', 'console.log("shell")');
    write(root, 'shell/dist/favicon.ico', 'icon');
    write(root, 'shell/dist/sw.js', 'self.addEventListener("fetch", () => {})');
    write(root, 'shell/dist/manifest.webmanifest', '{"name":"Young Minds"}');
    write(root, 'mfe-admin/dist/mf-manifest.json', '{"name":"mfe_admin"}');
    write(root, 'mfe-admin/dist/static/js/admin.0123abcd.js', 'console.log("admin")');
    write(root, 'package.json', '{"secret":true}');
    app = createApp({ config: testConfig(await closedPortUrl(), { staticRoot: root }) });
  });

  test('when / is opened, then the shell index.html is served and revalidated each time', async () => {
    const res = await request(app.callback()).get('/').set('Accept', html);
    expect(res.status).toBe(200);
    expect(res.text).toContain('<title>shell</title>');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
  });

  test("when a page is served, then its styles may come from blob URLs (an EPUB book's stylesheets) and scripts may not", async () => {
    const res = await request(app.callback()).get('/child/book/3').set('Accept', html);
    const policy = String(res.headers['content-security-policy']);
    expect(policy).toContain("style-src 'self' 'unsafe-inline' blob:");
    expect(policy).toContain("script-src 'self';");
    expect(policy).not.toMatch(/(script-src|default-src)[^;]*blob:/);
  });

  test.each(['/admin/parents', '/blog/my-first-post', '/set-password', '/login'])(
    'when the browser navigates to %s, then the shell answers (SPA fallback)',
    async (url) => {
      const res = await request(app.callback()).get(url).set('Accept', html);
      expect(res.status).toBe(200);
      expect(res.text).toContain('<title>shell</title>');
    },
  );

  test('when a built file is asked for, then it is served; hashed names are cached for good', async () => {
    const js = await request(app.callback()).get('/static/js/main.3f9a1c2b.js');
    expect(js.status).toBe(200);
    expect(js.headers['content-type']).toMatch(/javascript/);
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await request(app.callback()).get('/favicon.ico');
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  test('when the browser checks for a new service worker or app manifest, then it is revalidated every time', async () => {
    const worker = await request(app.callback()).get('/sw.js');
    expect(worker.status).toBe(200);
    expect(worker.headers['content-type']).toMatch(/javascript/);
    expect(worker.headers['cache-control']).toBe('no-cache');
    const manifest = await request(app.callback()).get('/manifest.webmanifest');
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');
  });

  test('when the service worker is served, then its policy lets it fetch from this origin (the API, the remotes)', async () => {
    const worker = await request(app.callback()).get('/sw.js');
    const policy = String(worker.headers['content-security-policy']);
    expect(policy).toContain("connect-src 'self'");
    expect(policy).not.toContain("default-src 'none'");
    // Other scripts keep the kit's policy, which allows nothing.
    const js = await request(app.callback()).get('/static/js/main.3f9a1c2b.js');
    expect(js.headers['content-security-policy']).toContain("default-src 'none'");
  });

  test('when a file was not modified since the browser fetched it, then 304', async () => {
    const first = await request(app.callback()).get('/static/js/main.3f9a1c2b.js');
    const again = await request(app.callback())
      .get('/static/js/main.3f9a1c2b.js')
      .set('If-Modified-Since', first.headers['last-modified']!);
    expect(again.status).toBe(304);
  });

  test('when a missing asset is fetched (not a navigation), then 404 JSON, not the shell', async () => {
    for (const accept of ['*/*', 'application/json', 'text/html;q=0']) {
      const res = await request(app.callback()).get('/static/js/gone.js').set('Accept', accept);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'Not found.', error: 'Not found.' });
    }
  });

  test('when a navigation is not a GET, then no fallback', async () => {
    const res = await request(app.callback()).post('/admin/parents').set('Accept', html).send({});
    expect(res.status).toBe(404);
  });

  test('when /api or /media is opened as a page, then it is never the shell', async () => {
    const api = await request(app.callback()).get('/api/unknown').set('Accept', html);
    expect(api.status).toBe(404);
    expect(api.body).toEqual({ message: 'Not found.', error: 'Not found.' });
    const media = await request(app.callback()).get('/media/x.png').set('Accept', html);
    expect(media.status).toBe(503);
    expect(media.text).not.toContain('<title>shell</title>');
  });

  test('when a remote is asked for, then it comes from mfe-<area>/dist', async () => {
    const manifest = await request(app.callback()).get('/remotes/admin/mf-manifest.json');
    expect(manifest.status).toBe(200);
    expect(manifest.body).toEqual({ name: 'mfe_admin' });
    expect(manifest.headers['cache-control']).toBe('no-cache');
    const chunk = await request(app.callback()).get('/remotes/admin/static/js/admin.0123abcd.js');
    expect(chunk.status).toBe(200);
    expect(chunk.headers['cache-control']).toContain('immutable');
  });

  test('when a remote file is missing, an area is unknown or a path climbs out, then nothing is served', async () => {
    for (const url of [
      '/remotes/parent/mf-manifest.json',
      '/remotes/hacker/x.js',
      '/remotes/admin/..%2f..%2fpackage.json',
      '/..%2fpackage.json',
      '/remotes/admin/',
    ]) {
      const res = await request(app.callback()).get(url).set('Accept', '*/*');
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.text).not.toContain('secret');
      expect(res.body).toHaveProperty('message');
    }
    const traversal = await request(app.callback()).get('/..%2fpackage.json').set('Accept', html);
    expect(traversal.text).not.toContain('secret');
  });
});

describe('headers on every answer', () => {
  test('when anything is served, then security headers and a request id are set', async () => {
    const app = createApp({ config: testConfig(await closedPortUrl()) });
    const res = await request(app.callback()).get('/remotes.json');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const echoed = await request(app.callback()).get('/remotes.json').set('X-Request-Id', 'abc-123');
    expect(echoed.headers['x-request-id']).toBe('abc-123');
    const refused = await request(app.callback())
      .get('/remotes.json')
      .set('X-Request-Id', 'bad id {"log":"injection"}');
    expect(refused.headers['x-request-id']).not.toContain('bad');
  });
});

test.each([
  [html, true],
  ['text/html', true],
  ['TEXT/HTML; charset=utf-8', true],
  ['text/html;q=0', false],
  ['*/*', false],
  ['application/json', false],
  [undefined, false],
])('acceptsHtml(%p) is %p', (accept, expected) => {
  expect(acceptsHtml(accept)).toBe(expected);
});

describe('the home page rendered at build time', () => {
  const page = '<!doctype html><title>shell</title><body><div id="root"></div></body>';
  const home = '<style data-prerendered>h1{color:blue}</style><main><h1>Platform for Young Minds</h1></main>';
  function builtRoot(): string {
    const root = tempDir();
    write(root, 'shell/dist/index.html', page);
    write(root, 'mfe-public/dist/prerendered/home.html', home);
    return root;
  }

  test('when / is opened, then the page holds the home page inside #root, with the page policy, revalidated each time', async () => {
    const app = createApp({ config: testConfig(await closedPortUrl(), { staticRoot: builtRoot() }) });
    const res = await request(app.callback()).get('/').set('Accept', html);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.text).toContain(`<div id="root">${home}</div>`);
    expect(res.text).toContain('<title>shell</title>');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    const again = await request(app.callback())
      .get('/')
      .set('Accept', html)
      .set('If-Modified-Since', res.headers['last-modified']!);
    expect(again.status).toBe(304);
  });

  test('when another page is opened, then it gets the plain shell page (the home markup is for / only)', async () => {
    const app = createApp({ config: testConfig(await closedPortUrl(), { staticRoot: builtRoot() }) });
    const res = await request(app.callback()).get('/login').set('Accept', html);
    expect(res.text).toContain('<div id="root"></div>');
    expect(res.text).not.toContain('Platform for Young Minds');
  });

  test.each([
    ['a browser that reads Arabic first', { 'Accept-Language': 'ar-EG,ar;q=0.9,en;q=0.8' }, '/', false],
    ['a visitor who chose Arabic', { 'Accept-Language': 'en-GB', Cookie: 'ym-lang=ar' }, '/', false],
    ['a link asking for Arabic', {}, '/?lang=ar', false],
    ['a link asking for English', { Cookie: 'ym-lang=ar' }, '/?lang=en', true],
    ['a visitor who chose English', { 'Accept-Language': 'ar', Cookie: 'ym-lang=en' }, '/', true],
    ['a browser that names no language', {}, '/', true],
  ])(
    'when %s opens the home page, then the English prerendered page is sent: %p',
    async (_who, headers, url, english) => {
      const app = createApp({ config: testConfig(await closedPortUrl(), { staticRoot: builtRoot() }) });
      const res = await request(app.callback()).get(url).set('Accept', html).set(headers);
      expect(res.status).toBe(200);
      expect(res.text.includes('Platform for Young Minds')).toBe(english);
      expect(res.headers.vary).toMatch(/Cookie/);
      expect(res.headers.vary).toMatch(/Accept-Language/);
    },
  );

  test('when the public area is served from elsewhere (remotes.json), then / is the plain shell page', async () => {
    const root = builtRoot();
    const remotesFile = path.join(root, 'remotes.json');
    writeFileSync(remotesFile, JSON.stringify({ mfe_public: 'https://cdn.example.com/public/v2/mf-manifest.json' }));
    const app = createApp({ config: testConfig(await closedPortUrl(), { staticRoot: root, remotesFile }) });
    const res = await request(app.callback()).get('/').set('Accept', html);
    expect(res.status).toBe(200);
    expect(res.text).toContain('<div id="root"></div>');
  });
});
