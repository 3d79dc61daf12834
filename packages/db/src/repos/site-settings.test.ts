import { emptyContactDetails } from '@young-minds/contracts';
import type { Database } from '../connection';
import { createTestDatabase, databasesUnderTest, type TestDatabase } from '../testing';

const details = {
  email: 'hello@youngminds.example',
  phone: '+1 (555) 010-2030',
  address: '12 Garden Street',
  address_ar: '١٢ شارع الحديقة',
  office_hours: 'Sunday to Thursday, 9:00 to 17:00',
  office_hours_ar: 'من الأحد إلى الخميس، من 9:00 إلى 17:00',
};

describe.each(databasesUnderTest())('site settings repository on %s', ({ name }) => {
  let testDb: TestDatabase;
  let db: Database;

  beforeAll(async () => {
    testDb = await createTestDatabase(name);
    db = testDb.db;
  });
  afterAll(() => testDb.drop());
  beforeEach(() => testDb.clear());

  it('when no contact details were saved, then every field is null', async () => {
    expect(await db.repos.siteSettings.getContactDetails()).toEqual(emptyContactDetails);
    expect(await db.repos.siteSettings.hasContactDetails()).toBe(false);
  });

  it('when details are saved twice, then the second set replaces the first (one row), Arabic intact', async () => {
    expect(await db.repos.siteSettings.saveContactDetails(details)).toEqual(details);
    expect(await db.repos.siteSettings.getContactDetails()).toEqual(details);
    const cleared = { ...details, phone: null, address_ar: null };
    expect(await db.repos.siteSettings.saveContactDetails(cleared)).toEqual(cleared);
    expect(await db.repos.siteSettings.getContactDetails()).toEqual(cleared);
    expect(await db.models.SiteSetting.count()).toBe(1);
    expect(await db.repos.siteSettings.hasContactDetails()).toBe(true);
  });

  it('when the stored value is not what it should be, then the fields it lacks read as null', async () => {
    await db.models.SiteSetting.create({ key: 'contact_details', value: '{"email":"a@b.test","phone":7,"x":"y"}' });
    expect(await db.repos.siteSettings.getContactDetails()).toEqual({ ...emptyContactDetails, email: 'a@b.test' });
    await db.models.SiteSetting.update({ value: 'not json' }, { where: { key: 'contact_details' } });
    expect(await db.repos.siteSettings.getContactDetails()).toEqual(emptyContactDetails);
  });
});
