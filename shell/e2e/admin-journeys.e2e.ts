// The admin area as an administrator uses it, in Chromium against the real stack (`node scripts/start.mjs`):
// the dashboard's real counts and income views, categories, a video upload with its progress bar, playback
// through a Range request, edits and deletes that survive a reload, quizzes, books, assignments, a blog post
// that appears on the public blog, cancelling a subscription, dark mode, every sidebar entry, the phone drawer.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { artifactsDir, launchBrowser, repoRoot, setupCodeOf, startStack, type Stack } from './stack';

jest.setTimeout(90_000);

const media = (name: string) => path.join(repoRoot, 'services', 'content', 'seed', 'media', name);
const adminEmail = 'admin@youngminds.local';
const adminPassword = 'admin-e2e-pass';
const stamp = Date.now().toString(36);

describe('admin journeys end-to-end', () => {
  let stack: Stack;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let adminToken: string;
  const pageErrors: string[] = [];

  const url = (p: string) => `${stack.baseUrl}${p}`;
  const pathname = () => new URL(page.url()).pathname;
  const shot = (name: string, fullPage = true) => page.screenshot({ path: path.join(artifactsDir, `admin-${name}.png`), fullPage });
  const heading = (name: string) => page.getByRole('heading', { level: 1, name, exact: true });
  const row = (text: string) => page.getByRole('row').filter({ hasText: text });
  const status = (text: string) => page.getByRole('status').filter({ hasText: text }).first();

  async function callApi<T>(method: string, apiPath: string, body?: unknown, token = adminToken): Promise<{ status: number; body: T }> {
    const res = await fetch(url(apiPath), {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as T };
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
    mkdirSync(artifactsDir, { recursive: true });
    stack = await startStack();
    // The operator's first step (README "First login"), then a family whose registration records a payment.
    const set = await fetch(url('/api/auth/set-password'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: adminEmail, password: adminPassword, setupCode: setupCodeOf(stack) }),
    });
    expect(set.status).toBe(200);
    const login = await callApi<{ token: string }>('POST', '/api/auth/login', { email: adminEmail, password: adminPassword }, '');
    adminToken = login.body.token;
    const registered = await callApi('POST', '/api/auth/register', { name: 'Khadija Family', phone: '+1 555 0111', email: `khadija-${stamp}@example.com`, password: 'family-pass-1' }, '');
    expect(registered.status).toBe(201);
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
    page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.goto(url('/login'), { waitUntil: 'networkidle' });
    await page.getByLabel('Email').fill(adminEmail);
    await page.getByLabel('Password', { exact: true }).fill(adminPassword);
    await page.getByRole('button', { name: 'Log In', exact: true }).click();
    await page.waitForURL(url('/admin/dashboard'));
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  }, 60_000);

  afterEach(() => {
    // Nothing the admin did may throw in the page.
    expect(pageErrors).toEqual([]);
  });

  it('the dashboard shows the real counts and switches the income view', async () => {
    const stats = await callApi<{ totalUsers: number; videos: number; assignments: number; quizzes: number }>('GET', '/api/admin/stats');
    await heading('Admin Dashboard').waitFor();
    for (const [label, value] of [
      ['Total Users', stats.body.totalUsers],
      ['Total Videos', stats.body.videos],
      ['Total Assignments', stats.body.assignments],
      ['Total Quizzes', stats.body.quizzes],
    ] as const) {
      // Each card is a term and its value (a <dl>), as a screen reader reads it.
      const card = page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
      await page.waitForFunction(([term, expected]) => {
        const dt = [...document.querySelectorAll('dt')].find((el) => el.textContent === term);
        return dt?.nextElementSibling?.textContent === expected;
      }, [label, String(value)] as const);
      await expect(card.textContent()).resolves.toBe(String(value));
    }
    expect(stats.body.totalUsers).toBeGreaterThanOrEqual(1);
    // The chart draws the monthly totals: the registration's payment (119.94) is this month's bar.
    const barDrawn = () =>
      page.waitForFunction(() => [...document.querySelectorAll('.apexcharts-bar-area')].some((bar) => bar.getBoundingClientRect().height > 20), undefined, { timeout: 15_000 });
    await page.locator('.apexcharts-canvas').first().waitFor();
    await barDrawn();
    await page.getByText('Show the figures').click();
    await page.getByRole('table', { name: 'Income per period' }).getByText('$119.94').first().waitFor();
    const select = page.getByLabel('Income View');
    expect(await select.locator('option').allTextContents()).toEqual(['Monthly', 'Quarterly', 'Half-Yearly', 'Yearly']);
    const yearly = page.waitForResponse((res) => res.url().includes('/api/admin/income?view=yearly') && res.status() === 200);
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
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 12 * 1024 });
    const uploaded = page.waitForResponse((res) => res.url().endsWith('/api/videos/upload'));
    await page.getByRole('button', { name: 'Upload Video' }).click();
    const bar = page.getByRole('progressbar', { name: 'Upload progress' });
    await bar.waitFor();
    await page.getByRole('button', { name: 'Cancel upload' }).waitFor();
    await shot('video-upload-progress', false);
    const seen = new Set<string>();
    while (await bar.isVisible().catch(() => false)) {
      const value = await bar.getAttribute('aria-valuenow').catch(() => null);
      if (value) seen.add(value);
      await page.waitForTimeout(100);
    }
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    expect((await uploaded).status()).toBe(201);
    console.log(`upload progress values seen: ${[...seen].join(', ')}`);
    expect(seen.size).toBeGreaterThan(0);
    await page.waitForURL(url('/admin/videos'));
    await status('Video uploaded successfully!').waitFor();
    await row(videoTitle).waitFor();
    await expect(row(videoTitle).getByRole('link', { name: 'Watch' }).getAttribute('href')).resolves.toMatch(/^\/media\/videos\/.+\.webm$/);
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
    await page.waitForFunction(() => (document.querySelector('video')?.currentTime ?? 0) > 0.2, undefined, { timeout: 15_000 });
    expect(ranged).toContain(206);
    await page.getByText(/\d+:\d{2}/).first().waitFor();
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
      for (const [i, letter] of ['A', 'B', 'C', 'D'].entries()) await group.getByLabel(`Option ${letter}`).fill(options[i]!);
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
    await page.getByRole('dialog', { name: 'Confirm Delete' }).getByText('Are you sure you want to delete this quiz?').waitFor();
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
    const family = row('Khadija Family');
    await family.getByText('Active', { exact: true }).waitFor();
    await family.getByRole('button', { name: 'Cancel' }).click();
    await page.getByText('Are you sure you want to cancel this subscription?').waitFor();
    await confirmInDialog('Yes, cancel');
    await status('Subscription cancelled.').waitFor();
    await family.getByText('Deactive', { exact: true }).waitFor();
    await page.reload({ waitUntil: 'networkidle' });
    await row('Khadija Family').getByText('Deactive', { exact: true }).waitFor();
  });

  it('every sidebar entry opens its screen without an error', async () => {
    const entries: Array<[string, string, string]> = [
      ['Dashboard', 'Admin Dashboard', '/admin/dashboard'],
      ['Manage Parents', 'Manage Parents', '/admin/parents'],
      ['Manage Children', 'Manage Children', '/admin/children'],
      ['Manage Videos', 'Manage Videos', '/admin/videos'],
      ['Add Video', 'Add New Video', '/admin/manage-videos/add'],
      ['Manage Quizzes', 'Manage Quizzes', '/admin/quizzes'],
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
    await row('Khadija Family').waitFor();
    // The spec's leading-slash reading of the book form's address.
    await page.goto(url('/manage-books/add'), { waitUntil: 'networkidle' });
    await heading('Add Book').waitFor();
    expect(pathname()).toBe('/admin/manage-books/add');
  });

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
    await expect(page.getByLabel('Email').inputValue()).resolves.toBe(adminEmail);
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
