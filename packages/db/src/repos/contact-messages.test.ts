import type { Database } from '../connection';
import { createTestClock, createTestDatabase, databasesUnderTest, type TestDatabase } from '../testing';
import type { ContactMessageWrite } from './contact-messages';

const sent = (name: string, overrides: Partial<ContactMessageWrite> = {}): ContactMessageWrite => ({
  name,
  email: `${name.toLowerCase()}@example.test`,
  subject: `Hello from ${name}`,
  message: 'Assalamu alaikum! A question about the plans.',
  ...overrides,
});

describe.each(databasesUnderTest())('contact messages repository on %s', ({ name }) => {
  const clock = createTestClock('2026-05-01T08:00:00Z');
  let testDb: TestDatabase;
  let db: Database;

  beforeAll(async () => {
    testDb = await createTestDatabase(name, { now: clock.now });
    db = testDb.db;
  });
  afterAll(() => testDb.drop());
  beforeEach(() => testDb.clear());

  it('when a message is stored, then it reads back as sent, unread and in the inbox', async () => {
    const created = await db.repos.contactMessages.create(sent('Amina', { message: 'Emoji too 🌙\nand lines.' }));
    expect(created).toEqual({
      id: expect.any(Number),
      name: 'Amina',
      email: 'amina@example.test',
      subject: 'Hello from Amina',
      message: 'Emoji too 🌙\nand lines.',
      createdAt: clock.now(),
      readAt: null,
      archivedAt: null,
    });
    expect(await db.repos.contactMessages.findById(created.id)).toEqual(created);
    expect(await db.repos.contactMessages.findById(created.id + 1000)).toBeNull();
    expect(await db.repos.contactMessages.unreadCount()).toBe(1);
  });

  it('when the list is read, then each box comes newest first with its total, and search matches name, email or subject', async () => {
    const ids: Record<string, number> = {};
    for (const who of ['Bilal', 'Khadija', 'Omar', 'Zaynab']) {
      clock.advance();
      ids[who] = (await db.repos.contactMessages.create(sent(who))).id;
    }
    await db.repos.contactMessages.update(ids.Omar!, { archived: true });

    const inbox = await db.repos.contactMessages.list({ box: 'inbox', page: 1, pageSize: 2 });
    expect(inbox.rows.map((row) => row.name)).toEqual(['Zaynab', 'Khadija']);
    expect(inbox.total).toBe(3);
    const second = await db.repos.contactMessages.list({ box: 'inbox', page: 2, pageSize: 2 });
    expect(second.rows.map((row) => row.name)).toEqual(['Bilal']);
    const archived = await db.repos.contactMessages.list({ box: 'archived', page: 1, pageSize: 10 });
    expect({ names: archived.rows.map((row) => row.name), total: archived.total }).toEqual({
      names: ['Omar'],
      total: 1,
    });

    const search = (term: string) =>
      db.repos.contactMessages
        .list({ box: 'inbox', search: term, page: 1, pageSize: 10 })
        .then((page) => page.rows.map((row) => row.name));
    expect(await search('KHADIJA@')).toEqual(['Khadija']);
    expect(await search('from bil')).toEqual(['Bilal']);
    expect(await search('omar')).toEqual([]);
    expect(await search('%')).toEqual([]);
    // The cached total follows a write of this process at once.
    await db.repos.contactMessages.create(sent('Yusuf'));
    expect((await db.repos.contactMessages.list({ box: 'inbox', page: 1, pageSize: 2 })).total).toBe(4);
  });

  it('when marks change, then read and archived times are set once, cleared on demand, and the unread count follows', async () => {
    const first = await db.repos.contactMessages.create(sent('Hamza'));
    await db.repos.contactMessages.create(sent('Safiya'));
    expect(await db.repos.contactMessages.unreadCount()).toBe(2);

    const readAt = clock.advance();
    const read = await db.repos.contactMessages.update(first.id, { read: true });
    expect(read.ok && read.contactMessage).toMatchObject({ readAt, archivedAt: null });
    expect(await db.repos.contactMessages.unreadCount()).toBe(1);
    clock.advance();
    const again = await db.repos.contactMessages.update(first.id, { read: true });
    expect(again.ok && again.contactMessage.readAt).toEqual(readAt);

    const unread = await db.repos.contactMessages.update(first.id, { read: false, archived: true });
    expect(unread.ok && unread.contactMessage).toMatchObject({ readAt: null, archivedAt: clock.now() });
    // An archived message never counts as unread.
    expect(await db.repos.contactMessages.unreadCount()).toBe(1);
    const back = await db.repos.contactMessages.update(first.id, { archived: false });
    expect(back.ok && back.contactMessage).toMatchObject({ readAt: null, archivedAt: null });
    expect(await db.repos.contactMessages.unreadCount()).toBe(2);

    expect(await db.repos.contactMessages.update(first.id + 1000, { read: true })).toEqual({
      ok: false,
      reason: 'notFound',
    });
  });

  it('when a message is removed, then it is gone and a second removal finds nothing', async () => {
    const message = await db.repos.contactMessages.create(sent('Maryam'));
    const removed = await db.repos.contactMessages.remove(message.id);
    expect(removed).toEqual({ ok: true, contactMessage: message });
    expect(await db.repos.contactMessages.findById(message.id)).toBeNull();
    expect(await db.repos.contactMessages.remove(message.id)).toEqual({ ok: false, reason: 'notFound' });
    expect(await db.repos.contactMessages.unreadCount()).toBe(0);
  });

  it('when an admin replies, then the reply, the read mark and the email are written together; an unknown message gets nothing', async () => {
    const admin = await db.models.User.create({ role: 'admin', name: 'Hana Admin', email: 'hana@example.test' });
    const message = await db.repos.contactMessages.create(sent('Yusuf'));
    const email = (to: { email: string }) => ({
      to: to.email,
      language: 'en',
      kind: 'contact-reply',
      subject: 'Re: Hello',
      text: 'Yes.',
      html: '<p>Yes.</p>',
    });

    clock.advance();
    const replied = await db.repos.contactMessages.reply(message.id, { adminId: admin.id, message: 'Yes.' }, email);
    expect(replied).toEqual({
      ok: true,
      reply: {
        id: expect.any(Number),
        contactMessageId: message.id,
        adminId: admin.id,
        adminName: 'Hana Admin',
        message: 'Yes.',
        createdAt: clock.now(),
      },
    });
    expect((await db.repos.contactMessages.findById(message.id))?.readAt).toEqual(clock.now());
    expect(await db.repos.emailOutbox.listTo('yusuf@example.test')).toMatchObject([{ kind: 'contact-reply' }]);

    clock.advance();
    await db.repos.contactMessages.reply(message.id, { adminId: admin.id, message: 'And more.' }, email);
    await db.models.User.destroy({ where: { id: admin.id } });
    const replies = await db.repos.contactMessages.replies(message.id);
    expect(replies?.map((reply) => [reply.message, reply.adminName])).toEqual([
      ['Yes.', null],
      ['And more.', null],
    ]);

    expect(await db.repos.contactMessages.reply(message.id + 1000, { adminId: admin.id, message: 'x' }, email)).toEqual(
      {
        ok: false,
        reason: 'notFound',
      },
    );
    expect(await db.repos.contactMessages.replies(message.id + 1000)).toBeNull();
    expect(await db.repos.emailOutbox.listTo('yusuf@example.test')).toHaveLength(2);
  });
});
