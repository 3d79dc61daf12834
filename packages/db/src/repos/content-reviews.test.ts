import type { Database } from '../connection';
import { createTestClock, createTestDatabase, databasesUnderTest, type TestDatabase } from '../testing';
import { familyAudience } from './content-audience';

describe.each(databasesUnderTest())('scholar review repositories on %s', ({ name }) => {
  const clock = createTestClock('2026-11-01T08:00:00Z');
  let testDb: TestDatabase;
  let db: Database;
  let author: number;
  let reviewer: number;
  let parent: number;
  let categoryId: number;

  beforeAll(async () => {
    testDb = await createTestDatabase(name, { now: clock.now });
    db = testDb.db;
  });
  afterAll(() => testDb.drop());
  beforeEach(async () => {
    await testDb.clear();
    const user = async (role: 'admin' | 'parent', who: string) =>
      (await db.models.User.create({ role, name: who, email: `${who.toLowerCase()}@example.test`, reviewer: true })).id;
    author = await user('admin', 'Amina');
    reviewer = await user('admin', 'Yusuf');
    parent = await user('parent', 'Maryam');
    categoryId = (await db.models.Category.create({ name: 'Manners' })).id;
  });

  async function newVideo(title = 'Saying salam') {
    const created = await db.repos.videos.create({
      title,
      description: 'Greeting with peace',
      categoryId,
      videoUrl: '/media/videos/salam.webm',
      thumbnailUrl: '/media/images/salam.png',
      createdBy: author,
    });
    if (!created.ok) throw new Error(created.reason);
    return created.video;
  }

  it('when an admin adds an item, then it is a draft of theirs that no family sees, without sources', async () => {
    const video = await newVideo();
    expect(video.reviewStatus).toBe('draft');
    expect(video.sources).toEqual([]);
    expect(video.review).toEqual({
      status: 'draft',
      reviewedBy: null,
      reviewedAt: null,
      note: null,
      revisionStatus: null,
    });
    expect(await db.repos.videos.findById(video.id, familyAudience)).toBeNull();
    expect((await db.repos.videos.list({ page: 1, pageSize: 10, audience: familyAudience })).total).toBe(0);
    expect((await db.repos.videos.list({ page: 1, pageSize: 10 })).total).toBe(1);
  });

  it('when an item is submitted and approved by another reviewer, then families see it with who checked it', async () => {
    const video = await newVideo();
    const reviews = db.repos.contentReviews;
    await reviews.saveSources(
      'video',
      video.id,
      [{ type: 'hadith', collection: 'Sahih Muslim', number: '54', grading: 'sahih' }],
      author,
    );
    expect(await reviews.approve('video', video.id, reviewer, null)).toEqual({ ok: false, reason: 'notInReview' });
    expect((await reviews.submit('video', video.id, author)).ok).toBe(true);
    expect(await reviews.submit('video', video.id, author)).toEqual({ ok: false, reason: 'alreadyInReview' });
    expect(await reviews.approve('video', video.id, author, null)).toEqual({ ok: false, reason: 'ownItem' });
    expect((await reviews.queue({ page: 1, pageSize: 10 })).rows).toEqual([
      expect.objectContaining({
        kind: 'video',
        id: video.id,
        status: 'in_review',
        isRevision: false,
        authorName: 'Amina',
      }),
    ]);

    clock.advance();
    const approved = await reviews.approve('video', video.id, reviewer, 'Checked against Muslim.');
    expect(approved).toEqual({
      ok: true,
      applied: null,
      review: {
        status: 'published',
        reviewedBy: 'Yusuf',
        reviewedAt: clock.now().toISOString(),
        note: 'Checked against Muslim.',
        revisionStatus: null,
      },
    });
    const seen = await db.repos.videos.findById(video.id, familyAudience);
    expect(seen?.sources).toEqual([{ type: 'hadith', collection: 'Sahih Muslim', number: '54', grading: 'sahih' }]);
    expect(seen?.review.reviewedBy).toBe('Yusuf');
    expect((await reviews.queue({ page: 1, pageSize: 10 })).total).toBe(0);
    const detail = await reviews.detail('video', video.id);
    expect(detail?.history.map((line) => [line.action, line.by])).toEqual([
      ['sources_changed', 'Amina'],
      ['submitted', 'Amina'],
      ['approved', 'Yusuf'],
    ]);
  });

  it('when a published item is edited, then the edit waits as a revision and the live one stays until approved', async () => {
    const video = await newVideo();
    const reviews = db.repos.contentReviews;
    await reviews.submit('video', video.id, author);
    await reviews.approve('video', video.id, reviewer, null);

    // The reviewer edits it: the author may now approve the revision (they did not write it).
    await reviews.saveRevision('video', video.id, { patch: { title: 'Salam, again' } }, reviewer);
    const later = await reviews.saveRevision('video', video.id, { patch: { description: 'Peace' } }, reviewer);
    expect(later).toEqual({ ok: true, before: { patch: { title: 'Salam, again' }, sources: null } });
    expect((await db.repos.videos.findById(video.id, familyAudience))?.review.revisionStatus).toBeNull();
    expect((await db.repos.videos.findById(video.id))?.review.revisionStatus).toBe('draft');

    await reviews.submit('video', video.id, reviewer);
    expect(await reviews.approve('video', video.id, reviewer, null)).toEqual({ ok: false, reason: 'ownItem' });
    const sentBack = await reviews.requestChanges('video', video.id, author, 'Keep the old title.');
    expect(sentBack.ok && sentBack.review.revisionStatus).toBe('changes_requested');
    await reviews.submit('video', video.id, reviewer);
    const approved = await reviews.approve('video', video.id, author, null);
    expect(approved.ok && approved.applied).toEqual({
      patch: { title: 'Salam, again', description: 'Peace' },
      sources: null,
    });
    expect(await reviews.revisionOf('video', video.id)).toBeNull();
    expect((await db.repos.videos.findById(video.id, familyAudience))?.title).toBe('Saying salam');
  });

  it('when a report is resolved, then the reply is emailed, the item keeps it in its history, and deleting the item takes it all', async () => {
    const video = await newVideo();
    const report = await db.repos.contentReports.create({
      kind: 'video',
      itemId: video.id,
      parentId: parent,
      childId: null,
      message: 'The hadith number looks wrong.',
    });
    expect(report).toMatchObject({ status: 'open', itemTitle: 'Saying salam', reporterName: 'Maryam' });
    expect(await db.repos.contentReports.openCount()).toBe(1);

    const resolved = await db.repos.contentReports.resolve(
      report.id,
      { adminId: reviewer, reply: 'Fixed, thank you.' },
      (r) => ({
        kind: 'report-reply',
        to: r.reporterEmail!,
        language: 'en',
        subject: 'About your report',
        text: 'Fixed, thank you.',
        html: '<p>Fixed, thank you.</p>',
      }),
    );
    expect(resolved.ok && resolved.report).toMatchObject({
      status: 'resolved',
      resolverName: 'Yusuf',
      reply: 'Fixed, thank you.',
    });
    expect(await db.repos.contentReports.resolve(report.id, { adminId: reviewer, reply: null }, () => null)).toEqual({
      ok: false,
      reason: 'alreadyResolved',
    });
    expect(await db.models.EmailOutbox.count()).toBe(1);
    expect((await db.repos.contentReviews.detail('video', video.id))?.history.map((line) => line.action)).toEqual([
      'report_resolved',
    ]);

    expect((await db.repos.videos.remove(video.id)).ok).toBe(true);
    expect(await db.models.ContentReview.count()).toBe(0);
    expect(await db.models.ContentReviewEvent.count()).toBe(0);
    expect(await db.models.ContentReport.count()).toBe(0);
  });

  it('when the last admin would be removed, then it is refused; never oneself; another goes', async () => {
    const team = db.repos.adminTeam;
    expect(await team.remove(author, author)).toEqual({ ok: false, reason: 'notYourself' });
    expect((await team.remove(reviewer, author)).ok).toBe(true);
    // A caller who is no admin (a stale session) cannot take the last one away either.
    expect(await team.remove(author, parent)).toEqual({ ok: false, reason: 'lastAdmin' });
    expect(await team.remove(reviewer, author)).toEqual({ ok: false, reason: 'notFound' });
  });
});
