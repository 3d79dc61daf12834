import { contentKindIds, digestMessages, emailMessages } from '@young-minds/contracts';
import { insertSampleContent, serviceDatabases } from '@young-minds/db/testing';
import english from '@young-minds/mail/src/messages/en.json';
import {
  bearer,
  createAdmin,
  createChild,
  createFamily,
  type TestSession,
} from '@young-minds/service-kit/src/testing/harness';
import { type ContentHarness, startContent } from '../test-support';
import { createWeeklyNotes, weeklyNoteKind } from './notes';
import { childOfUnsubscribeToken, unsubscribeToken } from './token';

// Wednesday of the week Monday 2 March – Sunday 8 March 2026.
const midWeek = new Date('2026-03-04T09:00:00Z');
const minute = 60_000;

describe.each(serviceDatabases())('the weekly note on $name', ({ name }) => {
  let harness: ContentHarness;
  let clock = midWeek;
  let admin: TestSession;
  const secret = 'a test secret of the weekly notes, long enough';

  beforeAll(async () => {
    harness = await startContent(name, { now: () => clock });
    admin = await createAdmin(harness);
  });
  afterAll(() => harness.close());

  const notes = () =>
    createWeeklyNotes({
      repos: harness.db.serviceRepos.content,
      secret,
      appUrl: 'https://ym.example',
      now: () => clock,
    });

  /** A family (clock: `timeZone`, language: `locale`) whose child did things this week; `optedIn` sets the switch. */
  async function family({ optedIn = true, locale = null as string | null, timeZone = 'UTC' } = {}) {
    clock = midWeek;
    const made = await createFamily(harness, { childName: 'Yusuf' });
    const { User, LearningProgress, LearningTime, QuizSubmission, AssignmentSubmission } = harness.db.models;
    await User.update({ locale, timeZone }, { where: { id: made.parent.id } });
    await User.update({ weeklyDigest: optedIn, weeklyGoalMinutes: 120 }, { where: { id: made.child.id } });
    const content = await insertSampleContent(harness.db);
    const childId = made.child.id;
    await LearningProgress.create({
      childId,
      contentType: 'video',
      contentId: content.videoId,
      completed: true,
      lastSeenAt: midWeek,
      timeSpentSeconds: 600,
    });
    // Last week's finished book is not this week's news.
    await LearningProgress.create({
      childId,
      contentType: 'book',
      contentId: content.bookId,
      completed: true,
      lastSeenAt: new Date('2026-02-25T09:00:00Z'),
    });
    await LearningTime.create({ childId, day: '2026-03-02', seconds: 20 * 60 });
    await LearningTime.create({ childId, day: '2026-03-04', seconds: 25 * 60 + 30 });
    await LearningTime.create({ childId, day: '2026-02-27', seconds: 99 * 60 });
    await QuizSubmission.create({
      quizId: content.quizId,
      childId,
      score: 4,
      total: 5,
      answers: [],
      submittedAt: midWeek,
    });
    await AssignmentSubmission.create({
      assignmentId: content.assignmentId,
      childId,
      text: 'my drawing',
      submittedAt: midWeek,
    });
    const parent = await User.findByPk(made.parent.id);
    return { ...made, parentEmail: parent?.email ?? '' };
  }
  const notesTo = (address: string) =>
    harness.db.repos.emailOutbox
      .listTo(address)
      .then((emails) => emails.filter((email) => email.kind === weeklyNoteKind));

  it('when the family’s week ends, then one note about the opted-in child goes to the parent, however often it runs', async () => {
    const opted = await family();
    clock = new Date('2026-03-08T23:59:00Z');
    await notes().writeDue();
    expect(await notesTo(opted.parentEmail)).toHaveLength(0);

    clock = new Date('2026-03-09T00:10:00Z');
    await notes().writeDue();
    await Promise.all([notes().writeDue(), notes().writeDue()]);
    const written = await notesTo(opted.parentEmail);
    expect(written).toHaveLength(1);
    const [note] = written;
    expect(note?.dedupeKey).toBe(`weekly-note:${opted.child.id}:2026-03-02`);
    expect(note?.subject).toBe("Yusuf's week on Young Minds");
    expect(note?.textBody).toContain('Minutes learned: 45 of a 120-minute goal');
    expect(note?.textBody).toContain('Videos watched: The Prophet’s Hijra');
    expect(note?.textBody).not.toContain('Stories of the Prophets');
    expect(note?.textBody).toContain('Quiz results: Pillars of Islam (80%)');
    expect(note?.textBody).toContain('Worksheets waiting for your review: Draw the Kaaba');
    expect(note?.textBody).toContain('A question to talk about together: ');
    expect(note?.textBody).toContain(`https://ym.example/parent/children/${opted.child.id}`);
    const headers = JSON.parse(note?.headers ?? '{}') as Record<string, string>;
    expect(headers['List-Unsubscribe-Post']).toBeUndefined();
    const token = unsubscribeToken(secret, opted.child.id);
    expect(headers['List-Unsubscribe']).toBe(`<https://ym.example/unsubscribe?token=${encodeURIComponent(token)}>`);
    expect(note?.textBody).toContain(`https://ym.example/unsubscribe?token=${token}`);

    // A week later the next week's note, and only that one.
    clock = new Date('2026-03-16T00:10:00Z');
    await notes().writeDue();
    expect((await notesTo(opted.parentEmail)).map((email) => email.dedupeKey)).toEqual([
      `weekly-note:${opted.child.id}:2026-03-09`,
      `weekly-note:${opted.child.id}:2026-03-02`,
    ]);
  });

  it('when the child is not opted in, then no note is written', async () => {
    const optedOut = await family({ optedIn: false });
    clock = new Date('2026-03-09T00:10:00Z');
    await notes().writeDue();
    await notes().writeRunningWeek();
    expect(await notesTo(optedOut.parentEmail)).toHaveLength(0);
  });

  it('when the family lives in Jakarta, then its week ends at its own midnight (17:00 UTC)', async () => {
    const jakarta = await family({ timeZone: 'Asia/Jakarta' });
    clock = new Date(Date.parse('2026-03-08T17:00:00Z') - minute);
    await notes().writeDue();
    expect(await notesTo(jakarta.parentEmail)).toHaveLength(0);
    clock = new Date(Date.parse('2026-03-08T17:00:00Z') + minute);
    await notes().writeDue();
    expect(await notesTo(jakarta.parentEmail)).toHaveLength(1);
  });

  it('when the parent reads Arabic, then the note is Arabic, right to left, with Arabic digits', async () => {
    const arabic = await family({ locale: 'ar' });
    clock = new Date('2026-03-09T00:10:00Z');
    await notes().writeDue();
    const [note] = await notesTo(arabic.parentEmail);
    expect(note?.language).toBe('ar');
    expect(note?.htmlBody).toContain('<html lang="ar" dir="rtl">');
    expect(note?.subject).toBe('أسبوع Yusuf في منصة Young Minds');
    expect(note?.textBody).toContain('دقائق التعلّم: ٤٥ من هدف قدره ١٢٠ دقيقة');
  });

  it('when a week ended more than two days ago, then the scheduler does not write that old note', async () => {
    const late = await family();
    clock = new Date('2026-03-11T12:00:00Z');
    await notes().writeDue();
    expect(await notesTo(late.parentEmail)).toHaveLength(0);
  });

  it('every content kind has its line in the note (finished, and results for the kinds played in attempts)', () => {
    for (const kind of contentKindIds) expect(Object.keys(english)).toContain(`digest.finished.${kind}`);
  });

  describe('the endpoints', () => {
    const send = (session: TestSession) => harness.api().post('/api/admin/digests/send').set(bearer(session));
    const unsubscribe = (token: string) => harness.api().post('/api/digests/unsubscribe').send({ token });

    it('when an admin sends now, then this week’s notes are written once, and the link in one stops it without login', async () => {
      const opted = await family();
      const first = await send(admin);
      expect(first.status).toBe(200);
      expect(first.body.message).toBe(digestMessages.queued);
      expect(first.body.queued).toBeGreaterThanOrEqual(1);
      const [note] = await notesTo(opted.parentEmail);
      expect(note?.dedupeKey).toBe(`weekly-note:${opted.child.id}:2026-03-02`);
      expect(note?.toAddress).toBe(opted.parentEmail);
      expect((await send(admin)).body.queued).toBe(0);
      // The week's end writes no second note for it.
      clock = new Date('2026-03-09T00:10:00Z');
      await notes().writeDue();
      expect(await notesTo(opted.parentEmail)).toHaveLength(1);

      const header = (JSON.parse(note?.headers ?? '{}') as Record<string, string>)['List-Unsubscribe'] ?? '';
      const token = new URL(header.slice(1, -1)).searchParams.get('token') ?? '';
      const stopped = await unsubscribe(token);
      expect(stopped.status).toBe(200);
      expect(stopped.body.message).toBe(emailMessages.digestUnsubscribed);
      expect((await harness.db.models.User.findByPk(opted.child.id))?.weeklyDigest).toBe(false);
      // Opening the link again is fine; a week later nothing is written.
      expect((await unsubscribe(token)).status).toBe(200);
      clock = new Date('2026-03-16T00:10:00Z');
      await notes().writeDue();
      expect(await notesTo(opted.parentEmail)).toHaveLength(1);
    });

    it('when a token is forged or its child is gone, then it is a 400 with the sentence, and nothing changes', async () => {
      const opted = await family();
      const forged = unsubscribeToken('another secret, not the service one', opted.child.id);
      for (const token of [forged, 'nonsense', `${opted.child.id}.${'A'.repeat(43)}`]) {
        const response = await unsubscribe(token);
        expect({ status: response.status, message: response.body.message }).toEqual({
          status: 400,
          message: emailMessages.unsubscribeLinkInvalid,
        });
      }
      expect((await harness.db.models.User.findByPk(opted.child.id))?.weeklyDigest).toBe(true);
      expect(childOfUnsubscribeToken(secret, unsubscribeToken(secret, 999_999))).toBe(999_999);

      // A real link of a child deleted since: 400 too.
      const gone = await createChild(harness, opted.parent, 'Gone');
      await harness.db.models.User.update({ weeklyDigest: true }, { where: { id: gone.id } });
      expect((await send(admin)).status).toBe(200);
      const note = (await notesTo(opted.parentEmail)).find((email) => email.subject.startsWith('Gone'));
      const header = (JSON.parse(note?.headers ?? '{}') as Record<string, string>)['List-Unsubscribe'] ?? '';
      const token = new URL(header.slice(1, -1)).searchParams.get('token') ?? '';
      expect(token.startsWith(`${gone.id}.`)).toBe(true);
      await harness.db.models.User.destroy({ where: { id: gone.id } });
      const response = await unsubscribe(token);
      expect({ status: response.status, message: response.body.message }).toEqual({
        status: 400,
        message: emailMessages.unsubscribeLinkInvalid,
      });
    });

    it('when a parent or a child asks to send the notes, then it is refused', async () => {
      const opted = await family();
      expect((await send(opted.parent)).status).toBe(403);
      expect((await send(opted.child)).status).toBe(403);
      expect((await harness.api().post('/api/admin/digests/send')).status).toBe(401);
    });
  });
});
