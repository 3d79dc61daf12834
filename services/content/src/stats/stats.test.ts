import { serviceDatabases, insertSampleContent } from '@young-minds/db/testing';
import { bearer, createAdmin, createChild, createFamily } from '@young-minds/service-kit/src/testing/harness';
import { type ContentHarness, startContent } from '../test-support';

describe.each(serviceDatabases())('admin stats on $name', ({ name }) => {
  let harness: ContentHarness;
  beforeAll(async () => {
    harness = await startContent(name);
  });
  afterAll(() => harness.close());

  it('when content and families are added, then the counts follow (users = parents + children, admins not counted)', async () => {
    const admin = await createAdmin(harness);
    const stats = () => harness.api().get('/api/admin/stats').set(bearer(admin));

    const empty = await stats();
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual({ totalUsers: 0, videos: 0, assignments: 0, quizzes: 0 });

    const { parent } = await createFamily(harness);
    await createChild(harness, parent, 'Yusuf');
    await createFamily(harness);
    await insertSampleContent(harness.db);
    await insertSampleContent(harness.db);
    await createAdmin(harness);

    expect((await stats()).body).toEqual({ totalUsers: 5, videos: 2, assignments: 2, quizzes: 2 });
  });
});
