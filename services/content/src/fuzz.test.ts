import { z } from 'zod';
import {
  type Actor,
  type Endpoint,
  activityEndpoints,
  assignmentEndpoints,
  blogEndpoints,
  bookEndpoints,
  categoryEndpoints,
  childEndpoints,
  childRecitationEndpoints,
  contactEndpoints,
  defineEndpoint,
  digestEndpoints,
  duaEndpoints,
  familyProgressEndpoints,
  hifzEndpoints,
  learningTimeEndpoints,
  progressEndpoints,
  quizEndpoints,
  quranEndpoints,
  statsEndpoints,
  videoEndpoints,
} from '@young-minds/contracts';
import { tablesInDeleteOrder } from '@young-minds/db';
import { serviceDatabases, insertChildActivity, insertSampleContent } from '@young-minds/db/testing';
import { countEveryTableSql, fuzzEndpoints, fuzzReport, rowCountsOf } from '@young-minds/service-kit/src/testing/fuzz';
import {
  type TestSession,
  createAdmin,
  createFamily,
  filesUnder,
  signToken,
} from '@young-minds/service-kit/src/testing/harness';
import { type ContentHarness } from './test-support';
import { startContent } from './test-support';

/** The stored-media route is not a JSON call of the contracts, but its path takes input all the same. */
const mediaFile = defineEndpoint({
  id: 'media.get',
  service: 'content',
  method: 'GET',
  path: '/media/videos/:file',
  access: { roles: 'public' },
  response: z.unknown(),
  summary: 'A stored file.',
});

const endpoints = [
  ...Object.values(categoryEndpoints),
  ...Object.values(videoEndpoints),
  ...Object.values(bookEndpoints),
  ...Object.values(quizEndpoints),
  ...Object.values(assignmentEndpoints),
  ...Object.values(blogEndpoints),
  ...Object.values(statsEndpoints),
  ...Object.values(progressEndpoints),
  ...Object.values(learningTimeEndpoints),
  ...Object.values(familyProgressEndpoints),
  ...Object.values(childEndpoints),
  ...Object.values(activityEndpoints),
  ...Object.values(contactEndpoints),
  ...Object.values(digestEndpoints),
  // Issue 36: the Quran corner (text and recitations, memorising, reciting to a parent).
  ...Object.values(quranEndpoints),
  ...Object.values(hifzEndpoints),
  ...Object.values(childRecitationEndpoints),
  ...Object.values(duaEndpoints),
  mediaFile,
] as Endpoint[];

/**
 * Every content endpoint gets malformed params, queries, JSON and multipart bodies (derived from its contract)
 * from anonymous, child, parent, admin and forged callers: no 5xx, every refusal says why, a refusal changes
 * no row, and no upload leaves a temp file behind.
 */
describe.each(serviceDatabases())('content fuzzing on $name', ({ name }) => {
  let harness: ContentHarness;
  const sessions = new Map<Actor, TestSession>();
  const ids = new Set<number>();

  beforeAll(async () => {
    harness = await startContent(name);
    const admin = await createAdmin(harness);
    const family = await createFamily(harness);
    sessions.set('admin', admin).set('parent', family.parent).set('child', family.child);
    for (let round = 0; round < 2; round += 1) {
      const content = await insertSampleContent(harness.db, { createdBy: admin.id });
      await insertChildActivity(harness.db, family.child.id, content);
      for (const id of Object.values(content)) ids.add(id);
      const activity = await harness.db.repos.activities.create(
        {
          title: 'Good manners',
          prompt: 'Fill the gap.',
          status: 'published',
          language: 'en',
          categoryIds: [content.categoryId],
          content: {
            kind: 'fillBlanks',
            passage: 'We say [[g1]] before we eat.',
            entry: 'typed',
            gaps: [{ id: 'g1', accepted: ['Bismillah'] }],
            choices: [],
            answer: [],
          },
        },
        admin.id,
      );
      if (activity.ok) ids.add(activity.activity.id);
      const message = await harness.db.repos.contactMessages.create({
        name: 'Visitor',
        email: `visitor${round}@example.test`,
        subject: 'Hello',
        message: 'A question.',
      });
      ids.add(message.id);
    }
    ids.add(family.child.id);
  });
  afterAll(() => harness.close());

  async function token(actor: Actor): Promise<string | undefined> {
    const user = sessions.get(actor);
    if (!user || !(await harness.db.repos.users.principalOf(user.id))) return undefined;
    return signToken(harness, user.id);
  }

  it('when every endpoint gets malformed input from every kind of caller, then nothing answers 5xx and refusals change no row', async () => {
    const result = await fuzzEndpoints({
      endpoints,
      api: harness.api,
      token,
      countRows: async () =>
        rowCountsOf(await harness.db.sequelize.query(countEveryTableSql(tablesInDeleteOrder), { plain: true })),
      ids: [...ids],
      multipart: true,
      runsPerEndpoint: 8,
    });
    expect(result.sent).toBeGreaterThanOrEqual(300);
    if (result.failures.length > 0) throw new Error(fuzzReport(result));
    expect(filesUnder(harness.uploadDir)).toEqual([]);
  }, 120_000);
});
