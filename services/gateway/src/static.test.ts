import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import request from 'supertest';
import { gatewaySecretHeader } from '@young-minds/service-kit';
import { createApp } from './app';
import type { BlogListData, BlogPostData, Renderer } from './prerendered';
import { acceptsHtml } from './static';
import { closedPortUrl, tempDir, testConfig, testGatewaySecret } from './test-helpers';

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
    // A fresh id in its place (a random one may hold the letters "bad": hex digits).
    expect(refused.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
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

describe('the public pages rendered ahead (issue 33)', () => {
  const page =
    '<!doctype html><html lang="en" dir="ltr"><head><title>shell</title></head><body><div id="root"></div></body></html>';
  const markup = (text: string) => `<style data-prerendered>h1{color:blue}</style><main><h1>${text}</h1></main>`;
  const screen = (name: string) => [
    { href: 'remoteEntry.js', as: 'script' },
    ...(name ? [{ href: `static/js/async/screen-${name}.0123abcd.js`, as: 'script' }] : []),
  ];
  const manifest = {
    pages: [
      { path: '/', files: { en: 'en/home.html', ar: 'ar/home.html' }, preload: screen('') },
      {
        path: '/login',
        files: { en: 'en/login.html', ar: 'ar/login.html' },
        preload: screen('login'),
        // The screen's texts, by language (they come with its chunk, not among the area's catalogs).
        catalogs: {
          en: [{ href: 'static/js/async/screen-login-en.0123abcd.js', as: 'script' }],
          ar: [{ href: 'static/js/async/screen-login-ar.0123abcd.js', as: 'script' }],
        },
      },
      { path: '/Contact', files: { en: 'en/contact.html', ar: 'ar/contact.html' }, preload: screen('contact') },
      { path: '/faqs', files: { en: 'en/faqs.html', ar: 'ar/faqs.html' }, preload: screen('faqs') },
      { path: '/blog', files: { en: 'en/blog.html' }, preload: screen('blog') },
    ],
    blogPost: { path: '/blog/:slug', renderer: 'server.mjs', locales: ['en', 'ar'], preload: screen('blog-post') },
    blogList: { path: '/blog', renderer: 'server.mjs', locales: ['en', 'ar'] },
    catalogs: {
      en: [{ href: 'static/js/async/en.0123abcd.js', as: 'script' }],
      ar: [
        { href: 'static/js/async/en.0123abcd.js', as: 'script' },
        { href: 'static/js/async/ar.0123abcd.js', as: 'script' },
      ],
    },
  };
  const texts = {
    'en/home.html': 'Platform for Young Minds',
    'ar/home.html': 'منصة Young Minds',
    'en/login.html': 'Log In',
    'ar/login.html': 'تسجيل الدخول',
    'en/contact.html': 'Contact Us',
    'ar/contact.html': 'اتصل بنا',
    // The Arabic FAQs are missing from this build.
    'en/faqs.html': 'FAQs',
    'en/blog.html': 'Blog',
  };
  function builtRoot({ withManifest = true } = {}): string {
    const root = tempDir();
    write(root, 'shell/dist/index.html', page);
    if (withManifest) write(root, 'mfe-public/dist/prerendered/pages.json', JSON.stringify(manifest));
    for (const [file, text] of Object.entries(texts)) write(root, `mfe-public/dist/prerendered/${file}`, markup(text));
    write(root, 'mfe-public/dist/prerendered/server.mjs', 'export const renderPage = () => "";');
    write(
      root,
      'shell/dist/static/css/async/o.0123abcd.css',
      '@font-face{font-family:Noto Naskh Arabic;font-display:swap;src:url(/static/font/naskh-400.0123abcd.woff2)format("woff2");unicode-range:U+0,U+20,U+6??}' +
        // The font's rarely used part (scripts/fonts/subset-arabic.py): fetched by a page that holds one of its characters.
        '@font-face{font-family:Noto Naskh Arabic;font-display:swap;src:url(/static/font/naskh-ext-400.0123abcd.woff2)format("woff2");unicode-range:U+0750-077F,U+FB50-FDFF}' +
        'html:lang(ar){--ym-font-family:"Noto Naskh Arabic"}html:lang(ar) body{line-height:1.8}',
    );
    return root;
  }
  async function appFor(root = builtRoot(), deps: Partial<Parameters<typeof createApp>[0]> = {}) {
    return createApp({ config: testConfig(await closedPortUrl(), { staticRoot: root }), ...deps });
  }

  test('when / is opened, then the page holds the home page inside #root, with the page policy, revalidated each time', async () => {
    const app = await appFor();
    const res = await request(app.callback()).get('/').set('Accept', html);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.text).toContain(
      `<div id="root" data-prerendered-path="/" data-prerendered-locale="en">${markup('Platform for Young Minds')}</div>`,
    );
    expect(res.text).toContain('<title>shell</title>');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    const again = await request(app.callback())
      .get('/')
      .set('Accept', html)
      .set('If-Modified-Since', res.headers['last-modified']!);
    expect(again.status).toBe(304);
  });

  test.each([
    ['/login', 'en', {}, 'Log In'],
    ['/login', 'ar', { 'Accept-Language': 'ar-EG,ar;q=0.9' }, 'تسجيل الدخول'],
    ['/Contact', 'en', {}, 'Contact Us'],
    ['/contact', 'ar', { Cookie: 'ym-lang=ar' }, 'اتصل بنا'],
    ['/?lang=ar', 'ar', {}, 'منصة Young Minds'],
    ['/', 'ar', { 'Accept-Language': 'ar' }, 'منصة Young Minds'],
  ])('when %s is opened in %s, then that page in that language is inside #root', async (url, locale, headers, text) => {
    const app = await appFor();
    const res = await request(app.callback()).get(url).set('Accept', html).set(headers);
    expect(res.status).toBe(200);
    expect(res.text).toContain(`data-prerendered-locale="${locale}">${markup(text)}</div>`);
    expect(res.text).toContain(`data-prerendered-path="${url.replace(/\?.*/, '')}"`);
    expect(res.text).toContain(locale === 'ar' ? '<html lang="ar" dir="rtl">' : '<html lang="en" dir="ltr">');
    expect(res.headers.vary).toMatch(/Cookie/);
    expect(res.headers.vary).toMatch(/Accept-Language/);
  });

  test.each([
    ['a browser that reads Arabic first', 'ar', { 'Accept-Language': 'ar-EG,ar;q=0.9,en;q=0.8' }, '/login'],
    ['a visitor who chose Arabic', 'ar', { 'Accept-Language': 'en-GB', Cookie: 'ym-lang=ar' }, '/login'],
    ['a link asking for Arabic', 'ar', { Cookie: 'ym-lang=en' }, '/login?lang=ar'],
    ['a link asking for English', 'en', { Cookie: 'ym-lang=ar' }, '/login?lang=en'],
    ['a visitor who chose English', 'en', { 'Accept-Language': 'ar', Cookie: 'ym-lang=en' }, '/login'],
    ['a browser that names no language', 'en', {}, '/login'],
  ])('when %s opens a page, then it comes in %s', async (_who, locale, headers, url) => {
    const app = await appFor();
    const res = await request(app.callback()).get(url).set('Accept', html).set(headers);
    expect(res.text).toContain(markup(locale === 'ar' ? 'تسجيل الدخول' : 'Log In'));
    expect(res.text).not.toContain(markup(locale === 'ar' ? 'Log In' : 'تسجيل الدخول'));
  });

  test("when a page is sent, then the area's files for that page and language are asked for with it", async () => {
    const app = await appFor();
    const res = await request(app.callback()).get('/login').set('Accept', html).set('Accept-Language', 'ar');
    const head = res.text.slice(0, res.text.indexOf('</head>'));
    expect(head).toContain('<link rel="preload" href="/remotes/public/remoteEntry.js" as="script">');
    expect(head).toContain(
      '<link rel="preload" href="/remotes/public/static/js/async/screen-login.0123abcd.js" as="script">',
    );
    expect(head).toContain('<link rel="preload" href="/remotes/public/static/js/async/ar.0123abcd.js" as="script">');
    expect(head).toContain(
      '<link rel="preload" href="/remotes/public/static/js/async/screen-login-ar.0123abcd.js" as="script">',
    );
    expect(head).not.toContain('screen-login-en');
    expect(head).not.toContain('screen-contact');
    // Arabic paints in the shell's Arabic type from the first paint: its stylesheet and font come with the page.
    expect(head).toContain('<link rel="stylesheet" href="/static/css/async/o.0123abcd.css">');
    expect(head).toContain(
      '<link rel="preload" href="/static/font/naskh-400.0123abcd.woff2" as="font" type="font/woff2" crossorigin fetchpriority="high">',
    );
    // Not the font's rarely used part: its face is there (the page fetches it only if it holds such a character).
    expect(head).not.toContain('<link rel="preload" href="/static/font/naskh-ext-400');
    expect(head).toMatch(/<style data-prerendered-fonts>[^<]*naskh-ext-400/);
    // Before the shell's own tags, and its font faces wait for the font rather than paint in another and move.
    expect(head.indexOf('o.0123abcd.css')).toBeLessThan(head.indexOf('<title>'));
    expect(head).toMatch(/<style data-prerendered-fonts>@font-face\{[^}]*font-display:block/);
    const english = await request(app.callback()).get('/login').set('Accept', html);
    expect(english.text).not.toContain('o.0123abcd.css');
    expect(english.text).not.toContain('/remotes/public/static/js/async/ar.0123abcd.js');
    expect(english.text).toContain('/remotes/public/static/js/async/screen-login-en.0123abcd.js');
    expect(english.text).not.toContain('screen-login-ar');
  });

  test('when an Arabic page is sent, then its one inline script (both weights paint together) is allowed by its hash', async () => {
    const app = await appFor();
    const res = await request(app.callback()).get('/login').set('Accept', html).set('Accept-Language', 'ar');
    const head = res.text.slice(0, res.text.indexOf('</head>'));
    const scripts = [...head.matchAll(/<script>([^<]*)<\/script>/g)].map((match) => match[1]!);
    expect(scripts).toHaveLength(1);
    // After the stylesheet whose faces it loads; it hides #root only while a class it sets itself is on <html>.
    expect(head.indexOf('<script>')).toBeGreaterThan(head.indexOf('o.0123abcd.css'));
    expect(scripts[0]).toContain('700 1em "Noto Naskh Arabic"');
    expect(head).toContain('html.ym-fonts-wait #root{visibility:hidden}');
    const hash = createHash('sha256').update(scripts[0]!).digest('base64');
    expect(res.headers['content-security-policy']).toContain(`script-src 'self' 'sha256-${hash}'`);
    const english = await request(app.callback()).get('/login').set('Accept', html);
    expect(english.text).not.toContain('<script>');
  });

  test('when a page has no rendering in the reader’s language, then the plain shell page, never another language', async () => {
    const app = await appFor();
    const res = await request(app.callback()).get('/faqs').set('Accept', html).set('Accept-Language', 'ar');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<div id="root"></div>');
    expect(res.text).not.toContain('FAQs');
    const english = await request(app.callback()).get('/faqs').set('Accept', html);
    expect(english.text).toContain(markup('FAQs'));
  });

  test('when the build has no list of pages, or a page is not prerendered, then the plain shell page', async () => {
    const withoutList = await appFor(builtRoot({ withManifest: false }));
    const home = await request(withoutList.callback()).get('/').set('Accept', html);
    expect(home.text).toContain('<div id="root"></div>');
    const app = await appFor();
    for (const url of ['/set-password', '/admin/parents', '/login/extra']) {
      const res = await request(app.callback()).get(url).set('Accept', html);
      expect(res.text).toContain('<div id="root"></div>');
    }
  });

  test('when someone is logged in on this browser, then the plain shell page, not a visitor’s page', async () => {
    const app = await appFor();
    for (const url of ['/', '/login']) {
      const res = await request(app.callback()).get(url).set('Accept', html).set('Cookie', 'ym-signed-in=1');
      expect(res.text).toContain('<div id="root"></div>');
      expect(res.text).not.toContain('data-prerendered');
      expect(res.headers.vary).toMatch(/Cookie/);
    }
  });

  test('when the public area is served from elsewhere (remotes.json), then / is the plain shell page', async () => {
    const root = builtRoot();
    const remotesFile = path.join(root, 'remotes.json');
    writeFileSync(remotesFile, JSON.stringify({ mfe_public: 'https://cdn.example.com/public/v2/remoteEntry.js' }));
    const app = createApp({ config: testConfig(await closedPortUrl(), { staticRoot: root, remotesFile }) });
    const res = await request(app.callback()).get('/').set('Accept', html);
    expect(res.status).toBe(200);
    expect(res.text).toContain('<div id="root"></div>');
  });

  test('when the renderer or a prerendered file is asked for under /remotes, then nothing is sent', async () => {
    const app = await appFor();
    for (const url of ['/remotes/public/prerendered/server.mjs', '/remotes/public/prerendered/en/login.html']) {
      const res = await request(app.callback()).get(url).set('Accept', '*/*');
      expect(res.status).toBe(404);
    }
  });

  describe('a blog post and the blog list, rendered at request time with what the content service has now', () => {
    let post = { slug: 'bedtime-stories', title: 'Bedtime stories', description: 'First night.' };
    let posts: (typeof post)[] = [];
    const listOf = (data: (typeof post)[]) => ({ data, total: data.length, page: 1, pageSize: 20 });
    let content: http.Server;
    let contentUrl: URL;
    const asked: { url: string; secret: string | undefined; language: string | undefined }[] = [];
    beforeAll(async () => {
      content = http.createServer((req, res) => {
        asked.push({
          url: req.url ?? '',
          secret: req.headers[gatewaySecretHeader] as string | undefined,
          language: req.headers['accept-language'],
        });
        if (req.url === '/api/blogs') {
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end(JSON.stringify(listOf(posts)));
          return;
        }
        const found = req.url === `/api/blogs/slug/${encodeURIComponent(post.slug)}`;
        res.writeHead(found ? 200 : 404, { 'content-type': 'application/json' });
        res.end(JSON.stringify(found ? post : { message: 'Blog post not found.' }));
      });
      await new Promise<void>((resolve) => content.listen(0, '127.0.0.1', resolve));
      contentUrl = new URL(`http://127.0.0.1:${(content.address() as AddressInfo).port}`);
    });
    afterAll(() => new Promise((resolve) => content.close(resolve)));
    beforeEach(() => {
      post = { slug: 'bedtime-stories', title: 'Bedtime stories', description: 'First night.' };
      posts = [post, { slug: 'ramadan-nights', title: 'Ramadan nights', description: 'The last ten.' }];
      asked.length = 0;
    });

    function appWithContent() {
      const renderPage = jest.fn(
        async (at: string, locale: string, data?: { blogPost?: BlogPostData; blogList?: BlogListData }) =>
          `<main data-at="${at}" data-locale="${locale}"><h1>${(data?.blogPost?.title as string | undefined) ?? 'none'}</h1>` +
          `${((data?.blogList?.data ?? []) as BlogPostData[]).map((listed) => `<h2>${listed.title as string}</h2>`).join('')}</main>`,
      );
      const importRenderer = jest.fn(async (_url: string) => ({ renderPage }));
      const app = createApp({
        config: testConfig(contentUrl, { staticRoot: builtRoot() }),
        importRenderer,
      });
      return { app, renderPage, importRenderer };
    }

    test('when a post is opened, then its page holds the post rendered in the reader’s language and the post as data', async () => {
      const { app, importRenderer } = appWithContent();
      post.title = 'Bedtime stories </script><script>alert(1)</script>';
      const res = await request(app.callback())
        .get('/blog/bedtime-stories')
        .set('Accept', html)
        .set('Cookie', 'ym-lang=ar');
      expect(res.status).toBe(200);
      expect(res.text).toContain(
        '<div id="root" data-prerendered-path="/blog/bedtime-stories" data-prerendered-locale="ar"><main data-at="/blog/bedtime-stories" data-locale="ar">',
      );
      expect(res.text).toContain('<html lang="ar" dir="rtl">');
      const data = /<script type="application\/json" id="ym-prerendered-data">(.*?)<\/script>/.exec(res.text);
      expect(JSON.parse(data![1]!)).toEqual({ blogPost: post });
      expect(data![1]).not.toContain('</script>');
      expect(res.text).toContain('screen-blog-post.0123abcd.js');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(asked[0]).toEqual({ url: '/api/blogs/slug/bedtime-stories', secret: testGatewaySecret, language: 'ar' });
      expect(String(importRenderer.mock.calls[0]![0])).toMatch(
        /^file:.*\/mfe-public\/dist\/prerendered\/server\.mjs\?build=/,
      );
    });

    test('when an admin edits the post, then the next visit shows the new text; an unchanged post is not rendered again', async () => {
      const { app, renderPage } = appWithContent();
      const first = await request(app.callback()).get('/blog/bedtime-stories').set('Accept', html);
      expect(first.text).toContain('<h1>Bedtime stories</h1>');
      await request(app.callback()).get('/blog/bedtime-stories').set('Accept', html);
      expect(renderPage).toHaveBeenCalledTimes(1);
      post.title = 'Bedtime stories, edited';
      const edited = await request(app.callback()).get('/blog/bedtime-stories').set('Accept', html);
      expect(edited.text).toContain('<h1>Bedtime stories, edited</h1>');
      expect(renderPage).toHaveBeenCalledTimes(2);
      expect(asked).toHaveLength(3);
    });

    test("when the blog list is opened, then the posts' renderer loads; a post asked for before it is ready gets the plain shell", async () => {
      let ready: (renderer: Renderer) => void = () => undefined;
      const importRenderer = jest.fn(() => new Promise<Renderer>((resolve) => (ready = resolve)));
      const app = createApp({ config: testConfig(contentUrl, { staticRoot: builtRoot() }), importRenderer });
      await request(app.callback()).get('/blog').set('Accept', html);
      expect(importRenderer).toHaveBeenCalledTimes(1);
      const early = await request(app.callback()).get('/blog/bedtime-stories').set('Accept', html);
      expect(early.status).toBe(200);
      expect(early.text).toContain('<div id="root"></div>');
      ready({ renderPage: async () => '<main><h1>Bedtime stories</h1></main>' });
      const later = await request(app.callback()).get('/blog/bedtime-stories').set('Accept', html);
      expect(later.text).toContain('<h1>Bedtime stories</h1>');
      expect(importRenderer).toHaveBeenCalledTimes(1);
    });

    test("when the blog list is opened, then it holds the first page of posts in the reader's language, and that page as data", async () => {
      const { app, renderPage } = appWithContent();
      for (const locale of ['en', 'ar'] as const) {
        asked.length = 0;
        const res = await request(app.callback()).get('/blog').set('Accept', html).set('Cookie', `ym-lang=${locale}`);
        expect(res.status).toBe(200);
        expect(res.text).toContain(
          `<div id="root" data-prerendered-path="/blog" data-prerendered-locale="${locale}">` +
            `<main data-at="/blog" data-locale="${locale}"><h1>none</h1><h2>Bedtime stories</h2><h2>Ramadan nights</h2></main></div>`,
        );
        const data = /<script type="application\/json" id="ym-prerendered-data">(.*?)<\/script>/.exec(res.text);
        expect(JSON.parse(data![1]!)).toEqual({ blogList: listOf(posts) });
        // The Blog screen's files, as its static page preloads them; and no build date: the page changes with the posts.
        expect(res.text).toContain('screen-blog.0123abcd.js');
        expect(res.headers['last-modified']).toBeUndefined();
        expect(res.headers['cache-control']).toBe('no-cache');
        // The Blog screen's own call: the screen takes the answer as its own.
        expect(asked).toEqual([{ url: '/api/blogs', secret: testGatewaySecret, language: locale }]);
      }
      expect(renderPage).toHaveBeenCalledTimes(2);
    });

    test('when an admin publishes a post, then the next visit of the list has it; an unchanged list is not rendered again', async () => {
      const { app, renderPage } = appWithContent();
      await request(app.callback()).get('/blog').set('Accept', html);
      const same = await request(app.callback()).get('/blog').set('Accept', html);
      expect(same.text).not.toContain('Bedtime stories, for the little ones');
      expect(renderPage).toHaveBeenCalledTimes(1);
      posts.unshift({
        slug: 'for-the-little-ones',
        title: 'Bedtime stories, for the little ones',
        description: 'New.',
      });
      const published = await request(app.callback()).get('/blog').set('Accept', html);
      expect(published.text).toContain('<h2>Bedtime stories, for the little ones</h2><h2>Bedtime stories</h2>');
      expect(renderPage).toHaveBeenCalledTimes(2);
      expect(asked).toHaveLength(3);
    });

    test('when the content service cannot answer, then the blog list is its static page (the heading, no posts)', async () => {
      const down = createApp({ config: testConfig(await closedPortUrl(), { staticRoot: builtRoot() }) });
      const res = await request(down.callback()).get('/blog').set('Accept', html);
      expect(res.status).toBe(200);
      expect(res.text).toContain(
        `<div id="root" data-prerendered-path="/blog" data-prerendered-locale="en">${markup('Blog')}</div>`,
      );
      expect(res.text).not.toContain('ym-prerendered-data');
      expect(res.headers['last-modified']).toBeDefined();
    });

    test('when the content service does not answer in time, then the blog list is its static page', async () => {
      const silent = http.createServer(() => undefined); // takes the request, never answers
      await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
      try {
        const url = new URL(`http://127.0.0.1:${(silent.address() as AddressInfo).port}`);
        const app = createApp({ config: testConfig(url, { staticRoot: builtRoot() }) });
        const res = await request(app.callback()).get('/blog').set('Accept', html);
        expect(res.status).toBe(200);
        expect(res.text).toContain(`data-prerendered-locale="en">${markup('Blog')}</div>`);
        expect(res.text).not.toContain('ym-prerendered-data');
      } finally {
        silent.closeAllConnections();
        await new Promise((resolve) => silent.close(resolve));
      }
    });

    test('when the post does not exist or the content service cannot answer, then the plain shell page', async () => {
      const { app, renderPage } = appWithContent();
      const missing = await request(app.callback()).get('/blog/no-such-post').set('Accept', html);
      expect(missing.status).toBe(200);
      expect(missing.text).toContain('<div id="root"></div>');
      const down = createApp({ config: testConfig(await closedPortUrl(), { staticRoot: builtRoot() }) });
      const res = await request(down.callback()).get('/blog/bedtime-stories').set('Accept', html);
      expect(res.text).toContain('<div id="root"></div>');
      expect(renderPage).not.toHaveBeenCalled();
    });
  });
});
