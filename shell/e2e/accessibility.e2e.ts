// axe-core on every route of the public, parent and child areas, logged in, on a desktop: no serious or critical
// violation. (The public pages logged out are checked in public-pages.e2e.ts, on the visit that also checks their
// widths; the admin screens, light and dark, in admin-axe.e2e.ts, with the admin's session; the parent screens on a
// phone in parent-screens.e2e.ts.)
import type { Page } from 'playwright-core';
import { seriousAxeViolations } from './axe';
import { registerParent, type SignedIn, storeSession, useJourneys } from './stack';

jest.setTimeout(180_000);

const publicRoutes = [
  '/',
  '/subscription',
  '/blog',
  '/blog/table-manners-from-the-sunnah',
  '/blog/no-such-post',
  '/Contact',
  '/faqs',
  '/about-islam',
  '/login',
  '/register',
  '/set-password',
  '/unauthorized',
  '/privacy',
];

describe('accessibility: axe-core on every route', () => {
  // bypassCSP: the platform forbids inline scripts, and axe-core is injected as one.
  const journeys = useJourneys({ viewport: { width: 1280, height: 860 }, bypassCSP: true });
  let page: Page;
  beforeEach(() => {
    page = journeys.page;
  });

  /** The serious and critical findings on each route, as readable lines (an empty list when all are clean). */
  async function findingsOn(
    routes: readonly string[],
    alsoOnEach?: (route: string) => Promise<void>,
  ): Promise<string[]> {
    const problems: string[] = [];
    for (const route of routes) {
      await page.goto(journeys.url(route), { waitUntil: 'networkidle' });
      await page.locator('main').first().waitFor();
      for (const finding of await seriousAxeViolations(page))
        problems.push(`${route}: ${finding.impact} ${finding.rule}\n  ${finding.nodes.join('\n  ')}`);
      await alsoOnEach?.(route);
    }
    return problems;
  }

  async function addChild(parent: SignedIn, username: string): Promise<number> {
    const res = await fetch(journeys.url('/api/parent/add-child'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${parent.token}` },
      body: JSON.stringify({ name: 'Maryam', age: 8, username, password: 'child-pass-1', avatar: 'owl' }),
    });
    expect(res.status).toBe(201);
    return ((await res.json()) as { id: number }).id;
  }

  async function logIn(identifier: string, password: string): Promise<SignedIn> {
    const res = await fetch(journeys.url('/api/auth/login'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: identifier, password }),
    });
    expect(res.status).toBe(200);
    return (await res.json()) as SignedIn;
  }

  it('every public page and every parent screen, logged in as a parent, has none', async () => {
    const parent = await registerParent(journeys.stack, 'Axe Parent');
    const childId = await addChild(parent, `axe-${Date.now().toString(36)}`);
    await storeSession(page, journeys.stack, parent);
    const parentRoutes = [
      '/parent',
      `/parent/children/${childId}`,
      '/parent/addchild',
      '/parent/subscription',
      '/parent/payments',
      '/parent/account',
      '/parent/profile',
      '/parent/changepassword',
      '/parent/defaulttheme',
    ];
    expect(await findingsOn([...publicRoutes, ...parentRoutes])).toEqual([]);
  });

  it('every child screen, logged in as a child, has none', async () => {
    const parent = await registerParent(journeys.stack, 'Axe Family');
    const username = `axe-kid-${Date.now().toString(36)}`;
    await addChild(parent, username);
    await storeSession(page, journeys.stack, await logIn(username, 'child-pass-1'));
    // Each list, then the first item it links to (when it has one).
    const lists = ['/child/video', '/child/book', '/child/quiz', '/child/activities'];
    const detailRoutes: string[] = [];
    const problems = await findingsOn(['/child', ...lists], async (route) => {
      if (!lists.includes(route)) return;
      const link = page.locator(`main a[href^="${route}/"]`).first();
      const href = (await link.count()) > 0 ? await link.getAttribute('href') : null;
      if (href) detailRoutes.push(href);
    });
    problems.push(...(await findingsOn([...detailRoutes, '/child/assignments', '/child/profile', '/child/downloads'])));
    expect(problems).toEqual([]);
  });
});
