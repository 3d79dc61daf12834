// The admin area as an administrator uses it, in Chromium against the real stack (`node scripts/start.mjs`):
// the first password with the setup code, the guard, the dashboard's real counts and income views, categories,
// a video upload with its progress bar, playback through a Range request, edits and deletes that survive a
// reload, quizzes, books, assignments, a blog post that appears on the public blog, cancelling a subscription,
// dark mode, every sidebar entry, the phone drawer.
//
// The platform has one bootstrap admin, and its first password can be set once: this file owns it (no other
// journey logs in as the admin), and its tests run in order, each on the data the ones before made.
import path from 'node:path';
import { arabicScreenProblems, chooseArabic } from './arabic';
import { seriousAxeViolations } from './axe';
import { type Focused, tabTo } from './keyboard';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  artifactsDir,
  launchBrowser,
  registerParent,
  repoRoot,
  setupCodeOf,
  sharedStack,
  type SharedStack,
  stackWaitMs,
  storeSession,
  type SignedIn,
} from './stack';

jest.setTimeout(90_000);

const media = (name: string) => path.join(repoRoot, 'services', 'content', 'seed', 'media', name);
const adminEmail = 'admin@youngminds.local';
/** Every admin screen without an id (the lists and the add forms). */
const adminScreens = [
  '/admin/dashboard',
  '/admin/messages',
  '/admin/parents',
  '/admin/children',
  '/admin/videos',
  '/admin/manage-videos/add',
  '/admin/quizzes',
  '/admin/manage-quizzes/add',
  '/admin/activities',
  '/admin/manage-activities/add',
  '/admin/assignments',
  '/admin/manage-assignments/add',
  '/admin/manage-books',
  '/admin/manage-books/add',
  '/admin/blogs',
  '/admin/manage-blogs/add',
  '/admin/subscriptions',
  '/admin/categories',
  '/admin/settings',
];

const adminPassword = 'admin-e2e-pass';
const stamp = Date.now().toString(36);
const familyName = `Khadija Family ${stamp}`;

describe('admin journeys end-to-end', () => {
  let stack: SharedStack;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let adminToken: string;
  const pageErrors: string[] = [];

  const url = (pathname: string) => stack.url(pathname);
  const pathname = () => new URL(page.url()).pathname;
  const shot = (name: string, fullPage = true) =>
    page.screenshot({ path: path.join(artifactsDir, `admin-${name}.png`), fullPage });
  const heading = (name: string) => page.getByRole('heading', { level: 1, name, exact: true });
  const row = (text: string) => page.getByRole('row').filter({ hasText: text });
  const status = (text: string) => page.getByRole('status').filter({ hasText: text }).first();
  const seeText = (text: string) => page.getByText(text, { exact: false }).filter({ visible: true }).first().waitFor();

  async function callApi<T>(
    method: string,
    apiPath: string,
    body?: unknown,
    token = adminToken,
  ): Promise<{ status: number; body: T }> {
    const res = await fetch(url(apiPath), {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as T };
  }

  async function logInWithForm(email: string, password: string) {
    await page.goto(url('/login'), { waitUntil: 'networkidle' });
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Log In', exact: true }).click();
  }

  /** Opens an admin screen from the sidebar, as a user would (client-side navigation). */
  async function openFromSidebar(label: string, title: string) {
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: label, exact: true }).click();
    await heading(title).waitFor();
  }

  async function confirmInDialog(button: string) {
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await dialog.getByRole('button', { name: button, exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
  }

  beforeAll(async () => {
    stack = await sharedStack();
    // A family whose registration records a payment (this month's income).
    await registerParent(stack, familyName);
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
    page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
  }, stackWaitMs + 60_000);

  afterAll(async () => {
    await browser?.close();
  }, 60_000);

  afterEach(() => {
    // Nothing the admin did may throw in the page.
    expect(pageErrors).toEqual([]);
  });

  it('the start command names the setup code; the admin sets the first password at /set-password and logs in', async () => {
    const code = setupCodeOf(stack);
    expect(stack.output()).toContain(`/set-password with the setup code ${code}`);
    await page.goto(url('/set-password'), { waitUntil: 'networkidle' });
    await page.getByLabel('Admin email').fill(adminEmail);
    await page.getByLabel('New password', { exact: true }).fill(adminPassword);
    await page.getByLabel('Setup code').fill('WRONG-CODE');
    await page.getByRole('button', { name: 'Set Password' }).click();
    await seeText('The setup code is wrong.');
    await page.getByLabel('Setup code').fill(code);
    await page.getByRole('button', { name: 'Set Password' }).click();
    await seeText('Password set successfully! Redirecting to login...');
    await page.waitForURL(url('/login'), { timeout: 10_000 });
    await logInWithForm(adminEmail, adminPassword);
    await page.waitForURL(url('/admin/dashboard'));
    await heading('Admin Dashboard').waitFor();
    await page.goto(url('/set-password'), { waitUntil: 'networkidle' });
    await seeText('Password already set. Please login.');
    const login = await callApi<{ token: string }>(
      'POST',
      '/api/auth/login',
      { email: adminEmail, password: adminPassword },
      '',
    );
    expect(login.status).toBe(200);
    adminToken = login.body.token;
  });

  it('a stored admin session gets through the admin guard and fetches no parent, child or public code', async () => {
    const own = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    try {
      const guarded = await own.newPage();
      const login = await callApi<SignedIn>(
        'POST',
        '/api/auth/login',
        { email: adminEmail, password: adminPassword },
        '',
      );
      await storeSession(guarded, stack, login.body);
      const remotes: string[] = [];
      guarded.on('request', (request) => {
        const requested = new URL(request.url()).pathname;
        if (requested.startsWith('/remotes/')) remotes.push(requested);
      });
      await guarded.goto(url('/admin/dashboard'), { waitUntil: 'networkidle' });
      await guarded.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
      expect(new URL(guarded.url()).pathname).toBe('/admin/dashboard');
      expect(remotes.filter((p) => !p.startsWith('/remotes/admin/'))).toEqual([]);
      await guarded.screenshot({ path: path.join(artifactsDir, 'admin-dashboard.png'), fullPage: true });
    } finally {
      await own.close();
    }
  });

  it('the dashboard shows the real counts and switches the income view', async () => {
    type Stats = { totalUsers: number; videos: number; assignments: number; quizzes: number };
    type Income = Array<{ label: string; total: number }>;
    const figures = async () => ({
      stats: (await callApi<Stats>('GET', '/api/admin/stats')).body,
      income: (await callApi<Income>('GET', '/api/admin/income?view=monthly')).body,
    });
    const cardValue = (label: string) =>
      page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]').textContent();
    const labels = ['Total Users', 'Total Videos', 'Total Assignments', 'Total Quizzes'] as const;
    const answerTo = <T>(path: string) =>
      page
        .waitForResponse((res) => res.url().includes(path) && res.request().method() === 'GET' && res.status() === 200)
        .then((res) => res.json() as Promise<T>);
    // Other journeys register families on this stack meanwhile, so the figures may move while the page loads:
    // the cards must show exactly what the page was answered, and that answer must be the database's count at
    // that moment (between what the API said just before and just after).
    const before = await figures();
    const pageStats = answerTo<Stats>('/api/admin/stats');
    const pageIncome = answerTo<Income>('/api/admin/income?view=monthly');
    await page.goto(url('/admin/dashboard'), { waitUntil: 'networkidle' });
    await heading('Admin Dashboard').waitFor();
    // Each card is a term and its value (a <dl>), as a screen reader reads it: wait until all four are loaded.
    await page.waitForFunction(
      (terms) =>
        terms.every((term) => {
          const dt = [...document.querySelectorAll('dt')].find((el) => el.textContent === term);
          return /^\d+$/.test(dt?.nextElementSibling?.textContent ?? '');
        }),
      [...labels],
    );
    const cards = await Promise.all(labels.map((label) => cardValue(label)));
    const after = await figures();
    const stats = await pageStats;
    const income = await pageIncome;
    expect(cards).toEqual([stats.totalUsers, stats.videos, stats.assignments, stats.quizzes].map(String));
    const between = (value: number, first: number, second: number) =>
      value >= Math.min(first, second) && value <= Math.max(first, second);
    for (const key of ['totalUsers', 'videos', 'assignments', 'quizzes'] as const) {
      expect({ key, between: between(stats[key], before.stats[key], after.stats[key]) }).toEqual({
        key,
        between: true,
      });
    }
    const lastMonth = (figures: Income) => figures.at(-1)!.total;
    expect(between(lastMonth(income), lastMonth(before.income), lastMonth(after.income))).toBe(true);
    expect(stats.totalUsers).toBeGreaterThanOrEqual(1);
    // The chart draws the monthly totals: this month's bar holds at least the family's registration (119.94).
    const thisMonth = income.at(-1)!;
    expect(thisMonth.total).toBeGreaterThanOrEqual(119.94);
    const barDrawn = () =>
      page.waitForFunction(
        () =>
          [...document.querySelectorAll('.apexcharts-bar-area')].some((bar) => bar.getBoundingClientRect().height > 20),
        undefined,
        { timeout: 15_000 },
      );
    await page.locator('.apexcharts-canvas').first().waitFor();
    await barDrawn();
    await page.getByText('Show the figures').click();
    const money = thisMonth.total.toLocaleString('en-US', { style: 'currency', currency: 'USD' });
    await page
      .getByRole('table', { name: 'Income per period' })
      .getByRole('row')
      .filter({ hasText: thisMonth.label })
      .getByText(money)
      .waitFor();
    const select = page.getByLabel('Income View');
    expect(await select.locator('option').allTextContents()).toEqual(['Monthly', 'Quarterly', 'Half-Yearly', 'Yearly']);
    const yearly = page.waitForResponse(
      (res) => res.url().includes('/api/admin/income?view=yearly') && res.status() === 200,
    );
    await select.selectOption({ label: 'Yearly' });
    await yearly;
    const year = String(new Date().getUTCFullYear());
    await page.locator('.apexcharts-xaxis-label').filter({ hasText: year }).first().waitFor();
    await barDrawn();
    await shot('dashboard-yearly');
  });

  it('creates a category', async () => {
    await openFromSidebar('Manage Categories', 'Manage Categories');
    await page.getByRole('button', { name: 'Add Category' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Category' });
    await dialog.getByLabel('Category name').fill(`Seerah ${stamp}`);
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await row(`Seerah ${stamp}`).waitFor();
  });

  const videoTitle = `Hijra Journey ${stamp}`;

  it('uploads a video with a thumbnail while the progress bar fills, and finds it in the list', async () => {
    await openFromSidebar('Add Video', 'Add New Video');
    await page.getByLabel('Title').fill(videoTitle);
    await page.getByLabel('Description').fill('The journey from Makkah to Madinah, told for children.');
    await page.getByLabel('Category').selectOption({ label: `Seerah ${stamp}` });
    await page.getByLabel('Thumbnail').setInputFiles(media('story-of-nuh-thumb.jpg'));
    await page.getByLabel('Video Type').selectOption('Single');
    await page.getByLabel('Video File').setInputFiles(media('story-of-nuh.webm'));
    // A slow uplink (12 KB/s) so the bar is on screen long enough to watch it move.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 12 * 1024,
    });
    const uploaded = page.waitForResponse((res) => res.url().endsWith('/api/videos/upload'));
    await page.getByRole('button', { name: 'Upload Video' }).click();
    const bar = page.getByRole('progressbar', { name: 'Upload progress' });
    await bar.waitFor();
    await page.getByRole('button', { name: 'Cancel upload' }).waitFor();
    // Every value the bar shows, recorded in the page as it changes, until the bar goes away.
    await page.evaluate(() => {
      const values: string[] = [];
      (window as unknown as { uploadProgress: string[] }).uploadProgress = values;
      const record = () => {
        const value = document.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow');
        if (value && !values.includes(value)) values.push(value);
      };
      record();
      new MutationObserver(record).observe(document.body, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ['aria-valuenow'],
      });
    });
    await shot('video-upload-progress', false);
    await bar.waitFor({ state: 'hidden', timeout: 60_000 });
    const seen = new Set(await page.evaluate(() => (window as unknown as { uploadProgress: string[] }).uploadProgress));
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    expect((await uploaded).status()).toBe(201);
    console.log(`upload progress values seen: ${[...seen].join(', ')}`);
    expect(seen.size).toBeGreaterThan(0);
    await page.waitForURL(url('/admin/videos'));
    await status('Video uploaded successfully!').waitFor();
    await row(videoTitle).waitFor();
    // Videos are paid content: even the admin's link is a short-lived signed one.
    await expect(row(videoTitle).getByRole('link', { name: 'Watch' }).getAttribute('href')).resolves.toMatch(
      /^\/media\/videos\/.+\.webm\?expires=\d+&signature=[\w-]+$/,
    );
    await shot('videos-list');
  });

  it('views the video and the player plays it through a Range request', async () => {
    const ranged: number[] = [];
    page.on('response', (res) => {
      if (res.url().includes('/media/videos/') && res.request().headers()['range']) ranged.push(res.status());
    });
    await row(videoTitle).getByRole('link', { name: 'View' }).click();
    await heading(videoTitle).waitFor();
    const player = page.locator('video');
    await player.waitFor();
    await page.waitForFunction(() => {
      const video = document.querySelector('video');
      return Boolean(video && video.readyState >= 1);
    });
    await player.evaluate(async (video: HTMLVideoElement) => {
      video.muted = true;
      await video.play();
    });
    await page.waitForFunction(() => (document.querySelector('video')?.currentTime ?? 0) > 0.2, undefined, {
      timeout: 15_000,
    });
    expect(ranged).toContain(206);
    await page
      .getByText(/\d+:\d{2}/)
      .first()
      .waitFor();
    await shot('video-view');
  });

  it('edits the video title, then deletes the video and it stays deleted after a reload', async () => {
    await page.getByRole('link', { name: 'Edit', exact: true }).click();
    await heading('Edit Video').waitFor();
    const title = page.getByLabel('Title');
    await expect(title.inputValue()).resolves.toBe(videoTitle);
    await title.fill(`${videoTitle} (edited)`);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.waitForURL(url('/admin/videos'));
    await status('Video updated successfully!').waitFor();
    await row(`${videoTitle} (edited)`).waitFor();
    await row(`${videoTitle} (edited)`).getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Are you sure you want to delete this video?').waitFor();
    await confirmInDialog('Delete');
    await row(`${videoTitle} (edited)`).waitFor({ state: 'detached' });
    await page.reload({ waitUntil: 'networkidle' });
    await heading('Manage Videos').waitFor();
    await expect(row(`${videoTitle} (edited)`).count()).resolves.toBe(0);
  });

  const quizTitle = `Seerah Quiz ${stamp}`;

  it('creates a quiz with two questions and linked categories, edits it and deletes it', async () => {
    await openFromSidebar('Manage Quizzes', 'Manage Quizzes');
    await page.getByRole('link', { name: 'Add Quiz' }).click();
    await heading('Create New Quiz').waitFor();
    await page.getByText('Select at least one category').waitFor();
    await page.getByLabel('Quiz Title').fill(quizTitle);
    await page.getByRole('checkbox', { name: `Seerah ${stamp}` }).check();
    await page.getByRole('checkbox', { name: 'Prophets' }).check();
    await page.getByText('2 categories selected').waitFor();
    const fill = async (n: number, text: string, options: string[], correct: string) => {
      const group = page.getByRole('group', { name: `Question ${n}` });
      await group.getByLabel('Question', { exact: true }).fill(text);
      for (const [i, letter] of ['A', 'B', 'C', 'D'].entries())
        await group.getByLabel(`Option ${letter}`).fill(options[i]!);
      await group.getByLabel('Correct Option').selectOption(correct);
    };
    await fill(1, 'Where did the Prophet migrate to?', ['Madinah', 'Taif', 'Egypt', 'Yemen'], 'A');
    await expect(page.getByRole('button', { name: /^Remove/ }).count()).resolves.toBe(0);
    await page.getByRole('button', { name: 'Add Question' }).click();
    await fill(2, 'Who travelled with him?', ['Umar', 'Abu Bakr', 'Ali', 'Uthman'], 'B');
    await page.getByRole('button', { name: 'Create Quiz' }).click();
    await page.waitForURL(url('/admin/quizzes'));
    await status('Quiz created successfully!').waitFor();
    await row(quizTitle).getByRole('cell', { name: '2', exact: true }).waitFor();

    await row(quizTitle).getByRole('link', { name: 'Edit' }).click();
    await heading('Edit Quiz').waitFor();
    await expect(page.getByLabel('Quiz Title').inputValue()).resolves.toBe(quizTitle);
    await expect(page.getByRole('checkbox', { name: 'Prophets' }).isChecked()).resolves.toBe(true);
    await page.getByLabel('Quiz Title').fill(`${quizTitle} v2`);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.waitForURL(url('/admin/quizzes'));
    await status('Quiz updated successfully!').waitFor();
    await row(`${quizTitle} v2`).getByRole('link', { name: 'View' }).click();
    await heading(`${quizTitle} v2`).waitFor();
    await page.getByText('Who travelled with him?').waitFor();
    await page.goBack();
    await heading('Manage Quizzes').waitFor();
    await row(`${quizTitle} v2`).getByRole('button', { name: 'Delete' }).click();
    await page
      .getByRole('dialog', { name: 'Confirm Delete' })
      .getByText('Are you sure you want to delete this quiz?')
      .waitFor();
    await confirmInDialog('Delete');
    await row(`${quizTitle} v2`).waitFor({ state: 'detached' });
    await page.reload({ waitUntil: 'networkidle' });
    await heading('Manage Quizzes').waitFor();
    await expect(row(`${quizTitle} v2`).count()).resolves.toBe(0);
  });

  it('adds a book and an assignment', async () => {
    await openFromSidebar('Manage Books', 'Manage Books');
    await page.getByRole('link', { name: 'Add Book' }).click();
    await heading('Add Book').waitFor();
    await page.getByLabel('Title').fill(`Stories of the Sahabah ${stamp}`);
    await page.getByLabel('Author').fill('Young Minds Team');
    await page.getByLabel('Category').selectOption({ label: 'Prophets' });
    await page.getByLabel('Pages').fill('28');
    await page.getByLabel('Thumbnail').setInputFiles(media('book-prophets.jpg'));
    await page.getByLabel('Book File').setInputFiles(media('stories-of-the-prophets.pdf'));
    await page.getByRole('button', { name: 'Add Book' }).click();
    await page.waitForURL(url('/admin/manage-books'));
    await status('✅ Book added successfully!').waitFor();
    await row(`Stories of the Sahabah ${stamp}`).waitFor();

    await openFromSidebar('Manage Assignments', 'Manage Assignments');
    await page.getByRole('link', { name: 'Add Assignment' }).click();
    await heading('Add Assignment').waitFor();
    await page.getByLabel('Title').fill(`Hijra Map ${stamp}`);
    await page.getByLabel('Description').fill('Draw the road from Makkah to Madinah.');
    await page.getByLabel('Due Date').fill('2027-01-15');
    await page.getByRole('checkbox', { name: `Seerah ${stamp}` }).check();
    await page.getByLabel('File', { exact: true }).setInputFiles(media('my-five-daily-prayers-worksheet.pdf'));
    await page.getByRole('button', { name: 'Upload Assignment' }).click();
    await page.waitForURL(url('/admin/assignments'));
    await status('Assignment uploaded successfully!').waitFor();
    await row(`Hijra Map ${stamp}`).waitFor();
  });

  it('writes one activity of each kind, publishes them, plays one in the preview; a child is offered them', async () => {
    const titles = {
      match: `Ramadan Pictures ${stamp}`,
      revealMatch: `Whose Cover ${stamp}`,
      fillBlanks: `Table Manners ${stamp}`,
    };
    const startActivity = async (title: string, kind: string) => {
      await openFromSidebar('Manage Activities', 'Manage Activities');
      await page.getByRole('link', { name: 'Add Activity' }).click();
      await heading('Add Activity').waitFor();
      await page.getByLabel('Title', { exact: true }).fill(title);
      await page.getByLabel('Instruction').fill('Do your best!');
      await page.getByRole('checkbox', { name: 'Ramadan' }).check();
      await page.getByLabel('Status').selectOption('published');
      await page.getByRole('radio', { name: kind }).check();
    };
    const create = async (title: string) => {
      await page.getByRole('button', { name: 'Create Activity' }).click();
      await status('Activity created successfully!').waitFor();
      await row(title).getByText('Published').waitFor();
    };

    await startActivity(titles.match, 'Match the Picture');
    const pairs = [
      ['Lantern', 'ramadan.jpg', 'A lantern glowing at night'],
      ['Good manners', 'manners.jpg', 'Children sharing food'],
    ];
    for (const [index, [name, file, alt]] of pairs.entries()) {
      const pair = page.getByRole('group', { name: `Pair ${index + 1}` });
      await pair.getByLabel('Name').fill(name!);
      await pair.getByLabel('Picture', { exact: true }).setInputFiles(media(file!));
      await pair.getByText('Picture uploaded.').waitFor();
      await pair.getByLabel('Picture description').fill(alt!);
    }
    await shot('activity-match-form');
    await create(titles.match);

    await startActivity(titles.revealMatch, 'Match the Name to the Revealed Book');
    await page.getByLabel('Hidden picture').setInputFiles(media('book-prophets.jpg'));
    await page.getByText('Picture uploaded.').waitFor();
    await page.getByLabel('Picture description').fill('The cover of a book about the prophets');
    await page.getByLabel('Right name').fill('Stories of the Prophets');
    await page.getByRole('textbox', { name: 'Wrong name 1' }).fill('The Little Seed');
    await create(titles.revealMatch);

    await startActivity(titles.fillBlanks, 'Fill in the Blanks');
    await page.getByLabel('Passage').fill('We say [Bismillah] before we eat and [Alhamdulillah] after.');
    await page.getByText('2 blanks').waitFor();
    await page.getByLabel('Extra word tiles (optional)').fill('Ameen');
    await create(titles.fillBlanks);

    // The preview plays it as a child would, graded on the page.
    await row(titles.match).getByRole('link', { name: 'View' }).click();
    await heading(titles.match).waitFor();
    const stage = page.getByRole('region', { name: 'Try it as a child' });
    for (const [index, [name]] of pairs.entries()) {
      await stage.getByRole('button', { name: name!, exact: true }).click();
      await stage.getByRole('button', { name: new RegExp(`^Picture ${index + 1}:`) }).click();
    }
    await stage.getByRole('button', { name: 'Check my answers' }).click();
    await stage.getByText('Score: 100%').waitFor();
    await shot('activity-preview');

    // A child of a new family is offered all three (published, for every age).
    const parent = await registerParent(stack, 'Activity Family');
    const username = `act-kid-${stamp}`;
    const added = await callApi(
      'POST',
      '/api/parent/add-child',
      {
        name: 'Maryam',
        age: 6,
        username,
        password: 'kid-pass-1',
        avatar: 'bee',
      },
      parent.token,
    );
    expect(added.status).toBe(201);
    const child = await callApi<{ token: string }>(
      'POST',
      '/api/auth/login',
      { email: username, password: 'kid-pass-1' },
      '',
    );
    const offered = await callApi<{ data: { title: string }[] }>(
      'GET',
      '/api/child/activities?pageSize=100',
      undefined,
      child.body.token,
    );
    expect(offered.body.data.map((activity) => activity.title)).toEqual(expect.arrayContaining(Object.values(titles)));
  });

  it('adds a blog post that appears on the public blog under its slug', async () => {
    const title = `Hijra Lessons for Kids ${stamp}!`;
    const slug = `hijra-lessons-for-kids-${stamp}`;
    await openFromSidebar('Manage Blogs', 'Manage Blogs');
    await page.getByRole('link', { name: 'Add Blog' }).click();
    await heading('Add Blog').waitFor();
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Category').fill('Seerah');
    await page.getByLabel('Description').fill('Trust in Allah, friendship and courage: three lessons from the Hijra.');
    await page.getByLabel('Banner Image').setInputFiles(media('kindness.jpg'));
    await page.getByRole('button', { name: 'Create Blog' }).click();
    await page.waitForURL(url('/admin/blogs'));
    await status('Blog created successfully!').waitFor();
    await row(title).waitFor();

    const visitor = await browser.newPage();
    await visitor.goto(url('/blog'), { waitUntil: 'networkidle' });
    await visitor.getByText(title).first().waitFor();
    await visitor.goto(url(`/blog/${slug}`), { waitUntil: 'networkidle' });
    await visitor.getByRole('heading', { name: title }).waitFor();
    await visitor.close();
  });

  it('cancels a subscription: it turns Deactive and stays so after a reload', async () => {
    await openFromSidebar('Manage Subscriptions', 'Manage Subscriptions');
    const family = row(familyName);
    await family.getByText('Active', { exact: true }).waitFor();
    await family.getByRole('button', { name: 'Cancel' }).click();
    await page.getByText('Are you sure you want to cancel this subscription?').waitFor();
    await confirmInDialog('Yes, cancel');
    await status('Subscription cancelled.').waitFor();
    await family.getByText('Deactive', { exact: true }).waitFor();
    await page.reload({ waitUntil: 'networkidle' });
    await row(familyName).getByText('Deactive', { exact: true }).waitFor();
  });

  it('every sidebar entry opens its screen without an error', async () => {
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
    await row(familyName).waitFor();
    // The spec's leading-slash reading of the book form's address.
    await page.goto(url('/manage-books/add'), { waitUntil: 'networkidle' });
    await heading('Add Book').waitFor();
    expect(pathname()).toBe('/admin/manage-books/add');
  });

  it('in Arabic, every admin screen reads right to left with no English interface text, on a desktop and a phone', async () => {
    const me = await callApi<{ user: Record<string, unknown> }>('GET', '/api/auth/me');
    const problems: string[] = [];
    for (const viewport of [
      { width: 1280, height: 860 },
      { width: 390, height: 844 },
    ]) {
      const arabicContext = await browser.newContext({ viewport, locale: 'ar' });
      const arabic = await arabicContext.newPage();
      await chooseArabic(arabic, stack.baseUrl);
      await storeSession(arabic, stack, { token: adminToken, user: me.body.user });
      for (const where of adminScreens) {
        await arabic.goto(url(where), { waitUntil: 'networkidle' });
        await arabic.locator('h1').first().waitFor();
        // The lists show content the admin wrote in English: only the interface's own texts are checked.
        problems.push(...(await arabicScreenProblems(arabic, where, { latinWords: false })));
      }
      await arabicContext.close();
    }
    expect(problems).toEqual([]);
  });

  it('with the keyboard alone the admin logs in, reaches every sidebar entry, adds a category in its dialog and closes a dialog with Escape', async () => {
    const keyboardContext = await browser.newContext({ viewport: { width: 1280, height: 860 } });
    const keys = await keyboardContext.newPage();
    const unseenFocus: string[] = [];
    const tab = (test: (focused: Focused) => boolean) => tabTo(keys, test, { unseenFocus });
    await keys.goto(url('/login'), { waitUntil: 'networkidle' });
    await tab((focused) => focused.label === 'Email');
    await keys.keyboard.type(adminEmail);
    await tab((focused) => focused.label === 'Password');
    await keys.keyboard.type(adminPassword);
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

  it("a visitor's message from /Contact reaches Messages; opening it lowers the unread count; the eleventh in a minute from one email gets 429", async () => {
    const unread = async () =>
      (await callApi<{ unread: number }>('GET', '/api/admin/contact-messages/unread')).body.unread;
    const before = await unread();
    const subject = `Question about worksheets ${stamp}`;
    const visitorEmail = `visitor-${stamp}@example.com`;

    const visitorContext = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
    const visitor = await visitorContext.newPage();
    await visitor.goto(url('/Contact'), { waitUntil: 'networkidle' });
    // A blank form is refused on the page, field by field, and nothing is sent.
    await visitor.getByRole('button', { name: 'Send Message' }).click();
    await expect(visitor.getByLabel('Your name').getAttribute('aria-invalid')).resolves.toBe('true');
    await visitor.getByLabel('Your name').fill('Zainab Visitor');
    await visitor.getByLabel('Your email').fill(visitorEmail);
    await visitor.getByLabel('Subject').fill(subject);
    await visitor.getByLabel('Message').fill('Do the worksheets print on A4 paper?');
    await visitor.getByRole('button', { name: 'Send Message' }).click();
    await visitor.getByRole('heading', { name: 'Message received' }).waitFor();
    await visitor.screenshot({ path: path.join(artifactsDir, 'contact-received-390.png') });
    await visitorContext.close();
    expect(await unread()).toBe(before + 1);

    await page.setViewportSize({ width: 1280, height: 860 });
    await page.goto(url('/admin/dashboard'), { waitUntil: 'networkidle' });
    const sidebar = page.getByRole('navigation', { name: 'Admin' });
    await sidebar.getByRole('link', { name: `Messages, ${before + 1} unread` }).click();
    await heading('Messages').waitFor();
    const message = row(subject);
    await message.waitFor();
    await expect(message.textContent()).resolves.toContain('Unread');
    await shot('messages-inbox');
    await message.getByRole('link', { name: 'Open' }).click();
    await seeText('Do the worksheets print on A4 paper?');
    const reply = page.getByRole('link', { name: 'Reply by email' });
    await expect(reply.getAttribute('href')).resolves.toContain(`mailto:${visitorEmail}`);
    await shot('messages-open');
    // Opened: the count drops, in the sidebar and on the server.
    await sidebar
      .getByRole('link', { name: before > 0 ? `Messages, ${before} unread` : 'Messages', exact: true })
      .waitFor();
    expect(await unread()).toBe(before);

    // Ten messages a minute from one email address, then 429 with the form's own words.
    const send = () =>
      callApi<{ message: string }>(
        'POST',
        '/api/contact',
        { name: 'Busy', email: `busy-${stamp}@example.com`, subject: 'Again', message: 'Once more.' },
        '',
      );
    for (let n = 0; n < 10; n += 1) expect((await send()).status).toBe(201);
    expect(await send()).toEqual({
      status: 429,
      body: expect.objectContaining({
        message: 'You have sent several messages in a short time. Please wait a minute and try again.',
      }),
    });
  });

  it('every admin screen, in light and in dark mode, has no serious or critical axe violation', async () => {
    const me = await callApi<{ user: Record<string, unknown> }>('GET', '/api/auth/me');
    const firstId = async (listPath: string) =>
      (await callApi<{ data: { id: number }[] }>('GET', `${listPath}?pageSize=1`)).body.data?.[0]?.id;
    const [videoId, quizId, bookId, blogId, activityId, assignmentId] = await Promise.all(
      ['/api/videos', '/api/quizzes', '/api/books', '/api/blogs', '/api/activities', '/api/assignments'].map(firstId),
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
    await storeSession(checked, stack, { token: adminToken, user: me.body.user });
    for (const dark of [false, true]) {
      await checked.evaluate(
        ([key, value]) => localStorage.setItem(key as string, value as string),
        ['young-minds-admin-dark-mode', JSON.stringify({ state: { dark }, version: 0 })],
      );
      for (const where of screens) {
        await checked.goto(url(where), { waitUntil: 'networkidle' });
        await checked.locator('h1').first().waitFor();
        expect([where, await checked.evaluate(() => document.body.classList.contains('dark'))]).toEqual([where, dark]);
        for (const finding of await seriousAxeViolations(checked))
          problems.push(
            `${dark ? 'dark' : 'light'} ${where}: ${finding.impact} ${finding.rule}\n  ${finding.nodes.join('\n  ')}`,
          );
      }
    }
    await axeContext.close();
    expect(problems).toEqual([]);
    // Some sixty screens, each loaded and checked by axe.
  }, 360_000);

  it('dark mode stays on after a reload, and the phone layout uses a drawer', async () => {
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

  it('the settings save the admin name and a new password; the old password stops working', async () => {
    await page.setViewportSize({ width: 1280, height: 860 });
    await page.goto(url('/admin/settings'), { waitUntil: 'networkidle' });
    await heading('Admin Settings').waitFor();
    await expect(page.getByLabel('Email', { exact: true }).inputValue()).resolves.toBe(adminEmail);
    await page.getByLabel('Full Name').fill('Head Admin');
    await page.getByLabel('New Password').fill('mismatch-1');
    await page.getByLabel('Confirm Password').fill('mismatch-2');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByRole('alert').filter({ hasText: '❌ Passwords do not match!' }).waitFor();
    await page.getByLabel('New Password').fill('admin-e2e-pass-2');
    await page.getByLabel('Confirm Password').fill('admin-e2e-pass-2');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await status('✅ Profile updated successfully!').waitFor();
    // Still logged in (the answer's fresh token replaced the revoked one).
    await openFromSidebar('Dashboard', 'Admin Dashboard');
    await page.getByText('Head Admin').first().waitFor();
    const old = await callApi('POST', '/api/auth/login', { email: adminEmail, password: adminPassword }, '');
    expect(old.status).toBe(401);
  });
});
