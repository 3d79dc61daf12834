// The platform offline, as a family uses it on a phone, in Chromium against the real stack with the shell's service
// worker: at home the child downloads a video and a book and opens a quiz; on the road (no connection) the child
// area opens after a reload, the video plays and seeks from the device, the book opens at the page the child
// reached, and a quiz taken offline waits to sync; back online it is sent once, and a second replay of the same
// write adds nothing.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { cacheSizes, childAreaKeptOffline } from '../../scripts/lib/offline-caches.mjs';
import {
  type Family,
  childScreenProblems,
  familyWithChild,
  logInAsChild,
  parentSummaryOf,
  takeQuizWithFirstAnswers,
} from './child-area';
import { artifactsDir, storeSession, useJourneys } from './stack';

jest.setTimeout(180_000);

async function openFirst(page: Page, url: (pathname: string) => string, list: string, prefix: string, title?: string) {
  await page.goto(url(list), { waitUntil: 'networkidle' });
  await page
    .locator(`main a[href^="${prefix}"]`, title ? { hasText: title } : {})
    .first()
    .click();
  await page.waitForURL(new RegExp(`${prefix}\\d+$`));
  return page.url();
}

async function downloadHere(page: Page) {
  await page.getByRole('button', { name: 'Download to this device' }).click();
  await page.getByText('✓ On this device.').waitFor({ timeout: 60_000 });
}

const syncStatus = (page: Page) => page.getByRole('status').filter({ hasText: /^(Waiting to sync|Synced at)/ });

async function quizAttemptsOf(url: (pathname: string) => string, family: Family) {
  const summary = await parentSummaryOf(url, family);
  return { quizzesTaken: summary.byKind.quiz.started, quizAttempts: summary.byKind.quiz.attempts };
}

describe('offline on a phone', () => {
  // bypassCSP: axe-core is injected as an inline script, which the platform's policy forbids.
  const journeys = useJourneys({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    bypassCSP: true,
  });
  const { url } = journeys;

  it('downloaded at home, used on the road without a connection, synced once back online', async () => {
    const { page, context } = journeys;
    const family = await familyWithChild(journeys.stack);
    await logInAsChild(page, url, family);
    await childAreaKeptOffline(page);
    const installed = await cacheSizes(page);

    // At home: a video and a book are downloaded; the book is read to page 2; a quiz is opened.
    const videoPage = await openFirst(page, url, '/child/video', '/child/video/');
    await page.locator('main video').waitFor();
    await downloadHere(page);
    // The demo PDF (services/content/src/seed/demo-content.ts): pdf.js reads it in its own worker, from the device.
    const bookPage = await openFirst(page, url, '/child/book', '/child/book/', 'Stories of the Prophets');
    await page.getByText(/^Page 1 of \d+$/).waitFor();
    const bookmarkSaved = page.waitForResponse(
      (response) => response.url().endsWith('/api/progress/me') && response.request().method() === 'PUT',
    );
    await page.getByRole('button', { name: 'Next page' }).click();
    await page.getByText(/^Page 2 of \d+$/).waitFor();
    expect((await bookmarkSaved).status()).toBe(200);
    await downloadHere(page);
    const quizPage = await openFirst(page, url, '/child/quiz', '/child/quiz/');
    await page.getByRole('button', { name: 'Start', exact: true }).waitFor();
    const atHome = await cacheSizes(page);
    const problems: string[] = [];
    await page.goto(url('/child/downloads'), { waitUntil: 'networkidle' });
    expect(await page.getByRole('list', { name: 'My downloads' }).getByRole('listitem').count()).toBe(2);
    problems.push(...(await childScreenProblems(page, 'downloads')));

    // On the road: no connection at all.
    await context.setOffline(true);
    await page.goto(url('/child'));
    await page.reload();
    await page.getByRole('heading', { name: 'What shall we learn today?' }).waitFor();

    // The video plays and seeks from the device.
    await page.goto(videoPage);
    const video = page.locator('main video');
    await video.waitFor();
    const played = await video.evaluate(async (element: HTMLVideoElement) => {
      element.muted = true;
      await element.play();
      const seeked = new Promise<void>((resolve) =>
        element.addEventListener('seeked', () => resolve(), { once: true }),
      );
      element.currentTime = Math.min(3, element.duration / 2);
      await seeked;
      await new Promise((resolve) => setTimeout(resolve, 500));
      return { error: element.error?.code ?? null, currentTime: element.currentTime, paused: element.paused };
    });
    expect(played.error).toBeNull();
    expect(played.paused).toBe(false);
    expect(played.currentTime).toBeGreaterThan(1);
    await page.screenshot({ path: path.join(artifactsDir, 'offline-video.png') });

    // The book opens at the page the child reached.
    await page.goto(bookPage);
    await page.getByText(/^Page 2 of \d+$/).waitFor();
    await page.locator('main canvas').first().waitFor();
    await page.screenshot({ path: path.join(artifactsDir, 'offline-book.png') });

    // A quiz taken offline waits on the device.
    await page.goto(quizPage);
    await takeQuizWithFirstAnswers(page);
    await page
      .getByRole('heading', { name: 'Saved on this device — your answers will be checked when you are back online.' })
      .waitFor();
    await syncStatus(page)
      .filter({ hasText: /^Waiting to sync \(\d+\)$/ })
      .waitFor();
    problems.push(...(await childScreenProblems(page, 'offline-quiz-waiting')));
    expect(problems).toEqual([]);
    expect(await quizAttemptsOf(url, family)).toEqual({ quizzesTaken: 0, quizAttempts: 0 });

    // Back online: the queue is sent, once.
    const sent = page.waitForRequest(
      (request) => request.url().endsWith('/api/quiz-submissions/submit') && request.method() === 'POST',
    );
    await context.setOffline(false);
    const submission = await sent;
    await syncStatus(page)
      .filter({ hasText: /^Synced at \d\d:\d\d$/ })
      .waitFor({ timeout: 30_000 });
    expect(await quizAttemptsOf(url, family)).toEqual({ quizzesTaken: 1, quizAttempts: 1 });

    // A second replay of the same write (same Idempotency-Key) is answered again and adds nothing.
    const headers = submission.headers();
    expect(headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    const replay = await fetch(url('/api/quiz-submissions/submit'), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: headers.authorization!,
        'idempotency-key': headers['idempotency-key']!,
      },
      body: submission.postData(),
    });
    expect(replay.status).toBe(201);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(await quizAttemptsOf(url, family)).toEqual({ quizzesTaken: 1, quizAttempts: 1 });

    // The parent's dashboard shows the sync.
    const dashboard = (await (
      await fetch(url('/api/progress/dashboard'), { headers: { authorization: `Bearer ${family.parent.token}` } })
    ).json()) as { children: Array<{ lastSyncAt: string | null; lastSyncItems: number }> };
    expect(dashboard.children[0]!.lastSyncAt).not.toBeNull();
    expect(dashboard.children[0]!.lastSyncItems).toBeGreaterThanOrEqual(1);

    await writeFile(path.join(artifactsDir, 'offline-caches.json'), JSON.stringify({ installed, atHome }, null, 2));
  });

  it("a parent readies a child's video on this device; the child finds it in My downloads and plays it offline", async () => {
    const { page, context } = journeys;
    const family = await familyWithChild(journeys.stack);
    // The child started a video (on any device): it is in the child's recent progress.
    const child = (await (
      await fetch(url('/api/auth/login'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: family.username, password: family.password }),
      })
    ).json()) as { token: string };
    const childHeaders = { authorization: `Bearer ${child.token}`, 'content-type': 'application/json' };
    const videos = (await (await fetch(url('/api/videos?pageSize=1'), { headers: childHeaders })).json()) as {
      data: Array<{ id: number; title: string }>;
    };
    const video = videos.data[0]!;
    const started = await fetch(url('/api/progress/me'), {
      method: 'PUT',
      headers: childHeaders,
      body: JSON.stringify({ contentType: 'video', contentId: video.id, positionSeconds: 2 }),
    });
    expect(started.status).toBe(200);

    // The parent, on the family's tablet, downloads it from the child's page.
    await storeSession(page, journeys.stack, family.parent);
    await page.goto(url('/parent'), { waitUntil: 'networkidle' });
    await page.getByRole('link', { name: 'Zaynab' }).first().click();
    const ready = page.getByRole('listitem', { name: video.title });
    await ready.getByRole('button', { name: /^Download to this device/ }).click();
    await ready.getByRole('status').filter({ hasText: 'On this device' }).waitFor({ timeout: 60_000 });

    // The child logs in on the same tablet: My downloads has it, and it plays without a connection.
    await storeSession(page, journeys.stack, { token: child.token, user: { name: 'Zaynab', role: 'child' } });
    await page.goto(url('/child/downloads'), { waitUntil: 'networkidle' });
    await page.getByRole('list', { name: 'My downloads' }).getByRole('link', { name: video.title }).click();
    await page.locator('main video').waitFor();
    await childAreaKeptOffline(page);
    await context.setOffline(true);
    await page.reload();
    const played = await page.locator('main video').evaluate(async (element: HTMLVideoElement) => {
      element.muted = true;
      await element.play();
      await new Promise((resolve) => setTimeout(resolve, 500));
      return { error: element.error?.code ?? null, paused: element.paused };
    });
    expect(played).toEqual({ error: null, paused: false });
  });
});
