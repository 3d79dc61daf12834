// Every admin screen, in light and in dark mode, checked by axe-core in Chromium against the real stack.
import { adminScreens, useAdminJourneys } from './admin';
import { seriousAxeViolations } from './axe';
import { storeSession } from './stack';

jest.setTimeout(90_000);

describe('the admin screens pass axe end-to-end', () => {
  const admin = useAdminJourneys();
  const { callApi, url } = admin;

  it('every admin screen, in light and in dark mode, has no serious or critical axe violation', async () => {
    const { browser, stack } = admin;
    // The oldest of each kind, seeded content that no journey edits or deletes (the other admin journeys add and
    // delete their own, the newest, meanwhile).
    const oldestId = async (listPath: string) => {
      const { total } = (await callApi<{ total: number }>('GET', `${listPath}?pageSize=1`)).body;
      return (await callApi<{ data: { id: number }[] }>('GET', `${listPath}?pageSize=1&page=${Math.max(total, 1)}`))
        .body.data?.[0]?.id;
    };
    const [videoId, quizId, bookId, blogId, activityId, assignmentId] = await Promise.all(
      ['/api/videos', '/api/quizzes', '/api/books', '/api/blogs', '/api/activities', '/api/assignments'].map(oldestId),
    );
    const screens = [
      ...adminScreens,
      ...(videoId ? [`/admin/manage-videos/view/${videoId}`, `/admin/manage-videos/edit/${videoId}`] : []),
      ...(quizId ? [`/admin/manage-quizzes/view/${quizId}`, `/admin/manage-quizzes/edit/${quizId}`] : []),
      ...(bookId ? [`/admin/manage-books/view/${bookId}`, `/admin/manage-books/edit/${bookId}`] : []),
      ...(blogId ? [`/admin/manage-blogs/view/${blogId}`, `/admin/manage-blogs/edit/${blogId}`] : []),
      ...(activityId ? [`/admin/manage-activities/view/${activityId}`] : []),
      ...(assignmentId ? [`/admin/manage-assignments/view/${assignmentId}`] : []),
    ];
    const problems: string[] = [];
    // bypassCSP: the platform forbids inline scripts, and axe-core is injected as one.
    const axeContext = await browser.newContext({ viewport: { width: 1280, height: 860 }, bypassCSP: true });
    const checked = await axeContext.newPage();
    await storeSession(checked, stack, admin.session);
    await checked.evaluate(
      ([key, value]) => localStorage.setItem(key as string, value as string),
      ['young-minds-admin-dark-mode', JSON.stringify({ state: { dark: false }, version: 0 })],
    );
    const check = async (where: string, dark: boolean) => {
      expect([where, await checked.evaluate(() => document.body.classList.contains('dark'))]).toEqual([where, dark]);
      for (const finding of await seriousAxeViolations(checked))
        problems.push(
          `${dark ? 'dark' : 'light'} ${where}: ${finding.impact} ${finding.rule}\n  ${finding.nodes.join('\n  ')}`,
        );
    };
    // Each screen is opened once and checked in the mode it opens in, then switched to the other with the top
    // bar's button and checked again; the next screen opens in the mode the last one left.
    let dark = false;
    for (const where of screens) {
      await checked.goto(url(where), { waitUntil: 'networkidle' });
      await checked.locator('h1').first().waitFor();
      await check(where, dark);
      // A click event without the pointer: no hover or focus left on the button, as on a screen just opened.
      await checked.getByRole('button', { name: dark ? 'Light mode' : 'Dark mode' }).dispatchEvent('click');
      dark = !dark;
      await checked.waitForFunction((on) => document.body.classList.contains('dark') === on, dark);
      // The buttons fade to their new colours: axe reads them once every transition has ended.
      await checked.evaluate(() =>
        Promise.all(
          document
            .getAnimations()
            .filter((animation) => animation instanceof CSSTransition)
            .map((animation) => animation.finished.catch(() => undefined)),
        ),
      );
      await check(where, dark);
    }
    await axeContext.close();
    expect(problems).toEqual([]);
    // Some thirty screens, each loaded once and checked by axe twice.
  }, 360_000);
});
