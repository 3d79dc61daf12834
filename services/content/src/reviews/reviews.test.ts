import { serviceDatabases } from '@young-minds/db/testing';
import {
  type TestFamily,
  type TestSession,
  bearer,
  createAdmin,
  createFamily,
} from '@young-minds/service-kit/src/testing/harness';
import { sampleFiles } from '@young-minds/service-kit/src/testing/files';
import { type ContentHarness, createWorksheetAssignment, startContent } from '../test-support';

describe.each(serviceDatabases())('worksheet reviews on $name', ({ name }) => {
  let harness: ContentHarness;
  let admin: TestSession;
  let assignmentId: number;

  beforeAll(async () => {
    harness = await startContent(name);
    admin = await createAdmin(harness);
    ({ id: assignmentId } = await createWorksheetAssignment(harness, admin, {
      title: 'Draw the Kaaba',
      description: 'Colour it in.',
    }));
  });
  afterAll(() => harness.close());

  async function familyWithWork(): Promise<TestFamily & { submissionId: number }> {
    const family = await createFamily(harness);
    const handedIn = await harness
      .api()
      .post(`/api/assignments/${assignmentId}/submissions`)
      .set(bearer(family.child))
      .field('text', 'My drawing')
      .attach('file', sampleFiles.png(), 'drawing.png');
    expect(handedIn.status).toBe(201);
    return { ...family, submissionId: handedIn.body.submission.id };
  }

  const submissionsOf = (family: TestFamily, session: TestSession) =>
    harness.api().get(`/api/progress/children/${family.child.id}/submissions`).set(bearer(session));
  const review = (childId: number, submissionId: number, session: TestSession, body: object) =>
    harness
      .api()
      .put(`/api/progress/children/${childId}/submissions/${submissionId}/review`)
      .set(bearer(session))
      .send(body);
  const storedReview = async (id: number) =>
    harness.db.models.AssignmentSubmission.findByPk(id, {
      attributes: ['reviewStars', 'reviewComment', 'reviewedAt'],
      raw: true,
    });

  it("when the parent lists their child's worksheets, then each comes with its title, work, a file link that opens, and no review yet", async () => {
    const family = await familyWithWork();
    const response = await submissionsOf(family, family.parent);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ total: 1, page: 1, pageSize: 20 });
    expect(response.body.data[0]).toEqual({
      id: family.submissionId,
      assignmentId,
      assignmentTitle: 'Draw the Kaaba',
      childId: family.child.id,
      submitted_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      text: 'My drawing',
      fileUrl: expect.stringMatching(/^\/media\/submissions\/.+\.png\?expires=\d+&signature=[\w-]+$/),
      review: null,
    });
    const file = await harness.api().get(response.body.data[0].fileUrl);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    // Without the signature nobody gets the file.
    expect((await harness.api().get(response.body.data[0].fileUrl.split('?')[0])).status).toBe(403);
  });

  it('when the parent gives stars and a comment, then the child sees them on their own submissions; a new review replaces it', async () => {
    const family = await familyWithWork();
    const reviewed = await review(family.child.id, family.submissionId, family.parent, {
      stars: 3,
      comment: '  Beautiful colours, well done!  ',
    });
    expect(reviewed.status).toBe(200);
    expect(reviewed.body).toMatchObject({
      id: family.submissionId,
      assignmentTitle: 'Draw the Kaaba',
      review: { stars: 3, comment: 'Beautiful colours, well done!', reviewed_at: expect.stringMatching(/T/) },
    });
    const childView = await harness.api().get(`/api/assignments/${assignmentId}/submissions`).set(bearer(family.child));
    expect(childView.body.data[0].review).toEqual(reviewed.body.review);

    const again = await review(family.child.id, family.submissionId, family.parent, { stars: 2 });
    expect(again.body.review).toMatchObject({ stars: 2, comment: null });
    expect((await submissionsOf(family, family.parent)).body.data[0].review).toMatchObject({ stars: 2, comment: null });
  });

  it('when someone else reviews, then it is refused and the review stays as it was', async () => {
    const family = await familyWithWork();
    const stranger = await familyWithWork();
    const attempts: [number, number, TestSession, number][] = [
      // Another family's parent, naming the child: the child is not theirs.
      [family.child.id, family.submissionId, stranger.parent, 403],
      // …or naming their own child: that child has no such submission.
      [stranger.child.id, family.submissionId, stranger.parent, 404],
      // The child itself, and admins (reviews are the parent's).
      [family.child.id, family.submissionId, family.child, 403],
      [family.child.id, family.submissionId, admin, 403],
    ];
    for (const [childId, submissionId, session, status] of attempts) {
      const response = await review(childId, submissionId, session, { stars: 1, comment: 'Mine now' });
      expect({ status: response.status, message: typeof response.body.message }).toEqual({ status, message: 'string' });
    }
    expect(await storedReview(family.submissionId)).toEqual({
      reviewStars: null,
      reviewComment: null,
      reviewedAt: null,
    });
    const missing = await review(family.child.id, 999_999, family.parent, { stars: 1 });
    expect({ status: missing.status, message: missing.body.message }).toEqual({
      status: 404,
      message: 'Submission not found.',
    });
  });

  it('when the review is bad, then 400 says why and nothing is written', async () => {
    const family = await familyWithWork();
    const cases: [object, string][] = [
      [{}, 'stars is required.'],
      [{ stars: 0 }, 'Give 1 to 3 stars.'],
      [{ stars: 4 }, 'Give 1 to 3 stars.'],
      [{ stars: 2.5 }, 'stars must be a whole number.'],
      [{ stars: '3' }, 'stars must be a number.'],
      [{ stars: 2, comment: 'x'.repeat(501) }, 'The comment can be at most 500 characters.'],
      [{ stars: 2, comment: 7 }, 'comment must be text.'],
    ];
    for (const [body, message] of cases) {
      const response = await review(family.child.id, family.submissionId, family.parent, body);
      expect({ status: response.status, message: response.body.message }).toEqual({
        status: 400,
        message: expect.stringContaining(message),
      });
    }
    expect(await storedReview(family.submissionId)).toEqual({
      reviewStars: null,
      reviewComment: null,
      reviewedAt: null,
    });
  });

  it("when an admin lists a child's worksheets, then they come with a file link that opens; another parent is refused", async () => {
    const family = await familyWithWork();
    const stranger = await createFamily(harness);
    const listed = await submissionsOf(family, admin);
    expect(listed.body.total).toBe(1);
    expect((await harness.api().get(listed.body.data[0].fileUrl)).status).toBe(200);
    expect((await submissionsOf(family, stranger.parent)).status).toBe(403);
    expect((await submissionsOf(family, family.child)).status).toBe(403);
  });
});
