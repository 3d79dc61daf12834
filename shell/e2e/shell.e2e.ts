// The shell against the real stack: runtime federation, guards before fetch, redirects, a session that
// survives a reload, and a remote that fails to load. Screenshots go to shell/e2e/artifacts (ignored by git).
// The admin's side of the guards is in admin-account.e2e.ts, which owns the one bootstrap admin.
import path from 'node:path';
import type { Page } from 'playwright-core';
import { artifactsDir, registerParent, type SharedStack, storeSession, useJourneys } from './stack';

// A browser journey waits on real pages: more than jest's default 5 s (testTimeout is not a per-project option).
jest.setTimeout(60_000);

describe('shell end-to-end', () => {
  const journeys = useJourneys();
  let stack: SharedStack;
  let page: Page;
  let requests: string[];

  beforeEach(() => {
    ({ stack, page } = journeys);
    requests = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  });

  const url = (pathname: string) => stack.url(pathname);
  const shot = (name: string) => page.screenshot({ path: path.join(artifactsDir, `${name}.png`), fullPage: true });
  const remoteRequests = (area: string) => requests.filter((p) => p.startsWith(`/remotes/${area}/`));

  it('the home page renders from the public remote, and no admin, parent or child code is fetched', async () => {
    await page.goto(url('/'), { waitUntil: 'networkidle' });
    await page.getByText('Platform for Young Minds').first().waitFor();
    expect(remoteRequests('public')).toEqual(expect.arrayContaining(['/remotes/public/remoteEntry.js']));
    expect([...remoteRequests('admin'), ...remoteRequests('parent'), ...remoteRequests('child')]).toEqual([]);
    // The CSS variables of the default theme (Azure).
    const color = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--theme-color').trim(),
    );
    expect(color.toLowerCase()).toBe('#3a86ff');
    await shot('home');
  });

  it('a parent opening /admin/dashboard lands on /unauthorized and never requests the admin remote', async () => {
    await storeSession(page, stack, await registerParent(stack, 'Fatima Parent'));
    requests.length = 0;
    await page.goto(url('/admin/dashboard'), { waitUntil: 'networkidle' });
    await page.waitForURL(url('/unauthorized'));
    await page.getByText('403 - Access Denied').waitFor();
    expect(remoteRequests('admin')).toEqual([]);
    expect(requests.some((p) => p.includes('mfe_admin') || p.startsWith('/remotes/admin'))).toBe(false);
    await shot('parent-on-admin-unauthorized');
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
    await storeSession(page, stack, await registerParent(stack, 'Fatima Parent'));
    await page.goto(url('/parent'), { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'Parent Dashboard' }).waitFor();
    await page.reload({ waitUntil: 'networkidle' });
    expect(new URL(page.url()).pathname).toBe('/parent');
    await page.getByRole('heading', { name: 'Parent Dashboard' }).waitFor();
    await shot('parent-after-reload');
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL(url('/login'));
    await page.goto(url('/parent'), { waitUntil: 'networkidle' });
    await page.waitForURL(url('/login'));
  });

  it('a remote that fails to load shows a friendly message, and Retry recovers once remotes.json is fixed', async () => {
    // This browser alone is told the public remote lives at a URL that does not exist (the stack is shared:
    // its remotes.json stays as it is), until the address is fixed and the visitor presses Retry.
    const good = (await (await fetch(url('/remotes.json'))).json()) as Record<string, string>;
    const broken = JSON.stringify({ ...good, mfe_public: '/remotes/public/gone/remoteEntry.js' });
    await page.route('**/remotes.json', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: broken }),
    );
    await page.goto(url('/'), { waitUntil: 'networkidle' });
    const alert = page.getByRole('alert');
    await alert.getByText('could not be loaded').waitFor();
    await shot('remote-unavailable');
    await page.unroute('**/remotes.json');
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByText('Platform for Young Minds').first().waitFor();
  });
});
