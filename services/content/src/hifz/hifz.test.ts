import { familySubscriptionEndedMessage, hifzMessages } from '@young-minds/contracts';
import { serviceDatabases } from '@young-minds/db/testing';
import {
  type TestSession,
  bearer,
  createAdmin,
  createChild,
  createFamily,
} from '@young-minds/service-kit/src/testing/harness';
import { type ContentHarness, startContent } from '../test-support';

/**
 * Memorising (issue 36): an ayah marked memorised comes back for revision on the family's days, by FSRS; each
 * revision is logged and reschedules it; refusals change nothing.
 */
describe.each(serviceDatabases())('hifz on $name', ({ name }) => {
  let harness: ContentHarness;
  let clock: Date;

  beforeAll(async () => {
    clock = new Date('2026-11-28T20:00:00.000Z');
    harness = await startContent(name, { now: () => clock });
  });
  afterAll(() => harness.close());

  const at = (iso: string) => {
    clock = new Date(iso);
  };
  /** A subscribed family in Jakarta (UTC+7): 20:00 UTC on the 28th is already the 29th there. */
  async function jakartaFamily() {
    at('2026-11-28T20:00:00.000Z');
    const family = await createFamily(harness, { startDate: '2026-11-01' });
    await harness.db.repos.users.setFamilyClock(family.parent.id, { timeZone: 'Asia/Jakarta', weekStartsOn: 'monday' });
    return family;
  }
  const mark = (child: TestSession, surah: number, ayah: number, status: string) =>
    harness.api().put(`/api/child/hifz/${surah}/${ayah}`).set(bearer(child)).send({ status });
  const revise = (child: TestSession, surah: number, ayah: number, grade: string) =>
    harness.api().post('/api/child/hifz/review').set(bearer(child)).send({ surah, ayah, grade });
  const dueOf = async (child: TestSession) => {
    const res = await harness.api().get('/api/child/hifz/due').set(bearer(child));
    expect(res.status).toBe(200);
    return res.body as { today: string; due: { surah: number; ayah: number; due: string }[] };
  };

  test('when an ayah is memorised, then it is due on the family’s day three days on, and listed only from then', async () => {
    const { child } = await jakartaFamily();
    const learning = await mark(child, 112, 1, 'learning');
    expect(learning.status).toBe(200);
    expect(learning.body).toMatchObject({ status: 'learning', due: null, reviews: 0, lapses: 0 });

    const memorized = await mark(child, 112, 1, 'memorized');
    expect(memorized.body).toMatchObject({ status: 'memorized', due: '2026-12-02', lastReviewedAt: null });
    expect(await dueOf(child)).toEqual({ today: '2026-11-29', due: [] });

    // 17:30 UTC on Dec 1 is 00:30 on Dec 2 in Jakarta: the family's new day has begun.
    at('2026-12-01T17:30:00.000Z');
    const due = await dueOf(child);
    expect(due.today).toBe('2026-12-02');
    expect(due.due).toEqual([expect.objectContaining({ surah: 112, ayah: 1, due: '2026-12-02' })]);
    const map = await harness.api().get('/api/child/hifz').set(bearer(child));
    expect(map.body.surahs).toEqual([{ surah: 112, ayahCount: 4, learning: 0, memorized: 1, dueToday: 1 }]);
  });

  test('when a memorised ayah is revised, then it is rescheduled, counted and logged in one go', async () => {
    const { child } = await jakartaFamily();
    await mark(child, 112, 2, 'memorized');
    at('2026-12-01T18:00:00.000Z');

    const good = await revise(child, 112, 2, 'good');
    expect(good.status).toBe(200);
    expect(good.body).toMatchObject({ reviews: 1, lapses: 0, lastReviewedAt: '2026-12-01T18:00:00.000Z' });
    expect(good.body.due > '2026-12-05').toBe(true);
    expect((await dueOf(child)).due).toEqual([]);

    const again = await revise(child, 112, 2, 'again');
    expect(again.body).toMatchObject({ reviews: 2, lapses: 1, due: '2026-12-03' });

    const log = await harness.db.repos.hifz.reviewsOf(child.id);
    expect(log.map((row) => [row.grade, row.dueBefore, row.dueAfter])).toEqual([
      ['good', '2026-12-02', good.body.due],
      ['again', good.body.due, '2026-12-03'],
    ]);
  });

  test('when a memorised ayah goes back to learning, then its card and due day are cleared; marking twice keeps it', async () => {
    const { child } = await jakartaFamily();
    const first = await mark(child, 113, 1, 'memorized');
    at('2026-11-29T20:00:00.000Z');
    expect((await mark(child, 113, 1, 'memorized')).body.due).toBe(first.body.due);
    expect((await mark(child, 113, 1, 'learning')).body).toMatchObject({ status: 'learning', due: null });
    const row = await harness.db.repos.hifz.find({ childId: child.id, surah: 113, ayah: 1 });
    expect(row).toMatchObject({ card: null, dueOn: null });
    // Two taps at once on a new ayah: both answered, one row.
    const both = await Promise.all([mark(child, 113, 2, 'memorized'), mark(child, 113, 2, 'memorized')]);
    expect(both.map((res) => res.status)).toEqual([200, 200]);
    expect((await harness.db.repos.hifz.listForChild(child.id)).filter((ayah) => ayah.ayah === 2)).toHaveLength(1);
  });

  test('refusals: 409 for a revision of an ayah not memorised, 404 for a surah not served, 400 beyond the surah', async () => {
    const { child } = await jakartaFamily();
    await mark(child, 114, 1, 'learning');
    const notMemorized = await revise(child, 114, 1, 'good');
    expect(notMemorized.status).toBe(409);
    expect(notMemorized.body.message).toBe(hifzMessages.notMemorized);
    expect((await revise(child, 114, 2, 'good')).status).toBe(409);

    const unserved = await mark(child, 2, 1, 'memorized');
    expect(unserved.status).toBe(404);
    expect(unserved.body.message).toBe(hifzMessages.surahNotFound);
    const beyond = await mark(child, 112, 5, 'memorized');
    expect(beyond.status).toBe(400);
    expect(beyond.body.message).toBe(hifzMessages.ayahBeyondSurah);
    expect((await revise(child, 112, 5, 'good')).status).toBe(400);
    expect((await mark(child, 112, 1, 'known')).status).toBe(400);

    expect(await harness.db.repos.hifz.listForChild(child.id)).toHaveLength(1);
    expect(await harness.db.repos.hifz.reviewsOf(child.id)).toEqual([]);
  });

  test('the parent reads their own child’s map, an admin any; another parent is refused', async () => {
    const { parent, child } = await jakartaFamily();
    const sibling = await createChild(harness, parent, 'Zaid');
    await mark(child, 1, 7, 'memorized');
    await mark(sibling, 1, 1, 'learning');
    const map = await harness.api().get(`/api/parent/children/${child.id}/hifz`).set(bearer(parent));
    expect(map.status).toBe(200);
    expect(map.body).toMatchObject({
      today: '2026-11-29',
      surahs: [{ surah: 1, ayahCount: 7, learning: 0, memorized: 1, dueToday: 0 }],
      ayahs: [{ surah: 1, ayah: 7, status: 'memorized' }],
    });
    const admin = await createAdmin(harness);
    expect((await harness.api().get(`/api/parent/children/${child.id}/hifz`).set(bearer(admin))).status).toBe(200);
    const { parent: other } = await createFamily(harness);
    expect((await harness.api().get(`/api/parent/children/${child.id}/hifz`).set(bearer(other))).status).toBe(403);
  });

  test('a child whose family has no subscription is refused', async () => {
    const { user } = await harness.db.repos.families.register({
      name: 'No Plan',
      email: `no-plan-${Date.now()}@example.test`,
      phone: null,
      passwordHash: 'not-a-real-hash',
    });
    const child = await createChild(harness, user);
    const res = await mark(child, 112, 1, 'memorized');
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(familySubscriptionEndedMessage);
    expect(await harness.db.repos.hifz.listForChild(child.id)).toEqual([]);
  });
});
