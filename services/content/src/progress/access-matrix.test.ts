import {
  type Endpoint,
  type MatrixCaller,
  matrixStatus,
  matrixCallers,
  assignmentEndpoints,
  blogEndpoints,
  childEndpoints,
  familyProgressEndpoints,
  learningTimeEndpoints,
  offlineEndpoints,
  progressEndpoints,
  quizEndpoints,
  todayIso,
} from '@young-minds/contracts';
import { serviceDatabases, insertSampleContent, type SampleContent } from '@young-minds/db/testing';
import type request from 'supertest';
import {
  type TestSession,
  bearer,
  createAdmin,
  createFamily,
  filesUnder,
} from '@young-minds/service-kit/src/testing/harness';
import { sampleFiles } from '@young-minds/service-kit/src/testing/files';
import { type ContentHarness, startContent } from '../test-support';

/**
 * The access rules of the learning-content contracts (quizzes, assignments, blogs, progress, learning time (online
 * and offline, sync reports), the
 * parent's dashboard, histories and reviews, the child's home), driven as a table against two households: every endpoint × every
 * kind of caller → the status the rules promise.
 */
type Caller = MatrixCaller;

interface World {
  admin: TestSession;
  parent: TestSession;
  child: TestSession;
  anotherParent: TestSession;
  anotherParentsChild: TestSession;
  content: SampleContent;
  blogSlug: string;
  /** A worksheet the first household's child handed in. */
  submissionId: number;
}

const endpoints = [
  ...Object.values(quizEndpoints),
  ...Object.values(assignmentEndpoints),
  ...Object.values(blogEndpoints),
  ...Object.values(progressEndpoints),
  ...Object.values(learningTimeEndpoints),
  ...Object.values(offlineEndpoints),
  ...Object.values(familyProgressEndpoints),
  ...Object.values(childEndpoints),
] as Endpoint[];

describe.each(serviceDatabases())('learning content access matrix on $name', ({ name }) => {
  let harness: ContentHarness;
  beforeAll(async () => {
    harness = await startContent(name);
  });
  afterAll(() => harness.close());

  /** A valid request for each endpoint, aimed at the first household's child and at existing content. */
  function call(endpoint: Endpoint, world: World, caller: Caller): request.Test {
    const { content } = world;
    const ids: Record<string, number> = {
      '/api/quizzes/:id': content.quizId,
      '/api/quizzes/:id/check': content.quizId,
      '/api/assignments/:id': content.assignmentId,
      '/api/assignments/:id/submissions': content.assignmentId,
      '/api/blogs/:id': content.blogId,
      '/api/progress/children/:id': world.child.id,
      '/api/progress/children/:id/history': world.child.id,
      '/api/progress/children/:id/history.csv': world.child.id,
      '/api/progress/children/:id/submissions': world.child.id,
      '/api/progress/children/:id/submissions/:submissionId/review': world.child.id,
    };
    const path = endpoint.path
      .replace(':id', String(ids[endpoint.path]))
      .replace(':slug', world.blogSlug)
      .replace(':submissionId', String(world.submissionId));
    let test = harness.api()[endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'](path);
    if (caller !== 'anonymous') test = test.set(bearer(world[caller]));

    const quiz = {
      title: 'Matrix quiz',
      linked_categories: [content.categoryId],
      questions: [{ question: 'Q?', option_a: 'a', option_b: 'b', option_c: 'c', option_d: 'd', correct_option: 'A' }],
    };
    const assignmentFields = {
      title: 'Matrix sheet',
      description: 'd',
      dueDate: '2030-01-01',
      categories: `[${content.categoryId}]`,
    };
    const blogFields = { title: 'Matrix post', description: 'd', publish_date: '2025-01-01' };
    const fields = (values: Record<string, string>) => {
      for (const [key, value] of Object.entries(values)) test = test.field(key, value);
      return test;
    };
    switch (endpoint.id) {
      case 'quizzes.create':
      case 'quizzes.update':
        return test.send(quiz);
      case 'quizzes.check':
        return test.send({ questionId: content.questionId, answer: 'C' });
      case 'quizzes.uploadPicture':
      case 'assignments.uploadPicture':
        return test.attach('image', sampleFiles.png(), 'answer.png');
      case 'quizSubmissions.submit':
        return test.send({ quizId: content.quizId, answers: [{ questionId: content.questionId, answer: 'C' }] });
      case 'assignments.create':
        return fields(assignmentFields).attach('file', sampleFiles.pdf(), 'sheet.pdf');
      case 'assignments.update':
        return fields(assignmentFields);
      case 'assignments.submissions.create':
        return fields({ text: 'My work' }).attach('file', sampleFiles.png(), 'work.png');
      case 'blogs.create':
        return fields(blogFields).attach('banner_image', sampleFiles.jpeg(), 'banner.jpg');
      case 'blogs.update':
        return fields(blogFields);
      case 'progress.record':
        return test.send({ contentType: 'video', contentId: content.videoId, positionSeconds: 30 });
      case 'learningTime.heartbeat':
        return test.send({ contentType: 'video', contentId: content.videoId });
      case 'offline.learningTime':
        return test.send({ day: todayIso(), seconds: 60, contentType: 'video', contentId: content.videoId });
      case 'offline.syncReport':
        return test.send({ sentItems: 2 });
      case 'progress.review':
        return test.send({ stars: 3, comment: 'Well done!' });
      default:
        return test;
    }
  }

  describe.each(endpoints)('$method $path', (endpoint) => {
    let world: World;
    // Fresh households and content per endpoint, so a delete in one row cannot change another's answer.
    beforeAll(async () => {
      const admin = await createAdmin(harness);
      const family = await createFamily(harness);
      const other = await createFamily(harness);
      const content = await insertSampleContent(harness.db, { createdBy: admin.id });
      const blog = await harness.db.models.Blog.findByPk(content.blogId, { raw: true });
      const submission = await harness.db.models.AssignmentSubmission.create({
        assignmentId: content.assignmentId,
        childId: family.child.id,
        text: 'My work',
        submittedAt: new Date(),
      });
      world = {
        admin,
        parent: family.parent,
        child: family.child,
        anotherParent: other.parent,
        anotherParentsChild: other.child,
        content,
        blogSlug: String(blog?.slug),
        submissionId: submission.id,
      };
    });

    it.each([...matrixCallers])('when %s calls, then the rules decide the status', async (caller) => {
      const filesBefore = filesUnder(harness.mediaRoot);
      const response = await call(endpoint, world, caller);
      expect({ caller, status: response.status }).toEqual({ caller, status: matrixStatus(endpoint, caller) });
      if (response.status >= 400) {
        expect(response.body.message).toEqual(response.body.error);
        // A refused caller's upload is never stored (nor left behind in the upload folder).
        expect(filesUnder(harness.mediaRoot)).toEqual(filesBefore);
      }
      expect(filesUnder(harness.uploadDir)).toEqual([]);
    });
  });

  it('when a non-admin asks the blog list for every post (?all=1), then 403; an admin gets them', async () => {
    const admin = await createAdmin(harness);
    const { parent, child } = await createFamily(harness);
    expect((await harness.api().get('/api/blogs?all=1')).status).toBe(403);
    expect((await harness.api().get('/api/blogs?all=1').set(bearer(parent))).status).toBe(403);
    expect((await harness.api().get('/api/blogs?all=1').set(bearer(child))).status).toBe(403);
    expect((await harness.api().get('/api/blogs?all=1').set(bearer(admin))).status).toBe(200);
  });

  it('when a stale token reads the public blog, then it is read as anonymous', async () => {
    const { child } = await createFamily(harness);
    await harness.db.repos.users.bumpTokenVersion(child.id);
    expect((await harness.api().get('/api/blogs').set(bearer(child))).status).toBe(200);
    expect((await harness.api().get('/api/quizzes').set(bearer(child))).status).toBe(401);
  });
});
