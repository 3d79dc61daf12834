import type { Database } from '../connection';
import {
  createTestDatabase,
  databasesUnderTest,
  insertSampleContent,
  type SampleContent,
  type TestDatabase,
} from '../testing';

describe.each(databasesUnderTest())('media deletions outbox on %s', ({ name }) => {
  let testDb: TestDatabase;
  let db: Database;
  let content: SampleContent;
  let counter = 0;

  beforeAll(async () => {
    testDb = await createTestDatabase(name);
    db = testDb.db;
    content = await insertSampleContent(db);
  });
  afterAll(() => testDb.drop());
  afterEach(async () => {
    await db.repos.mediaDeletions.done((await db.repos.mediaDeletions.pending()).map((entry) => entry.id));
  });

  async function family(children: number) {
    counter += 1;
    const { user: parent } = await db.repos.families.register(
      { name: 'Amina', email: `outbox-${counter}@example.test`, phone: '+1 555 0100', passwordHash: 'hash' },
      { planName: 'Pro', price: 19.99, startDate: '2025-01-01', endDate: '2099-01-01' },
    );
    const childIds: number[] = [];
    for (let i = 0; i < children; i += 1) {
      const made = await db.repos.users.createChildWithinLimit(
        { parentId: parent.id, name: `Kid ${i}`, age: 8, username: `outbox-kid-${counter}-${i}`, passwordHash: 'hash' },
        5,
      );
      if (!made.ok) throw new Error('child not created');
      childIds.push(made.child.id);
    }
    return { parentId: parent.id, childIds };
  }

  async function handIn(childId: number, fileUrl: string | null) {
    await db.models.AssignmentSubmission.create({
      assignmentId: content.assignmentId,
      childId,
      text: 'Done',
      fileUrl,
      submittedAt: new Date(),
    });
  }

  const queued = async () => (await db.repos.mediaDeletions.pending()).map((entry) => entry.mediaUrl).sort();

  it('when a child is deleted, then the files of their submissions are queued in the same transaction', async () => {
    const { childIds } = await family(1);
    const [childId] = childIds as [number];
    await handIn(childId, `/media/submissions/a-${counter}.pdf`);
    await handIn(childId, null);
    await handIn(childId, 'https://elsewhere.example/not-ours.pdf');

    expect(await db.repos.families.removeChild(childId)).toMatchObject({ id: childId });

    expect(await queued()).toEqual([`/media/submissions/a-${counter}.pdf`]);
    expect(await db.models.AssignmentSubmission.count({ where: { childId } })).toBe(0);
  });

  it('when a family is deleted, then every child’s files are queued', async () => {
    const { parentId, childIds } = await family(2);
    await handIn(childIds[0]!, `/media/submissions/b1-${counter}.jpg`);
    await handIn(childIds[1]!, `/media/submissions/b2-${counter}.pdf`);

    expect(await db.repos.families.removeParent(parentId)).toMatchObject({ id: parentId });

    expect(await queued()).toEqual([`/media/submissions/b1-${counter}.jpg`, `/media/submissions/b2-${counter}.pdf`]);
  });

  it('when the delete finds nothing, then nothing is queued', async () => {
    expect(await db.repos.families.removeChild(999_999)).toBeNull();
    expect(await queued()).toEqual([]);
  });

  it("tells which urls rows still point at, a video's captions and a book's reader pages included", async () => {
    await db.models.Video.update(
      { captionsUrl: `/media/captions/hijra-${counter}.vtt` },
      { where: { id: content.videoId } },
    );
    await db.models.Book.update(
      { readerUrl: `/media/readers/prophets-${counter}.json` },
      { where: { id: content.bookId } },
    );
    const found = await db.repos.mediaDeletions.referenced([
      '/media/videos/hijra.mp4',
      `/media/captions/hijra-${counter}.vtt`,
      `/media/readers/prophets-${counter}.json`,
      '/media/submissions/nobody.pdf',
    ]);
    expect([...found].sort()).toEqual([
      `/media/captions/hijra-${counter}.vtt`,
      `/media/readers/prophets-${counter}.json`,
      '/media/videos/hijra.mp4',
    ]);
  });
});
