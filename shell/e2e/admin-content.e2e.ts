// The admin's content screens, in Chromium against the real stack: categories, a video upload with its progress
// bar, playback through a Range request, edits and deletes that survive a reload, quizzes, books, assignments,
// and a blog post that appears on the public blog. Each test works on rows it made itself.
import path from 'node:path';
import { useAdminJourneys } from './admin';
import { repoRoot } from './stack';

jest.setTimeout(90_000);

/** Names this file's rows apart from every other journey's. */
const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
const media = (name: string) => path.join(repoRoot, 'services', 'content', 'seed', 'media', name);

describe('the admin manages content end-to-end', () => {
  const admin = useAdminJourneys();
  const { callApi, heading, row, status, confirmInDialog, shot, openFromSidebar, url } = admin;
  const videoTitle = `Hijra Journey ${stamp}`;
  const quizTitle = `Seerah Quiz ${stamp}`;

  beforeAll(async () => {
    // The category the video, the quiz and the assignment are filed under.
    const created = await callApi('POST', '/api/Category', { name: `Seerah ${stamp}` });
    expect(created.status).toBe(201);
  });

  it('creates a category', async () => {
    const { page } = admin;
    await admin.open('/admin/dashboard', 'Admin Dashboard');
    await openFromSidebar('Manage Categories', 'Manage Categories');
    await page.getByRole('button', { name: 'Add Category' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Category' });
    await dialog.getByLabel('Category name').fill(`Tafsir ${stamp}`);
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await row(`Tafsir ${stamp}`).waitFor();
  });

  it('uploads a video with a thumbnail while the progress bar fills, plays it through a Range request, edits and deletes it', async () => {
    const { page, context } = admin;
    await admin.open('/admin/dashboard', 'Admin Dashboard');
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
  }, 180_000);

  it('creates a quiz with two questions and linked categories, edits it and deletes it', async () => {
    const { page } = admin;
    await admin.open('/admin/dashboard', 'Admin Dashboard');
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
        await group.getByLabel(`Option ${letter}`, { exact: true }).fill(options[i]!);
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
    const { page } = admin;
    await admin.open('/admin/dashboard', 'Admin Dashboard');
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
    const { page, browser } = admin;
    await admin.open('/admin/dashboard', 'Admin Dashboard');
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
});
