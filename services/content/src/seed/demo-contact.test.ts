import { createTestDatabase, databasesUnderTest, type TestDatabase } from '@young-minds/db/testing';
import { demoContactDetails, demoContactSeed } from './demo-contact';

describe.each(databasesUnderTest())('the demo contact seed on $name', ({ name }) => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase(name);
  });
  afterAll(() => testDb.drop());
  beforeEach(async () => {
    await testDb.clear();
    await testDb.db.sequelize.query("DELETE FROM schema_seeds WHERE name = 'demo-contact-v1'").catch(() => undefined);
  });

  const now = () => new Date('2026-11-22T09:00:00Z');

  it('when a new platform starts, then it has the demo contact details and two inbox messages, one unread — once', async () => {
    const seed = demoContactSeed(testDb.db, now);
    expect(await testDb.db.seed([seed])).toEqual(['demo-contact-v1']);
    const { repos } = testDb.db;
    expect(await repos.siteSettings.getContactDetails()).toEqual(demoContactDetails);
    const inbox = await repos.contactMessages.list({ box: 'inbox', page: 1, pageSize: 10 });
    expect(inbox.rows.map((row) => ({ name: row.name, read: row.readAt !== null }))).toEqual([
      { name: 'Maryam Hassan', read: false },
      { name: 'Daniel Brooks', read: true },
    ]);
    expect(inbox.rows.every((row) => row.createdAt < now())).toBe(true);
    expect(await repos.contactMessages.unreadCount()).toBe(1);

    expect(await testDb.db.seed([seed])).toEqual([]);
    expect(await testDb.db.models.ContactMessage.count()).toBe(2);
  });

  it('when an admin already saved details and the inbox holds messages, then the seed changes neither', async () => {
    const own = { ...demoContactDetails, email: 'team@school.example', address_ar: null };
    await testDb.db.repos.siteSettings.saveContactDetails(own);
    await testDb.db.repos.contactMessages.create({ name: 'A', email: 'a@example.test', subject: 'S', message: 'M' });
    expect(await testDb.db.seed([demoContactSeed(testDb.db, now)])).toEqual(['demo-contact-v1']);
    expect(await testDb.db.repos.siteSettings.getContactDetails()).toEqual(own);
    expect(await testDb.db.models.ContactMessage.count()).toBe(1);
  });
});
