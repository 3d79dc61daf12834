import type { Database } from '../connection';
import { createTestClock, createTestDatabase, databasesUnderTest, type TestDatabase } from '../testing';
import { type OutgoingEmail, writeOutboxEmails } from './email-outbox';

const minute = 60_000;

const email = (to: string, overrides: Partial<OutgoingEmail> = {}): OutgoingEmail => ({
  to,
  language: 'en',
  kind: 'receipt',
  subject: 'Your receipt',
  text: 'Thank you.',
  html: '<p>Thank you.</p>',
  ...overrides,
});

describe.each(databasesUnderTest())('email outbox repository on %s', ({ name }) => {
  const clock = createTestClock('2026-05-01T08:00:00Z');
  let testDb: TestDatabase;
  let db: Database;

  beforeAll(async () => {
    testDb = await createTestDatabase(name, { now: clock.now });
    db = testDb.db;
  });
  afterAll(() => testDb.drop());
  beforeEach(() => testDb.clear());

  const outbox = () => db.repos.emailOutbox;

  it('when an email is enqueued, then it reads back pending and due now, with its headers as JSON', async () => {
    expect(
      await outbox().enqueue([email('amina@example.test', { headers: { 'List-Unsubscribe': '<https://x/u>' } })]),
    ).toBe(1);
    expect(await outbox().listTo('amina@example.test')).toEqual([
      {
        id: expect.any(Number),
        dedupeKey: null,
        toAddress: 'amina@example.test',
        language: 'en',
        kind: 'receipt',
        subject: 'Your receipt',
        textBody: 'Thank you.',
        htmlBody: '<p>Thank you.</p>',
        headers: '{"List-Unsubscribe":"<https://x/u>"}',
        status: 'pending',
        attempts: 0,
        nextAttemptAt: clock.now(),
        claimedUntil: null,
        sentAt: null,
        lastError: null,
        createdAt: clock.now(),
      },
    ]);
  });

  it("when the event's transaction rolls back, then its email is not in the outbox", async () => {
    await expect(
      db.writeTransaction(async (transaction) => {
        await writeOutboxEmails(db.models, transaction, [email('bilal@example.test')], clock.now());
        throw new Error('the payment failed');
      }),
    ).rejects.toThrow('the payment failed');
    expect(await outbox().listTo('bilal@example.test')).toEqual([]);
  });

  it('when an email with a dedupe key is written twice, then it is in the outbox once', async () => {
    const note = email('chadia@example.test', { kind: 'weekly-note', dedupeKey: 'weekly-note:7:2026-04-27' });
    expect(await outbox().enqueue([note])).toBe(1);
    expect(await outbox().enqueue([note, email('chadia@example.test')])).toBe(1);
    const rows = await outbox().listTo('chadia@example.test');
    expect(rows.map((row) => row.kind).sort()).toEqual(['receipt', 'weekly-note']);
  });

  it('when due emails are claimed, then the oldest come first up to the limit, and a leased one is not taken again until its lease ends', async () => {
    for (const who of ['d1', 'd2', 'd3']) {
      await outbox().enqueue([email(`${who}@example.test`)]);
      clock.advance();
    }
    const first = await outbox().claimDue(2, 2 * minute);
    expect(first.map((row) => row.toAddress)).toEqual(['d1@example.test', 'd2@example.test']);
    expect(first[0]?.claimedUntil).toEqual(new Date(clock.now().getTime() + 2 * minute));

    const second = await outbox().claimDue(10, 2 * minute);
    expect(second.map((row) => row.toAddress)).toEqual(['d3@example.test']);
    expect(await outbox().claimDue(10, 2 * minute)).toEqual([]);

    // The first sender stopped mid-way: once its lease ran out, another takes its rows.
    clock.advance(2 * minute + 1);
    const retaken = await outbox().claimDue(10, 2 * minute);
    expect(retaken.map((row) => row.toAddress)).toEqual(['d1@example.test', 'd2@example.test', 'd3@example.test']);
  });

  it('when an email is marked sent, then it is never claimed again', async () => {
    await outbox().enqueue([email('elias@example.test')]);
    const [claimed] = await outbox().claimDue(10, minute);
    await outbox().markSent(claimed!.id);
    const sentAt = clock.now();
    clock.advance(10 * minute);
    expect(await outbox().claimDue(10, minute)).toEqual([]);
    expect(await outbox().listTo('elias@example.test')).toMatchObject([
      { status: 'sent', attempts: 1, sentAt, claimedUntil: null },
    ]);
  });

  it('when a try fails, then the email waits until its retry time, and is kept as failed once given up on', async () => {
    await outbox().enqueue([email('farah@example.test')]);
    const [claimed] = await outbox().claimDue(10, minute);
    const retryAt = new Date(clock.now().getTime() + 5 * minute);
    await outbox().markFailedAttempt(claimed!.id, `421 ${'busy '.repeat(200)}`, retryAt);
    let [row] = await outbox().listTo('farah@example.test');
    expect(row).toMatchObject({ status: 'pending', attempts: 1, nextAttemptAt: retryAt, claimedUntil: null });
    expect(row?.lastError).toHaveLength(500);
    expect(await outbox().claimDue(10, minute)).toEqual([]);

    clock.set(retryAt);
    const [again] = await outbox().claimDue(10, minute);
    expect(again?.id).toBe(claimed!.id);
    await outbox().markFailedAttempt(again!.id, 'connection refused', null);
    [row] = await outbox().listTo('farah@example.test');
    expect(row).toMatchObject({ status: 'failed', attempts: 2, lastError: 'connection refused' });
    clock.advance(48 * 60 * minute);
    expect(await outbox().claimDue(10, minute)).toEqual([]);
  });

  it("when a family's addresses are removed, then every email to them goes, queued or sent, and no one else's", async () => {
    await outbox().enqueue([email('gone@example.test'), email('gone@example.test', { kind: 'weekly-note' })]);
    await outbox().enqueue([email('stays@example.test')]);
    const [sent] = await outbox().claimDue(1, minute);
    await outbox().markSent(sent!.id);

    expect(await outbox().removeTo([])).toBe(0);
    expect(await outbox().removeTo(['gone@example.test'])).toBe(2);
    expect(await outbox().listTo('gone@example.test')).toEqual([]);
    expect(await outbox().listTo('stays@example.test')).toHaveLength(1);
  });
});
