import { createHash } from 'node:crypto';
import { mkdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import request from 'supertest';
import { createApp } from './app';
import { closedPortUrl, tempDir, testConfig } from './test-helpers';

const html = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
const page =
  '<!doctype html><html lang="en" dir="ltr"><head><title>shell</title><script defer src="/static/js/index.0123abcd.js"></script></head>' +
  '<body><div id="root"></div></body></html>';

function write(root: string, file: string, text: string): void {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
}

/** What an area's build writes (packages/mf-shared `pluginFirstScreenHints`). */
const hints = (area: string, firstScreen: string) => ({
  start: [],
  area: [
    { href: 'remoteEntry.js', as: 'script' },
    { href: `static/js/async/__federation_expose_App.${area}0123.js`, as: 'script' },
  ],
  shared: {
    react: [`static/js/async/react.${area}0123.js`],
    '@tanstack/react-query': [`static/js/async/query.${area}0123.js`],
  },
  catalogs: {
    en: [`static/js/async/en.${area}0123.js`],
    ar: [`static/js/async/en.${area}0123.js`, `static/js/async/ar.${area}0123.js`],
  },
  screens: [{ path: firstScreen, files: [`static/js/async/screen-first.${area}0123.js`] }],
});

function builtRoot(): string {
  const root = tempDir();
  write(root, 'shell/dist/index.html', page);
  // The shell provides React itself: the areas' copies are never fetched.
  write(
    root,
    'shell/dist/first-screen.json',
    JSON.stringify({
      area: [],
      start: ['static/js/async/bootstrap.0123abcd.js'],
      shared: { react: ['static/js/async/react.shell0123.js'] },
      catalogs: { ar: ['static/js/async/ar.shell0123.js'] },
      screens: [],
    }),
  );
  write(root, 'mfe-parent/dist/first-screen.json', JSON.stringify(hints('parent', '/parent')));
  write(root, 'mfe-child/dist/first-screen.json', JSON.stringify(hints('child', '/child')));
  write(root, 'mfe-admin/dist/first-screen.json', JSON.stringify(hints('admin', '/admin/dashboard')));
  return root;
}

async function appFor(root = builtRoot(), remotesFile?: string) {
  return createApp({ config: testConfig(await closedPortUrl(), { staticRoot: root, remotesFile }) });
}

const head = (text: string) => text.slice(0, text.indexOf('</head>'));
const remoteFiles = (text: string) => [...text.matchAll(/href="(\/remotes\/[^"]+)"/g)].map((match) => match[1]);

describe("a signed-in role's own area: its first files named in the shell's page (issue 33)", () => {
  test("when a parent opens /parent, then the page preloads the parent area's entry, App, catalog and dashboard, not what the shell holds", async () => {
    const app = await appFor();
    const res = await request(app.callback()).get('/parent').set('Accept', html).set('Cookie', 'ym-signed-in=parent');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers.vary).toMatch(/Cookie/);
    expect(res.text).toContain('<div id="root"></div>');
    expect(head(res.text)).toContain('<link rel="preload" href="/remotes/parent/remoteEntry.js" as="script">');
    expect(remoteFiles(res.text)).toEqual([
      '/remotes/parent/remoteEntry.js',
      '/remotes/parent/static/js/async/__federation_expose_App.parent0123.js',
      '/remotes/parent/static/js/async/query.parent0123.js',
      '/remotes/parent/static/js/async/en.parent0123.js',
      '/remotes/parent/static/js/async/screen-first.parent0123.js',
    ]);
    // Before them, the shell's own bootstrap and the shared modules it provides.
    const shellFiles = [...res.text.matchAll(/href="(\/static\/js\/[^"]+)" as="script"/g)].map((match) => match[1]);
    expect(shellFiles).toEqual([
      '/static/js/index.0123abcd.js',
      '/static/js/async/bootstrap.0123abcd.js',
      '/static/js/async/react.shell0123.js',
    ]);
    expect(res.text.indexOf('/static/js/async/react.shell0123.js')).toBeLessThan(res.text.indexOf('/remotes/parent/'));
    // The remotes map comes with the page (no round trip for /remotes.json before the shell starts).
    const map = /<script type="application\/json" id="ym-remotes">([^<]*)<\/script>/.exec(res.text);
    expect(JSON.parse(map![1]!)).toEqual(expect.objectContaining({ mfe_parent: '/remotes/parent/remoteEntry.js' }));
  });

  test("when an Arabic reader opens their area, then the shell's and the area's Arabic catalogs come too", async () => {
    const app = await appFor();
    const res = await request(app.callback())
      .get('/admin/dashboard')
      .set('Accept', html)
      .set('Accept-Language', 'ar')
      .set('Cookie', 'ym-signed-in=admin');
    expect(remoteFiles(res.text)).toEqual(
      expect.arrayContaining([
        '/remotes/admin/static/js/async/en.admin0123.js',
        '/remotes/admin/static/js/async/ar.admin0123.js',
        '/remotes/admin/static/js/async/screen-first.admin0123.js',
      ]),
    );
    // The shell's loading state and top bar are in Arabic: its catalog is a chunk of its own.
    expect(head(res.text)).toContain('<link rel="preload" href="/static/js/async/ar.shell0123.js" as="script">');
  });

  test("when a child opens another page of their area, then the area's files come without the first screen's", async () => {
    const app = await appFor();
    const res = await request(app.callback())
      .get('/child/videos')
      .set('Accept', html)
      .set('Cookie', 'ym-signed-in=child');
    expect(remoteFiles(res.text)).toContain('/remotes/child/remoteEntry.js');
    expect(remoteFiles(res.text)).not.toContain('/remotes/child/static/js/async/screen-first.child0123.js');
  });

  test.each([
    ['a visitor with no cookie at /parent', '/parent', undefined],
    ['a family device (cookie 1) at /child', '/child', 'ym-signed-in=1'],
    ['a parent at /admin/dashboard', '/admin/dashboard', 'ym-signed-in=parent'],
    ['a child at /parent', '/parent', 'ym-signed-in=child'],
    ['an admin at /child', '/child', 'ym-signed-in=admin'],
    ['a parent at a public page', '/login', 'ym-signed-in=parent'],
    ['a parent at an address that only starts like the area', '/parentsomething', 'ym-signed-in=parent'],
    ['an unknown role', '/parent', 'ym-signed-in=%3Cscript%3E'],
  ])('when %s, then the plain shell page: no area code is named', async (_case, url, cookie) => {
    const app = await appFor();
    const call = request(app.callback()).get(url).set('Accept', html);
    const res = await (cookie ? call.set('Cookie', cookie) : call);
    expect(res.status).toBe(200);
    expect(res.text).toBe(page);
  });

  test('when the area is served from elsewhere or its build wrote no hints, then the plain shell page', async () => {
    const root = builtRoot();
    const remotesFile = path.join(root, 'remotes.json');
    writeFileSync(
      remotesFile,
      JSON.stringify({
        mfe_public: '/remotes/public/remoteEntry.js',
        mfe_parent: 'https://cdn.example.com/parent/v2/remoteEntry.js',
        mfe_child: '/remotes/child/remoteEntry.js',
        // A map written when the shell read manifests: the entry beside it, still served from here.
        mfe_admin: '/remotes/admin/mf-manifest.json',
      }),
    );
    write(root, 'mfe-child/dist/first-screen.json', '{"not":"hints"}');
    const app = await appFor(root, remotesFile);
    for (const [url, cookie] of [
      ['/parent', 'ym-signed-in=parent'],
      ['/child', 'ym-signed-in=child'],
    ]) {
      const res = await request(app.callback()).get(url!).set('Accept', html).set('Cookie', cookie!);
      expect(res.text).toBe(page);
    }
    const admin = await request(app.callback()).get('/admin').set('Accept', html).set('Cookie', 'ym-signed-in=admin');
    expect(remoteFiles(admin.text)).toContain('/remotes/admin/remoteEntry.js');
  });

  test('when the area is built again, then the page names the new files', async () => {
    const root = builtRoot();
    const app = await appFor(root);
    const get = () => request(app.callback()).get('/parent').set('Accept', html).set('Cookie', 'ym-signed-in=parent');
    expect(remoteFiles((await get()).text)).toContain('/remotes/parent/static/js/async/screen-first.parent0123.js');
    const rebuilt = hints('parent', '/parent');
    rebuilt.screens[0]!.files = ['static/js/async/screen-first.parent4567.js'];
    write(root, 'mfe-parent/dist/first-screen.json', JSON.stringify(rebuilt));
    // A later modification time, as a build would leave.
    const later = new Date(Date.now() + 5_000);
    utimesSync(path.join(root, 'mfe-parent/dist/first-screen.json'), later, later);
    expect(remoteFiles((await get()).text)).toContain('/remotes/parent/static/js/async/screen-first.parent4567.js');
  });
});

describe("a signed-in role's first screen rendered ahead, inside the shell's page (issue 33)", () => {
  /** What an area's build writes (packages/mf-shared `pluginPrerenderFirstScreen`). */
  function withAdminScreen(
    root = builtRoot(),
    droppedWhen: object[] = [{ storage: 'young-minds-admin-dark-mode', holds: '"dark":true' }],
  ): string {
    write(root, 'mfe-admin/dist/prerendered/en/dashboard.html', '<main><h1>Admin Dashboard</h1></main>');
    write(root, 'mfe-admin/dist/prerendered/ar/dashboard.html', '<main><h1>لوحة تحكم الإدارة</h1></main>');
    write(
      root,
      'mfe-admin/dist/prerendered/pages.json',
      JSON.stringify({
        pages: [
          {
            path: '/admin/dashboard',
            files: { en: 'en/dashboard.html', ar: 'ar/dashboard.html' },
            droppedWhen,
          },
        ],
      }),
    );
    // The shell's stylesheet with the Arabic type, which an Arabic page asks for first.
    write(
      root,
      'shell/dist/static/css/async/bootstrap.0123.css',
      'html:lang(ar){line-height:1.8}@font-face{font-family:"Noto Naskh Arabic";font-weight:400;font-display:swap;' +
        'src:url(/static/font/naskh-400.woff2) format("woff2");unicode-range:U+0600-06FF}',
    );
    return root;
  }
  const scriptHashes = (policy: string) => policy.match(/'sha256-[^']+'/g) ?? [];

  test('when an admin opens the dashboard, then the page holds the dashboard in #root for that role and address, with the files still named', async () => {
    const app = await appFor(withAdminScreen());
    const res = await request(app.callback())
      .get('/admin/dashboard')
      .set('Accept', html)
      .set('Cookie', 'ym-signed-in=admin');
    expect(res.status).toBe(200);
    expect(res.text).toContain(
      '<div id="root" data-prerendered-path="/admin/dashboard" data-prerendered-locale="en" data-prerendered-role="admin">' +
        '<main><h1>Admin Dashboard</h1></main></div>',
    );
    expect(remoteFiles(res.text)).toContain('/remotes/admin/static/js/async/screen-first.admin0123.js');
    // The script that drops the screen for an admin who chose dark mode, allowed by its hash and no other way.
    const drop = /<\/div><script>([^]*?)<\/script>/.exec(res.text)?.[1];
    expect(drop).toContain('young-minds-admin-dark-mode');
    expect(scriptHashes(res.headers['content-security-policy'] ?? '')).toEqual([
      `'sha256-${createHash('sha256').update(drop!).digest('base64')}'`,
    ]);
    expect(res.text).not.toContain('naskh-400.woff2');
  });

  /**
   * The script after #root as the browser runs it, against this browser's storage and a #root holding `texts` (its
   * text nodes): whether the screen stays, and its texts then.
   */
  function runTakeOver(
    code: string,
    stored: Record<string, string>,
    texts: string[] = ['<main>…</main>'],
    parts: string[] = [],
  ) {
    const nodes = texts.map((nodeValue) => ({ nodeValue }));
    const attributes = new Set(['data-prerendered-path']);
    // The elements marked `data-frame-part`, by name, each in #root until the script removes it.
    const left = [...parts];
    const parent = { removeChild: (element: { name: string }) => left.splice(left.indexOf(element.name), 1) };
    const rootElement = {
      set textContent(text: string) {
        nodes.splice(0, nodes.length, ...(text ? [{ nodeValue: text }] : []));
        left.splice(0, left.length);
      },
      removeAttribute: (name: string) => attributes.delete(name),
      querySelectorAll: (selector: string) => {
        expect(selector).toBe('[data-frame-part]');
        return left.map((name) => ({ name, parentNode: parent, getAttribute: () => name }));
      },
    };
    runInNewContext(code, {
      document: {
        getElementById: (id: string) => (id === 'root' ? rootElement : null),
        // Text nodes (4) only, as the script asks.
        createTreeWalker: (root: unknown, show: number) => {
          expect([root, show]).toEqual([rootElement, 4]);
          let next = 0;
          return { nextNode: () => nodes[next++] ?? null };
        },
      },
      localStorage: { getItem: (key: string) => stored[key] ?? null },
    });
    const kept = nodes.length > 0 && attributes.has('data-prerendered-path');
    return { kept, texts: nodes.map((node) => node.nodeValue), parts: left };
  }
  const takeOverCode = (text: string) => /<\/div><script>([^]*?)<\/script>/.exec(text)![1]!;

  test.each([
    ['no preference is kept', true, {}],
    ['the admin chose dark mode', false, { 'young-minds-admin-dark-mode': '{"state":{"dark":true},"version":0}' }],
    ['the admin chose light mode', true, { 'young-minds-admin-dark-mode': '{"state":{"dark":false},"version":0}' }],
    ['a theme other than the default is kept', false, { theme: '{"state":{"name":"Rose","color":"#E63946"}}' }],
    ['the default theme is kept', true, { theme: '{"state":{"name":"Azure","color":"#3A86FF"}}' }],
  ])('when %s in the browser, then the screen rendered ahead stays: %s', async (_case, kept, stored) => {
    // Both kinds of condition an area may give.
    const root = withAdminScreen(builtRoot(), [
      { storage: 'young-minds-admin-dark-mode', holds: '"dark":true' },
      { storage: 'theme', lacks: '"color":"#3A86FF"' },
    ]);
    const app = await appFor(root);
    const res = await request(app.callback())
      .get('/admin/dashboard')
      .set('Accept', html)
      .set('Cookie', 'ym-signed-in=admin');
    expect(runTakeOver(takeOverCode(res.text), stored).kept).toBe(kept);
  });

  describe("a text filled in from this browser's storage (the parent's name in the top bar)", () => {
    const placeholder = '%SESSION_USER_NAME%';
    async function parentPage() {
      const root = builtRoot();
      write(
        root,
        'mfe-parent/dist/prerendered/en/dashboard.html',
        `<p>${placeholder}'s family</p><h1>Parent Dashboard</h1>`,
      );
      write(
        root,
        'mfe-parent/dist/prerendered/pages.json',
        JSON.stringify({
          pages: [
            {
              path: '/parent',
              files: { en: 'en/dashboard.html' },
              droppedWhen: [{ storage: 'young-minds-session', holds: '"emailVerified":false' }],
              filledFrom: [{ storage: 'young-minds-session', field: ['state', 'user', 'name'], placeholder }],
              partsFrom: { storage: 'young-minds-session', field: ['state', 'user', 'firstScreenParts'] },
            },
          ],
        }),
      );
      const res = await request((await appFor(root)).callback())
        .get('/parent')
        .set('Accept', html)
        .set('Cookie', 'ym-signed-in=parent');
      expect(res.text).toContain(`<div id="root" data-prerendered-path="/parent"`);
      return takeOverCode(res.text);
    }
    const session = (user: object) => ({ 'young-minds-session': JSON.stringify({ state: { user }, version: 1 }) });

    test('when the session names the parent, then the name is put in as text in place of the placeholder', async () => {
      const code = await parentPage();
      expect(
        runTakeOver(code, session({ name: 'Amina', emailVerified: true }), [
          `${placeholder}'s family`,
          'Parent Dashboard',
        ]),
      ).toEqual({
        kept: true,
        texts: ["Amina's family", 'Parent Dashboard'],
        parts: [],
      });
      // Markup in a name stays text (the script writes text nodes only).
      expect(
        runTakeOver(code, session({ name: '<img src=x onerror=alert(1)>' }), [`${placeholder}'s family`]).texts,
      ).toEqual(["<img src=x onerror=alert(1)>'s family"]);
    });

    test.each([
      ['no session is kept', {}],
      ['the session has no name', session({ name: '' })],
      ['the session is not JSON', { 'young-minds-session': '{"state":' }],
      ['the email address is still to be confirmed', session({ name: 'Amina', emailVerified: false })],
    ])('when %s, then the screen is dropped', async (_case, stored) => {
      expect(runTakeOver(await parentPage(), stored, [`${placeholder}'s family`]).kept).toBe(false);
    });

    // Every part the build drew: the renew banner, a "finish setting up" link per count, the "Who's learning?" panel.
    const drawn = ['renew', 'first-run-1', 'first-run-2', 'first-run-3', 'who'];
    test.each([
      ['the dashboard showed a first-run link and the panel last', ['first-run-2', 'who'], ['first-run-2', 'who']],
      ['it showed the renew banner only', ['renew'], ['renew']],
      ['it showed none of them', [], []],
      ['no part was kept (a session from before)', undefined, []],
      ['what is kept is not a list', 'who', []],
    ])('when %s, then the screen keeps exactly those parts', async (_case, firstScreenParts, left) => {
      const stored = session({ name: 'Amina', emailVerified: true, firstScreenParts });
      expect(runTakeOver(await parentPage(), stored, [`${placeholder}'s family`], drawn)).toEqual({
        kept: true,
        texts: ["Amina's family"],
        parts: left,
      });
    });
  });

  test('when the reader reads Arabic, then the Arabic screen comes right to left, its type asked for before the files', async () => {
    const app = await appFor(withAdminScreen());
    const res = await request(app.callback())
      .get('/admin/dashboard')
      .set('Accept', html)
      .set('Accept-Language', 'ar')
      .set('Cookie', 'ym-signed-in=admin');
    expect(res.text).toContain('<html lang="ar" dir="rtl">');
    expect(res.text).toContain('<main><h1>لوحة تحكم الإدارة</h1></main>');
    const pageHead = head(res.text);
    expect(pageHead.indexOf('naskh-400.woff2')).toBeGreaterThan(-1);
    expect(pageHead.indexOf('naskh-400.woff2')).toBeLessThan(pageHead.indexOf('/remotes/admin/remoteEntry.js'));
    // The fonts' script and the drop script, both allowed by their hashes.
    expect(scriptHashes(res.headers['content-security-policy'] ?? '')).toHaveLength(2);
  });

  test.each([
    ['another address of the area', '/admin/parents', 'ym-signed-in=admin'],
    ['a parent (whose guard the admin area refuses)', '/admin/dashboard', 'ym-signed-in=parent'],
    ['a visitor', '/admin/dashboard', ''],
  ])('when it is %s, then no screen rendered ahead is sent', async (_case, url, cookie) => {
    const app = await appFor(withAdminScreen());
    const res = await request(app.callback()).get(url).set('Accept', html).set('Cookie', cookie);
    expect(res.text).not.toContain('data-prerendered-role');
    expect(res.text).toContain('<div id="root"></div>');
    expect(scriptHashes(res.headers['content-security-policy'] ?? '')).toEqual([]);
  });

  test('when the area rendered no first screen, or its file is missing, then the page names the files only', async () => {
    const root = withAdminScreen();
    const app = await appFor(root);
    const get = () =>
      request(app.callback()).get('/admin/dashboard').set('Accept', html).set('Cookie', 'ym-signed-in=admin');
    rmSync(path.join(root, 'mfe-admin/dist/prerendered/en/dashboard.html'));
    const missing = await get();
    expect(missing.text).toContain('<div id="root"></div>');
    expect(remoteFiles(missing.text)).toContain('/remotes/admin/remoteEntry.js');
    rmSync(path.join(root, 'mfe-admin/dist/prerendered'), { recursive: true });
    const none = await get();
    expect(none.text).toContain('<div id="root"></div>');
    expect(remoteFiles(none.text)).toContain('/remotes/admin/remoteEntry.js');
  });

  test('when the files rendered ahead are asked for directly, then they are not served', async () => {
    const app = await appFor(withAdminScreen());
    const res = await request(app.callback()).get('/remotes/admin/prerendered/en/dashboard.html');
    expect(res.text ?? '').not.toContain('Admin Dashboard');
  });
});
