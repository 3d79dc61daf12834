import { createTestDatabase, serviceDatabases, type TestDatabase } from '@young-minds/db/testing';
import { demoContactDetails, demoContactHoursSeed, demoContactSeed } from './demo-contact';

describe.each(serviceDatabases())('the demo contact seed on $name', ({ name }) => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase(name);
  });
  afterAll(() => testDb.drop());
  beforeEach(async () => {
    await testDb.clear();
    await testDb.db.sequelize
      .query("DELETE FROM schema_seeds WHERE name IN ('demo-contact-v1', 'demo-contact-hours-v2')")
      .catch(() => undefined);
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

  it("when a new platform starts, then its office hours are the spec's, in English and in Arabic", async () => {
    await testDb.db.seed([demoContactSeed(testDb.db, now), demoContactHoursSeed(testDb.db)]);
    expect(await testDb.db.repos.siteSettings.getContactDetails()).toMatchObject({
      office_hours: 'Mon-Fri 9-5, Sat 10-4, Sun closed',
      office_hours_ar: 'من الاثنين إلى الجمعة 9 صباحًا – 5 مساءً، السبت 10 صباحًا – 4 مساءً، الأحد مغلق',
    });
  });

  describe('on a platform seeded before the hours were corrected', () => {
    const firstSeeded = {
      ...demoContactDetails,
      office_hours: 'Sunday to Thursday, 9:00 to 17:00',
      office_hours_ar: 'من الأحد إلى الخميس، من 9:00 إلى 17:00',
    };

    it("when the hours are still the first seed's, then the next start gives them the spec's and keeps the rest", async () => {
      await testDb.db.repos.siteSettings.saveContactDetails({ ...firstSeeded, phone: '+1 555 0100' });
      expect(await testDb.db.seed([demoContactHoursSeed(testDb.db)])).toEqual(['demo-contact-hours-v2']);
      expect(await testDb.db.repos.siteSettings.getContactDetails()).toEqual({
        ...demoContactDetails,
        phone: '+1 555 0100',
      });
    });

    it('when an admin changed the hours (either language), then the seed leaves them as the admin wrote them', async () => {
      for (const own of [
        { ...firstSeeded, office_hours: 'Every day 8-8' },
        { ...firstSeeded, office_hours_ar: null },
      ]) {
        await testDb.db.sequelize.query("DELETE FROM schema_seeds WHERE name = 'demo-contact-hours-v2'");
        await testDb.db.repos.siteSettings.saveContactDetails(own);
        await testDb.db.seed([demoContactHoursSeed(testDb.db)]);
        expect(await testDb.db.repos.siteSettings.getContactDetails()).toEqual(own);
      }
    });

    it('when no details were ever saved (the demo seed skipped), then the seed saves none', async () => {
      await testDb.db.seed([demoContactHoursSeed(testDb.db)]);
      expect(await testDb.db.repos.siteSettings.hasContactDetails()).toBe(false);
    });
  });
});
