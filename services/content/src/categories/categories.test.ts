import { serviceDatabases, insertSampleContent } from '@young-minds/db/testing';
import { sampleActivityBody } from '@young-minds/scenarios';
import { type TestSession, bearer, createAdmin } from '@young-minds/service-kit/src/testing/harness';
import { type ContentHarness, startContent } from '../test-support';

describe.each(serviceDatabases())('categories on $name', ({ name }) => {
  let harness: ContentHarness;
  let admin: TestSession;

  beforeAll(async () => {
    harness = await startContent(name);
    admin = await createAdmin(harness);
  });
  afterAll(() => harness.close());
  beforeEach(async () => {
    await harness.db.models.Category.destroy({ where: {} }).catch(() => undefined);
  });

  const create = (body: object) => harness.api().post('/api/Category').set(bearer(admin)).send(body);
  const count = () => harness.db.models.Category.count();

  it('when anyone lists, then the categories come sorted by name in a data field', async () => {
    await create({ name: 'Seerah' });
    await create({ name: 'Akhlaq' });
    await create({ name: 'Quran' });
    const response = await harness.api().get('/api/Category');
    expect(response.status).toBe(200);
    expect(response.body.data.map((category: { name: string }) => category.name)).toEqual([
      'Akhlaq',
      'Quran',
      'Seerah',
    ]);
    expect(Object.keys(response.body.data[0]).sort()).toEqual(['id', 'name']);
  });

  it('when an admin adds a category, then 201 with its id and trimmed name', async () => {
    const response = await create({ name: '  Fiqh  ' });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ id: expect.any(Number), name: 'Fiqh' });
    expect(await harness.db.repos.categories.findById(response.body.id)).toMatchObject({ name: 'Fiqh' });
  });

  it.each([{ name: '   ' }, { name: '' }, {}])(
    'when the name is blank (%j), then 400 and nothing is written',
    async (body) => {
      const response = await create(body);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({
        message: 'Category name is required.',
        error: 'Category name is required.',
      });
      expect(await count()).toBe(0);
    },
  );

  it('when the name exists (in any case), then 409 and nothing is written', async () => {
    await create({ name: 'Duas' });
    const response = await create({ name: ' duas ' });
    expect(response.status).toBe(409);
    expect(response.body.message).toBe('A category with this name already exists.');
    expect(await count()).toBe(1);
  });

  it('when an admin renames a category, then the new name is stored', async () => {
    const { body } = await create({ name: 'Storys' });
    const response = await harness.api().put(`/api/Category/${body.id}`).set(bearer(admin)).send({ name: 'Stories' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ id: body.id, name: 'Stories' });
  });

  it('when a rename keeps the name but changes its case, then it is allowed', async () => {
    const { body } = await create({ name: 'hadith' });
    const response = await harness.api().put(`/api/Category/${body.id}`).set(bearer(admin)).send({ name: 'Hadith' });
    expect(response.status).toBe(200);
    expect(response.body.name).toBe('Hadith');
  });

  it("when a rename takes another category's name, or a blank one, then 409 / 400 and the name stays", async () => {
    await create({ name: 'Prayer' });
    const { body } = await create({ name: 'Fasting' });
    const taken = await harness.api().put(`/api/Category/${body.id}`).set(bearer(admin)).send({ name: 'PRAYER' });
    expect(taken.status).toBe(409);
    const blank = await harness.api().put(`/api/Category/${body.id}`).set(bearer(admin)).send({ name: ' ' });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe('Category name is required.');
    expect(await harness.db.repos.categories.findById(body.id)).toMatchObject({ name: 'Fasting' });
  });

  it('when a category that does not exist is renamed or deleted, then 404', async () => {
    const renamed = await harness.api().put('/api/Category/999999').set(bearer(admin)).send({ name: 'X' });
    expect(renamed.status).toBe(404);
    expect(renamed.body.message).toBe('Category not found.');
    const deleted = await harness.api().delete('/api/Category/999999').set(bearer(admin));
    expect(deleted.status).toBe(404);
  });

  it('when an unused category is deleted, then it is gone', async () => {
    const { body } = await create({ name: 'Unused' });
    const response = await harness.api().delete(`/api/Category/${body.id}`).set(bearer(admin));
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: 'Category deleted successfully.' });
    expect(await count()).toBe(0);
  });

  it('when a category in use is deleted, then 409 says what uses it and nothing changes', async () => {
    const sample = await insertSampleContent(harness.db);
    const response = await harness.api().delete(`/api/Category/${sample.categoryId}`).set(bearer(admin));
    expect(response.status).toBe(409);
    expect(response.body.message).toBe(
      'This category is still used by 1 video, 1 book, 1 quiz and 1 assignment. Move that content to another category or delete it first.',
    );
    expect(await harness.db.repos.categories.findById(sample.categoryId)).not.toBeNull();
    expect(await harness.db.models.Video.count({ where: { categoryId: sample.categoryId } })).toBe(1);
    // Clean up for the next test (children before the category).
    await harness.db.models.AssignmentCategory.destroy({ where: {} });
    await harness.db.models.QuizCategory.destroy({ where: {} });
    await harness.db.models.Assignment.destroy({ where: {} });
    await harness.db.models.Book.destroy({ where: {} });
    await harness.db.models.Video.destroy({ where: {} });
  });

  it('when a category only an activity uses is deleted, then 409 names the activity and the activity keeps it', async () => {
    const { body: category } = await create({ name: 'Adab' });
    const created = await harness
      .api()
      .post('/api/activities')
      .set(bearer(admin))
      .send(sampleActivityBody('Good manners', category.id));
    expect(created.status).toBe(201);
    const activityId: number = created.body.activity.id;
    const response = await harness.api().delete(`/api/Category/${category.id}`).set(bearer(admin));
    expect(response.status).toBe(409);
    expect(response.body.message).toBe(
      'This category is still used by 1 activity. Move that content to another category or delete it first.',
    );
    const kept = await harness.api().get(`/api/activities/${activityId}`).set(bearer(admin));
    expect(kept.body.categories).toEqual([{ id: category.id, name: 'Adab' }]);
    expect(await harness.api().delete(`/api/activities/${activityId}`).set(bearer(admin))).toMatchObject({
      status: 200,
    });
    expect((await harness.api().delete(`/api/Category/${category.id}`).set(bearer(admin))).status).toBe(200);
  });
});
