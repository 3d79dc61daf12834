// Issue 35, scholar review, end to end: nothing reaches a child before a reviewer other than its author checked it,
// and families see who checked what. The bootstrap admin writes a quiz with its sources and sends it for review; the
// child does not see it; its author cannot approve it (403); a second admin, invited by email, accepts on
// /accept-invite and approves it; the child sees it with "Checked"; the parent reports a mistake from the child's
// page; an admin resolves the report. The admin's own screens for review are the admin area's (their journeys are
// in admin-*.e2e.ts): here the admins act through the API, the families through their pages.
import type { Page } from 'playwright-core';
import { type AdminJourneys, useAdminJourneys } from './admin';
import { childPhone, familyWithChild, logInAsChild, takeQuizWithFirstAnswers } from './child-area';
import { emailsTo, linkTo, type ReceivedEmail } from './outbox';
import { type SignedIn, storeSession } from './stack';

jest.setTimeout(240_000);

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** The newest email to `to` that links to `pathname` (the invitation's kind is the mail's business), within 30 s. */
async function emailLinkingTo(journeys: AdminJourneys, to: string, pathname: string): Promise<ReceivedEmail> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const found = (await emailsTo(journeys.stack, to)).filter((email) =>
      email.links.some((link) => new URL(link).pathname === pathname),
    );
    if (found.length > 0) return found.at(-1)!;
    if (Date.now() > deadline) throw new Error(`No email to ${to} links to ${pathname} within 30 s.`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The quiz titles the child's quiz list shows (as the child area reads it). */
async function childQuizTitles(journeys: AdminJourneys, child: SignedIn): Promise<string[]> {
  const list = await journeys.callApi<{ data: { title: string }[] }>(
    'GET',
    '/api/quizzes?pageSize=100',
    undefined,
    child.token,
  );
  expect(list.status).toBe(200);
  return list.body.data.map((quiz) => quiz.title);
}

async function logInByApi(journeys: AdminJourneys, body: Record<string, string>): Promise<SignedIn> {
  const login = await journeys.callApi<SignedIn>('POST', '/api/auth/login', body, '');
  expect(login.status).toBe(200);
  return login.body;
}

/** A page of its own, on a phone, for the family (the admin's page keeps the admin's session). */
async function phonePage(journeys: AdminJourneys): Promise<Page> {
  const context = await journeys.browser.newContext(childPhone);
  return context.newPage();
}

describe('scholar review (issue 35)', () => {
  const journeys = useAdminJourneys();
  const { url } = journeys;

  it('when an admin writes a quiz, then only another reviewer publishes it, the family sees who checked it and reports a mistake that an admin resolves', async () => {
    const { stack } = journeys;
    const title = `Surah Al-Ikhlas quiz ${unique()}`;

    // The bootstrap admin writes a quiz, gives its sources and sends it for review.
    const categories = await journeys.callApi<{ data: { id: number }[] }>('GET', '/api/Category', undefined, '');
    const created = await journeys.callApi<{ quiz: { id: number } }>('POST', '/api/quizzes', {
      title,
      linked_categories: [categories.body.data[0]!.id],
      questions: [
        {
          question: 'How many ayahs does Surah Al-Ikhlas have?',
          option_a: 'Four',
          option_b: 'Three',
          option_c: 'Seven',
          option_d: 'Ten',
          correct_option: 'A',
        },
      ],
    });
    expect(created.status).toBe(201);
    const quizId = created.body.quiz.id;
    const sources = await journeys.callApi('PUT', `/api/admin/review/quiz/${quizId}/sources`, {
      sources: [
        { type: 'quran', surah: 112, ayahFrom: 1, ayahTo: 4 },
        { type: 'hadith', collection: 'Sahih al-Bukhari', number: '5013', grading: 'sahih' },
      ],
    });
    expect(sources.status).toBe(200);
    const submitted = await journeys.callApi<{ message: string; review: { status: string } }>(
      'POST',
      `/api/admin/review/quiz/${quizId}/submit`,
    );
    expect(submitted.status).toBe(200);
    expect(submitted.body.review.status).toBe('in_review');

    // The family's child does not see it while it waits.
    const family = await familyWithChild(stack);
    const child = await logInByApi(journeys, { email: family.username, password: family.password });
    expect(await childQuizTitles(journeys, child)).not.toContain(title);
    const direct = await journeys.callApi('GET', `/api/quizzes/${quizId}`, undefined, child.token);
    expect(direct.status).toBe(404);

    // Its author cannot approve it.
    const byAuthor = await journeys.callApi<{ message: string }>('POST', `/api/admin/review/quiz/${quizId}/approve`, {
      note: null,
    });
    expect(byAuthor.status).toBe(403);
    expect(byAuthor.body.message).toBe('A reviewer other than its author must check this.');

    // A second admin, a reviewer, is invited; the emailed link opens /accept-invite, where they choose a password.
    const reviewerEmail = `reviewer-${unique()}@example.com`;
    const invited = await journeys.callApi<{ setupToken: string; admin: { invited: boolean } }>(
      'POST',
      '/api/admin/admins',
      { name: 'Aisha Reviewer', email: reviewerEmail, reviewer: true },
    );
    expect(invited.status).toBe(201);
    expect(invited.body.admin.invited).toBe(true);
    const invitation = linkTo(await emailLinkingTo(journeys, reviewerEmail, '/accept-invite'), '/accept-invite');
    expect(invitation).toBe(`/accept-invite?token=${encodeURIComponent(invited.body.setupToken)}`);
    const newcomer = await phonePage(journeys);
    await newcomer.goto(url(invitation), { waitUntil: 'networkidle' });
    await newcomer.getByRole('heading', { name: 'Join the Young Minds team' }).waitFor();
    await newcomer.getByLabel('New password', { exact: true }).fill('reviewer-pass-1');
    await newcomer.getByLabel('Type the new password again', { exact: true }).fill('reviewer-pass-1');
    await newcomer.getByRole('button', { name: 'Accept and set my password' }).click();
    await newcomer.getByText('Your password is set. You can log in now.').waitFor();
    await newcomer.getByRole('link', { name: 'Go to log in' }).click();
    await newcomer.waitForURL(url('/login'));
    await newcomer.context().close();

    // The reviewer approves it; it is published.
    const reviewer = await logInByApi(journeys, { email: reviewerEmail, password: 'reviewer-pass-1' });
    const approved = await journeys.callApi<{ review: { status: string; reviewedBy: string } }>(
      'POST',
      `/api/admin/review/quiz/${quizId}/approve`,
      { note: 'The ayahs and the hadith are as cited.' },
      reviewer.token,
    );
    expect(approved.status).toBe(200);
    expect(approved.body.review).toMatchObject({ status: 'published', reviewedBy: 'Aisha Reviewer' });

    // The child now sees it, with "Checked by a teacher": pressed, it says who and when, and the sources.
    expect(await childQuizTitles(journeys, child)).toContain(title);
    const phone = await phonePage(journeys);
    await logInAsChild(phone, url, family);
    await phone.goto(url(`/child/quiz/${quizId}`), { waitUntil: 'networkidle' });
    await phone.getByRole('heading', { level: 1, name: title }).waitFor();
    const badge = phone.getByRole('button', { name: 'Checked by a teacher' });
    await badge.click();
    await phone.getByText(/^Checked by Aisha Reviewer on /).waitFor();
    await phone.getByText('Sources (2)').click();
    await phone.getByText('Quran, Surah Al-Ikhlas 112:1–4').waitFor();
    await phone.getByText('Hadith: Sahih al-Bukhari 5013 — graded sahih (authentic)').waitFor();
    await takeQuizWithFirstAnswers(phone);
    // The score shows once the server has the answers: only then is the quiz in the child's history.
    await phone.getByText(/You got \d+ of \d+ right!/).waitFor();
    await phone.context().close();

    // The parent opens the child's page: the quiz in the history says who checked it; they report a mistake.
    const parentPage = await phonePage(journeys);
    await storeSession(parentPage, stack, family.parent);
    const children = await journeys.callApi<{ data: { id: number }[] }>(
      'GET',
      '/api/parent/children',
      undefined,
      family.parent.token,
    );
    await parentPage.goto(url(`/parent/children/${children.body.data[0]!.id}`), { waitUntil: 'networkidle' });
    await parentPage.getByRole('button', { name: new RegExp(`^Who checked “${title}”`) }).click();
    const details = parentPage.getByRole('dialog', { name: title });
    await details.getByText(/^Checked by Aisha Reviewer on /).waitFor();
    await details.getByRole('button', { name: 'Report a mistake' }).click();
    const report = parentPage.getByRole('dialog', { name: `Report a mistake in “${title}”` });
    await report.getByLabel('What is wrong?').fill('The question should say "ayahs", not "verses".');
    await report.getByRole('button', { name: 'Send the report' }).click();
    await report.getByRole('status').getByText('Thank you. A scholar on our team will check it.').waitFor();
    await parentPage.context().close();

    // An admin finds the report and resolves it, with a reply.
    const open = await journeys.callApi<{ data: { id: number; itemId: number; kind: string; status: string }[] }>(
      'GET',
      '/api/admin/reports?status=open',
    );
    expect(open.status).toBe(200);
    const filed = open.body.data.find((row) => row.kind === 'quiz' && row.itemId === quizId);
    expect(filed).toBeDefined();
    const resolved = await journeys.callApi<{ status: string; reply: string }>(
      'POST',
      `/api/admin/reports/${filed!.id}/resolve`,
      { reply: 'Thank you: the wording is corrected.' },
      reviewer.token,
    );
    expect(resolved.status).toBe(200);
    expect(resolved.body).toMatchObject({ status: 'resolved', reply: 'Thank you: the wording is corrected.' });
    const history = await journeys.callApi<{ history: { action: string }[] }>(
      'GET',
      `/api/admin/review/quiz/${quizId}`,
    );
    expect(history.body.history.map((event) => event.action)).toEqual(
      expect.arrayContaining(['submitted', 'approved', 'report_resolved']),
    );
  });
});
