// Every admin screen as the admin reaches it, in Chromium against the real stack: from the sidebar, in Arabic on
// a desktop and a phone, with the keyboard alone, in dark mode and in the phone's drawer.
import path from 'node:path';
import { adminEmail, adminScreens, useAdminJourneys } from './admin';
import { arabicScreenProblems, chooseArabic } from './arabic';
import { resizeTo } from './axe';
import { type Focused, tabTo } from './keyboard';
import { artifactsDir, registerParent, storeSession } from './stack';

jest.setTimeout(90_000);

/** Names this file's rows apart from every other journey's. */
const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

describe('the admin screens end-to-end', () => {
  const admin = useAdminJourneys();
  const { heading, row, shot, openFromSidebar, url, pathname } = admin;

  it('every sidebar entry opens its screen without an error', async () => {
    const { page, stack } = admin;
    const familyName = `Khadija Family ${stamp}`;
    await registerParent(stack, familyName);
    await admin.open('/admin/dashboard', 'Admin Dashboard');
    const entries: Array<[string, string, string]> = [
      ['Dashboard', 'Admin Dashboard', '/admin/dashboard'],
      ['Manage Parents', 'Manage Parents', '/admin/parents'],
      ['Manage Children', 'Manage Children', '/admin/children'],
      ['Manage Videos', 'Manage Videos', '/admin/videos'],
      ['Add Video', 'Add New Video', '/admin/manage-videos/add'],
      ['Manage Quizzes', 'Manage Quizzes', '/admin/quizzes'],
      ['Manage Activities', 'Manage Activities', '/admin/activities'],
      ['Manage Assignments', 'Manage Assignments', '/admin/assignments'],
      ['Manage Books', 'Manage Books', '/admin/manage-books'],
      ['Manage Blogs', 'Manage Blogs', '/admin/blogs'],
      ['Manage Subscriptions', 'Manage Subscriptions', '/admin/subscriptions'],
      ['Manage Categories', 'Manage Categories', '/admin/categories'],
      ['Settings', 'Admin Settings', '/admin/settings'],
    ];
    for (const [label, title, where] of entries) {
      await openFromSidebar(label, title);
      expect(pathname()).toBe(where);
      await page.waitForLoadState('networkidle');
      expect(await page.getByRole('alert').count()).toBe(0);
      await shot(`screen${where.replaceAll('/', '-')}`);
    }
    await openFromSidebar('Manage Parents', 'Manage Parents');
    // Other journeys register families meanwhile: the new one is found by its name, wherever it is in the list.
    await page.getByRole('searchbox').fill(familyName);
    await row(familyName).waitFor();
    // The spec's leading-slash reading of the book form's address.
    await page.goto(url('/manage-books/add'), { waitUntil: 'networkidle' });
    await heading('Add Book').waitFor();
    expect(pathname()).toBe('/admin/manage-books/add');
  });

  it('in Arabic, every admin screen reads right to left with no English interface text, on a desktop and a phone', async () => {
    const { browser, stack } = admin;
    const problems: string[] = [];
    const desktop = { width: 1280, height: 860 };
    const arabicContext = await browser.newContext({ viewport: desktop, locale: 'ar' });
    const arabic = await arabicContext.newPage();
    await chooseArabic(arabic, stack.baseUrl);
    await storeSession(arabic, stack, admin.session);
    // Each screen opened once on a desktop, then narrowed to a phone's width.
    for (const where of adminScreens) {
      await resizeTo(arabic, desktop.width, desktop.height);
      await arabic.goto(url(where), { waitUntil: 'networkidle' });
      await arabic.locator('h1').first().waitFor();
      // The lists show content the admin wrote in English: only the interface's own texts are checked.
      problems.push(...(await arabicScreenProblems(arabic, where, { latinWords: false })));
      await resizeTo(arabic, 390, 844);
      problems.push(...(await arabicScreenProblems(arabic, where, { latinWords: false })));
    }
    await arabicContext.close();
    expect(problems).toEqual([]);
  }, 180_000);

  it('with the keyboard alone the admin logs in, reaches every sidebar entry, adds a category in its dialog and closes a dialog with Escape', async () => {
    const { browser } = admin;
    const keyboardContext = await browser.newContext({ viewport: { width: 1280, height: 860 } });
    const keys = await keyboardContext.newPage();
    const unseenFocus: string[] = [];
    const tab = (test: (focused: Focused) => boolean) => tabTo(keys, test, { unseenFocus });
    await keys.goto(url('/login'), { waitUntil: 'networkidle' });
    await tab((focused) => focused.label === 'Email');
    await keys.keyboard.type(adminEmail);
    await tab((focused) => focused.label === 'Password');
    await keys.keyboard.type(admin.password);
    await keys.keyboard.press('Enter');
    await keys.waitForURL(url('/admin/dashboard'));
    await keys.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
    // The first stop skips the sidebar and the top bar.
    await keys.reload({ waitUntil: 'networkidle' });
    expect((await tab(() => true)).text).toBe('Skip to content');
    await keys.keyboard.press('Enter');
    await expect(keys.evaluate(() => document.activeElement?.id)).resolves.toBe('admin-main');
    await keys.reload({ waitUntil: 'networkidle' });

    // The sidebar's entries in order, each opened with Enter; the next Tab goes on from the entry just opened.
    const entries: [RegExp, string][] = [
      [/^Manage Parents$/, 'Manage Parents'],
      [/^Manage Children$/, 'Manage Children'],
      [/^Manage Videos$/, 'Manage Videos'],
      [/^Add Video$/, 'Add New Video'],
      [/^Manage Quizzes$/, 'Manage Quizzes'],
      [/^Manage Activities$/, 'Manage Activities'],
      [/^Manage Assignments$/, 'Manage Assignments'],
      [/^Manage Books$/, 'Manage Books'],
      [/^Manage Blogs$/, 'Manage Blogs'],
      [/^Messages/, 'Messages'],
      [/^Manage Subscriptions$/, 'Manage Subscriptions'],
      [/^Manage Categories$/, 'Manage Categories'],
      [/^Settings$/, 'Admin Settings'],
    ];
    for (const [label, title] of entries) {
      await tab((focused) => focused.href !== null && label.test(focused.text));
      await keys.keyboard.press('Enter');
      await keys.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
    }
    // And back up the sidebar to its first entry.
    await tabTo(keys, (focused) => focused.href !== null && focused.text === 'Dashboard', {
      backwards: true,
      unseenFocus,
    });
    await keys.keyboard.press('Enter');
    await keys.getByRole('heading', { level: 1, name: 'Admin Dashboard', exact: true }).waitFor();

    await keys.goto(url('/admin/categories'), { waitUntil: 'networkidle' });
    await tab((focused) => focused.text === 'Add Category');
    await keys.keyboard.press('Enter');
    const dialog = keys.getByRole('dialog', { name: 'Add Category' });
    await dialog.waitFor();
    await expect(dialog.evaluate((element) => element.contains(document.activeElement))).resolves.toBe(true);
    await tab((focused) => focused.label === 'Category name');
    await keys.keyboard.type(`Adab ${stamp}`);
    await keys.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await keys
      .getByRole('row')
      .filter({ hasText: `Adab ${stamp}` })
      .waitFor();

    // A dialog closes with Escape and gives the focus back to the button that opened it.
    await tab((focused) => focused.text === 'Add Category');
    await keys.keyboard.press('Enter');
    await dialog.waitFor();
    await keys.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect(keys.evaluate(() => document.activeElement?.textContent?.trim())).resolves.toBe('Add Category');
    await keys.screenshot({ path: path.join(artifactsDir, 'admin-focus-add-category.png') });
    await keyboardContext.close();
    expect(unseenFocus).toEqual([]);
  });

  it('dark mode stays on after a reload, and the phone layout uses a drawer', async () => {
    const { page } = admin;
    await page.goto(url('/admin/dashboard'), { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: /Dark mode/ }).click();
    await expect(page.evaluate(() => document.body.classList.contains('dark'))).resolves.toBe(true);
    await page.reload({ waitUntil: 'networkidle' });
    await heading('Admin Dashboard').waitFor();
    await expect(page.evaluate(() => document.body.classList.contains('dark'))).resolves.toBe(true);
    await shot('dashboard-dark');
    await page.getByRole('button', { name: /Light mode/ }).click();
    await expect(page.evaluate(() => document.body.classList.contains('dark'))).resolves.toBe(false);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Open the admin menu' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('link', { name: 'Manage Videos' }).click();
    await heading('Manage Videos').waitFor();
    await shot('phone-videos', false);
    // Leaving the area: the public pages are never dark.
    await page.goto(url('/'), { waitUntil: 'networkidle' });
    await expect(page.evaluate(() => document.body.classList.contains('dark'))).resolves.toBe(false);
  });
});
