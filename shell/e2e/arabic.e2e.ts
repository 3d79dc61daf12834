// Issue 16: the parent and child areas walked in Arabic on a desktop and on a 390 px phone, as an
// Arabic-reading family meets them: every screen says lang="ar" dir="rtl", fits its width and shows no English
// interface text (see arabic.ts). The public area's walk is in public-pages.e2e.ts, with its other checks on the
// same visit; the admin area's in admin-screens.e2e.ts (admin-account.e2e.ts owns the admin).
// Screenshots: shell/e2e/artifacts/arabic-<width>-<screen>.png.
import type { Page } from 'playwright-core';
import { arabicScreenProblems, chooseArabic } from './arabic';
import { type SignedIn, addChild, registerParent, storeSession, useJourneys } from './stack';

jest.setTimeout(240_000);

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const widths = [
  ['desktop', { viewport: { width: 1280, height: 800 } }],
  ['phone', { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }],
] as const;

describe.each(widths)('the platform in Arabic on a %s', (_name, contextOptions) => {
  const journeys = useJourneys({ ...contextOptions, locale: 'ar-EG' });
  let page: Page;
  beforeEach(() => {
    page = journeys.page;
  });

  async function walk(screens: readonly string[]): Promise<string[]> {
    const problems: string[] = [];
    for (const pathname of screens) {
      await page.goto(journeys.url(pathname), { waitUntil: 'networkidle' });
      await page.locator('h1').first().waitFor();
      problems.push(...(await arabicScreenProblems(page, pathname)));
    }
    return problems;
  }

  it('a parent reads every parent screen in Arabic; the choice follows the account to a new device', async () => {
    const session: SignedIn = await registerParent(journeys.stack, 'فاطمة');
    const { id: childId } = await addChild(journeys.stack, session, { name: 'مريم', age: 8 });
    await chooseArabic(page, journeys.stack.baseUrl);
    await storeSession(page, journeys.stack, session);
    const problems = await walk([
      '/parent',
      `/parent/children/${childId}`,
      '/parent/addchild',
      '/parent/subscription',
      '/parent/payments',
      '/parent/account',
      '/parent/profile',
      '/parent/changepassword',
      '/parent/defaulttheme',
    ]);
    expect(problems).toEqual([]);

    // The parent picks Western digits in the navigation's switch: the account keeps Arabic with them.
    await page.goto(journeys.url('/parent'), { waitUntil: 'networkidle' });
    const digits = page.getByRole('combobox', { name: 'الأرقام' }).first();
    // On a phone the navigation (and its switch) is behind the menu button.
    if (!(await digits.isVisible())) await page.locator('header button[aria-controls]').click();
    // The switch saves the choice to the account: wait for that answer, then read the account as a new device would.
    const saving = page.waitForResponse(
      (response) => response.url().endsWith('/api/auth/preferences') && response.request().method() === 'PUT',
    );
    await digits.selectOption('latn');
    expect((await saving).status()).toBe(200);
    const me = await fetch(journeys.url('/api/auth/me'), { headers: { authorization: `Bearer ${session.token}` } });
    expect(((await me.json()) as { user: { preferences: unknown } }).user.preferences).toEqual({
      locale: 'ar',
      digits: 'latn',
    });
  });

  it('a child reads every child screen in Arabic', async () => {
    const parent = await registerParent(journeys.stack, 'خديجة');
    const username = `zaynab-${unique()}`;
    const added = await fetch(journeys.url('/api/parent/add-child'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${parent.token}` },
      body: JSON.stringify({ name: 'زينب', age: 7, username, password: 'child-pass-1', avatar: 'owl' }),
    });
    expect(added.status).toBe(201);
    const login = await fetch(journeys.url('/api/auth/login'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: username, password: 'child-pass-1' }),
    });
    await chooseArabic(page, journeys.stack.baseUrl);
    await storeSession(page, journeys.stack, (await login.json()) as SignedIn);
    const problems = await walk([
      '/child',
      '/child/video',
      '/child/book',
      '/child/quiz',
      '/child/assignments',
      '/child/activities',
      '/child/downloads',
      '/child/profile',
    ]);
    expect(problems).toEqual([]);
  });
});
