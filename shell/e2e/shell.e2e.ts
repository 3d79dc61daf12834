// The shell against the real stack: runtime federation, guards before fetch, redirects, a session that
// survives a reload, and a remote that fails to load. Screenshots go to shell/e2e/artifacts (ignored by git).
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { artifactsDir, launchBrowser, setupCodeOf, startStack, type Stack } from './stack';

// A browser journey waits on real pages: more than jest's default 5 s (testTimeout is not a per-project option).
jest.setTimeout(60_000);

/** The session as packages/session persists it (zustand persist under this key). */
const SESSION_KEY = 'young-minds-session';

describe('shell end-to-end', () => {
  let stack: Stack;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let requests: string[];

  beforeAll(async () => {
    mkdirSync(artifactsDir, { recursive: true });
    const started = Date.now();
    stack = await startStack();
    console.log(`e2e: stack (with any front-end builds) ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    browser = await launchBrowser();
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  }, 60_000);

  beforeEach(async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    page = await context.newPage();
    requests = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  });

  afterEach(async () => {
    await context?.close();
  });

  const url = (p: string) => `${stack.baseUrl}${p}`;
  const shot = (name: string) => page.screenshot({ path: path.join(artifactsDir, `${name}.png`), fullPage: true });
  const remoteRequests = (area: string) => requests.filter((p) => p.startsWith(`/remotes/${area}/`));

  async function registerParent(): Promise<{ token: string; user: Record<string, unknown> }> {
    const email = `parent-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.com`;
    const res = await fetch(url('/api/auth/register'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Fatima Parent', phone: '+1 555 0100', email, password: 'secret-pass-1' }),
    });
    expect(res.status).toBe(201);
    return (await res.json()) as { token: string; user: Record<string, unknown> };
  }

  /**
   * Puts a session into the browser's storage exactly as the session store keeps it. It does so on a plain
   * same-origin document (/remotes.json), so no app code is loading while the network log is reset.
   */
  async function storeSession(session: { token: string; user: Record<string, unknown> }) {
    await page.goto(url('/remotes.json'));
    await page.evaluate(
      ([key, value]) => localStorage.setItem(key as string, value as string),
      [SESSION_KEY, JSON.stringify({ state: { token: session.token, userRole: session.user.role, user: session.user }, version: 1 })],
    );
  }

  it('the home page renders from the public remote, and no admin, parent or child code is fetched', async () => {
    await page.goto(url('/'), { waitUntil: 'networkidle' });
    await page.getByText('Platform for Young Minds').first().waitFor();
    expect(remoteRequests('public')).toEqual(expect.arrayContaining(['/remotes/public/mf-manifest.json', '/remotes/public/remoteEntry.js']));
    expect([...remoteRequests('admin'), ...remoteRequests('parent'), ...remoteRequests('child')]).toEqual([]);
    // The CSS variables of the default theme (Azure).
    const color = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--theme-color').trim());
    expect(color.toLowerCase()).toBe('#3a86ff');
    await shot('home');
  });

  it('a parent opening /admin/dashboard lands on /unauthorized and never requests the admin remote', async () => {
    await storeSession(await registerParent());
    requests.length = 0;
    await page.goto(url('/admin/dashboard'), { waitUntil: 'networkidle' });
    await page.waitForURL(url('/unauthorized'));
    await page.getByText('403 - Access Denied').waitFor();
    expect(remoteRequests('admin')).toEqual([]);
    expect(requests.some((p) => p.includes('mfe_admin') || p.startsWith('/remotes/admin'))).toBe(false);
    await shot('parent-on-admin-unauthorized');
  });

  it('the bootstrap admin, once its password is set, gets through the admin guard to /admin/dashboard', async () => {
    const credentials = { email: 'admin@youngminds.local', password: 'admin-pass-1' };
    const set = await fetch(url('/api/auth/set-password'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...credentials, setupCode: setupCodeOf(stack) }),
    });
    expect(set.status).toBe(200);
    const login = await fetch(url('/api/auth/login'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(credentials) });
    expect(login.status).toBe(200);
    await storeSession((await login.json()) as { token: string; user: Record<string, unknown> });
    requests.length = 0;
    await page.goto(url('/admin/dashboard'), { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/dashboard');
    expect([...remoteRequests('parent'), ...remoteRequests('child'), ...remoteRequests('public')]).toEqual([]);
    await shot('admin-dashboard');
  });

  it('without a session, a guarded area sends the visitor to /login', async () => {
    await page.goto(url('/parent'), { waitUntil: 'networkidle' });
    await page.waitForURL(url('/login'));
    expect(remoteRequests('parent')).toEqual([]);
  });

  it('an unknown path redirects to /', async () => {
    await page.goto(url('/this/page/does-not-exist'), { waitUntil: 'networkidle' });
    await page.waitForURL(url('/'));
    await page.getByText('Platform for Young Minds').first().waitFor();
  });

  it('a reload keeps the session; logging out ends it', async () => {
    await storeSession(await registerParent());
    await page.goto(url('/parent'), { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'Parent area' }).waitFor();
    await page.reload({ waitUntil: 'networkidle' });
    expect(new URL(page.url()).pathname).toBe('/parent');
    await page.getByRole('heading', { name: 'Parent area' }).waitFor();
    await shot('parent-after-reload');
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL(url('/login'));
    await page.goto(url('/parent'), { waitUntil: 'networkidle' });
    await page.waitForURL(url('/login'));
  });

  it('a remote that fails to load shows a friendly message, and Retry recovers once remotes.json is fixed', async () => {
    const remotesFile = path.join(stack.dataDir, 'remotes.json');
    const good = await (await fetch(url('/remotes.json'))).json();
    writeFileSync(remotesFile, JSON.stringify({ ...good, mfe_public: '/remotes/public/gone/mf-manifest.json' }));
    try {
      await page.goto(url('/'), { waitUntil: 'networkidle' });
      const alert = page.getByRole('alert');
      await alert.getByText('could not be loaded').waitFor();
      await shot('remote-unavailable');
      writeFileSync(remotesFile, JSON.stringify(good));
      await page.getByRole('button', { name: 'Retry' }).click();
      await page.getByText('Platform for Young Minds').first().waitFor();
    } finally {
      rmSync(remotesFile, { force: true });
    }
  });
});
