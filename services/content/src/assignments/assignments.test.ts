import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { serviceDatabases } from '@young-minds/db/testing';
import type request from 'supertest';
import {
  type TestSession,
  bearer,
  createAdmin,
  createChild,
  createFamily,
  filesUnder,
} from '@young-minds/service-kit/src/testing/harness';
import { createLogger } from '@young-minds/service-kit';
import { sampleFiles } from '@young-minds/service-kit/src/testing/files';
import { createMediaSweeper } from '../media/sweeper';
import {
  type ContentHarness,
  newDraftReview,
  publishAllContent,
  startContent,
  unpublishAllContent,
} from '../test-support';

const log = createLogger({ service: 'content', level: 'silent' });

type Fields = Partial<Record<'title' | 'description' | 'dueDate' | 'video' | 'categories' | 'cover_image', string>>;
type Files = Partial<Record<string, [Buffer, string]>>;

describe.each(serviceDatabases())('assignments on $name', ({ name }) => {
  let harness: ContentHarness;
  let admin: TestSession;
  let parent: TestSession;
  let child: TestSession;
  let sibling: TestSession;
  let otherParent: TestSession;
  let otherChild: TestSession;
  let seerah: number;
  let fiqh: number;
  let videoId: number;

  beforeAll(async () => {
    harness = await startContent(name, { limits: { assignment: 32 * 1024, submission: 32 * 1024 } });
    admin = await createAdmin(harness);
    ({ parent, child } = await createFamily(harness));
    sibling = await createChild(harness, parent, 'Yusuf');
    ({ parent: otherParent, child: otherChild } = await createFamily(harness));
    const { Category, Video } = harness.db.models;
    seerah = (await Category.create({ name: `Seerah ${name}` })).id;
    fiqh = (await Category.create({ name: `Fiqh ${name}` })).id;
    videoId = (
      await Video.create({
        title: 'Hijra',
        description: 'd',
        categoryId: seerah,
        videoUrl: '/media/videos/x.webm',
        thumbnailUrl: '/media/images/x.png',
      })
    ).id;
  });
  afterAll(() => harness.close());

  // Submissions come as signed links ('…?expires=…&signature=…'): the file is the part before the query.
  const onDisk = (url: string) => join(harness.mediaRoot, url.slice('/media/'.length).split('?')[0] ?? '');

  function send(call: request.Test, fields: Fields, files: Files): request.Test {
    for (const [key, value] of Object.entries(fields)) if (value !== undefined) call = call.field(key, value);
    for (const [key, file] of Object.entries(files)) if (file) call = call.attach(key, file[0], file[1]);
    return call;
  }

  const defaults = (): Fields => ({
    title: 'Draw the Kaaba',
    description: 'Draw it and label its corners.',
    dueDate: '2030-06-30',
    categories: JSON.stringify([seerah, fiqh]),
  });

  function upload(
    fields: Fields = {},
    files: Files = { file: [sampleFiles.pdf(), 'kaaba.pdf'] },
    path = '/api/assignments',
  ): request.Test {
    return send(harness.api().post(path).set(bearer(admin)), { ...defaults(), ...fields }, files);
  }

  const snapshot = async () => ({
    assignments: await harness.db.models.Assignment.count(),
    links: await harness.db.models.AssignmentCategory.count(),
    submissions: await harness.db.models.AssignmentSubmission.count(),
    progress: await harness.db.models.LearningProgress.count(),
    files: filesUnder(harness.mediaRoot),
  });

  /** Runs a refused call and proves it wrote nothing: no row, no stored file, no temp file. */
  async function expectRefused(call: request.Test, status: number, message: string) {
    const before = await snapshot();
    const response = await call;
    expect({ status: response.status, message: response.body.message }).toEqual({ status, message });
    expect(response.body.error).toBe(message);
    expect(await snapshot()).toEqual(before);
    expect(filesUnder(harness.uploadDir)).toEqual([]);
  }

  describe('create', () => {
    it("when an admin uploads an assignment, then 201 with the spec's message, the file is stored and it reads back", async () => {
      const response = await upload({ video: String(videoId) });
      expect(response.status).toBe(201);
      expect(response.body.message).toBe('Assignment uploaded successfully!');
      expect(response.body.assignment).toEqual({
        id: expect.any(Number),
        title: 'Draw the Kaaba',
        description: 'Draw it and label its corners.',
        category: `Fiqh ${name}, Seerah ${name}`,
        categories: [
          { id: fiqh, name: `Fiqh ${name}` },
          { id: seerah, name: `Seerah ${name}` },
        ],
        created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        video: videoId,
        dueDate: '2030-06-30',
        fileUrl: expect.stringMatching(/^\/media\/assignments\/[0-9a-f-]{36}\.pdf\?expires=\d+&signature=[\w-]+$/),
        cover_image: null,
        age_band: 'all',
        music_free: false,
        language: 'en',
        ...newDraftReview,
      });
      expect(existsSync(onDisk(response.body.assignment.fileUrl))).toBe(true);
      expect(filesUnder(harness.uploadDir)).toEqual([]);

      // Once a reviewer approved it (issue 35), everyone reads it alike.
      await publishAllContent(harness);
      const published = { ...response.body.assignment, review: { ...newDraftReview.review, status: 'published' } };
      for (const user of [admin, parent, child]) {
        const one = await harness.api().get(`/api/assignments/${response.body.assignment.id}`).set(bearer(user));
        expect(one.status).toBe(200);
        expect(one.body).toEqual(published);
      }
      const file = await harness.api().get(response.body.assignment.fileUrl);
      expect(file.status).toBe(200);
      expect(file.headers['content-type']).toBe('application/pdf');
    });

    it("when the spec's path with a trailing slash is used, with a .docx or .doc and no video or categories, then it works too", async () => {
      const docx = await upload(
        { categories: undefined, title: 'Worksheet docx' },
        { file: [sampleFiles.docx(), 'w.docx'] },
        '/api/assignments/',
      );
      expect(docx.status).toBe(201);
      expect(docx.body.assignment).toMatchObject({
        video: null,
        categories: [],
        category: '',
        fileUrl: expect.stringMatching(/\.docx\?/),
      });
      const doc = await upload(
        { video: '', categories: '[]', title: 'Worksheet doc' },
        { file: [sampleFiles.doc(), 'w.doc'] },
      );
      expect(doc.status).toBe(201);
      expect(doc.body.assignment.fileUrl).toMatch(/\.doc\?/);
    });

    it("when the file is missing, then 400 'Please upload a file.' and nothing is written", async () => {
      await expectRefused(upload({}, {}), 400, 'Please upload a file.');
    });

    it('when the file is not a pdf, doc or docx (by its bytes), then 415 and nothing is written', async () => {
      await expectRefused(
        upload({}, { file: [sampleFiles.png(), 'sneaky.pdf'] }),
        415,
        'The assignment file must be a PDF, DOC or DOCX file.',
      );
      await expectRefused(
        upload({}, { file: [sampleFiles.epub(), 'book.epub'] }),
        415,
        'The assignment file must be a PDF, DOC or DOCX file.',
      );
    });

    it('when the file is too large, then 413 and nothing is written', async () => {
      await expectRefused(
        upload({}, { file: [sampleFiles.pdf(64 * 1024), 'big.pdf'] }),
        413,
        'The assignment file is too large (at most 32 KB).',
      );
    });

    it('when a field is missing or wrong, then 400 names it and nothing is written', async () => {
      await expectRefused(upload({ title: undefined }).field('title', '  '), 400, 'Title is required.');
      await expectRefused(
        send(
          harness.api().post('/api/assignments').set(bearer(admin)),
          { description: 'd', dueDate: '2030-01-01' },
          { file: [sampleFiles.pdf(), 'a.pdf'] },
        ),
        400,
        'Title is required.',
      );
      await expectRefused(
        send(
          harness.api().post('/api/assignments').set(bearer(admin)),
          { title: 't', dueDate: '2030-01-01' },
          { file: [sampleFiles.pdf(), 'a.pdf'] },
        ),
        400,
        'Description is required.',
      );
      await expectRefused(
        send(
          harness.api().post('/api/assignments').set(bearer(admin)),
          { title: 't', description: 'd' },
          { file: [sampleFiles.pdf(), 'a.pdf'] },
        ),
        400,
        'Due date is required.',
      );
      await expectRefused(upload({ dueDate: '30/06/2030' }), 400, 'Due date must be a date in the format YYYY-MM-DD.');
      await expectRefused(upload({ dueDate: '2030-02-30' }), 400, 'Due date is not a valid date.');
      await expectRefused(upload({ video: 'abc' }), 400, 'Video must be a number.');
    });

    it('when categories is not a JSON list of ids, then 400 and nothing is written', async () => {
      await expectRefused(upload({ categories: '[1, 2' }), 400, 'Categories must be a JSON list of category ids.');
      await expectRefused(upload({ categories: '{"a":1}' }), 400, 'Categories must be a JSON list of category ids.');
      await expectRefused(upload({ categories: '["x"]' }), 400, 'A category id must be a number.');
    });

    it('when a category or the video does not exist, then 400 and the stored file is removed again', async () => {
      await expectRefused(
        upload({ categories: JSON.stringify([seerah, 987654]) }),
        400,
        'Some of the selected categories do not exist.',
      );
      await expectRefused(upload({ video: '987654' }), 400, 'The selected video does not exist.');
    });

    it('when the body is JSON without a file, then the same rule applies', async () => {
      await expectRefused(
        harness
          .api()
          .post('/api/assignments')
          .set(bearer(admin))
          .send({ title: 't', description: 'd', dueDate: '2030-01-01', categories: [seerah] }),
        400,
        'Please upload a file.',
      );
    });
  });

  it('when the list is read, then it is paginated newest first and searchable', async () => {
    await upload({ title: 'Older sheet' });
    await upload({ title: 'Newer sheet' });
    await publishAllContent(harness);
    const page = await harness.api().get('/api/assignments?pageSize=2').set(bearer(child));
    expect(page.status).toBe(200);
    expect(page.body.data.map((row: { title: string }) => row.title)).toEqual(['Newer sheet', 'Older sheet']);
    expect(page.body.total).toBeGreaterThanOrEqual(5);
    const searched = await harness.api().get('/api/assignments?search=older').set(bearer(parent));
    expect(searched.body.data.map((row: { title: string }) => row.title)).toEqual(['Older sheet']);
    expect((await harness.api().get('/api/assignments/999999').set(bearer(admin))).body.message).toBe(
      'Assignment not found.',
    );
  });

  describe('edit', () => {
    it('when an admin edits without a file, then the fields change and the file stays', async () => {
      const created = (await upload()).body.assignment;
      const edited = await send(
        harness.api().put(`/api/assignments/${created.id}`).set(bearer(admin)),
        {
          title: 'Renamed',
          description: 'New words',
          dueDate: '2031-01-01',
          categories: JSON.stringify([fiqh]),
          video: String(videoId),
        },
        {},
      );
      expect(edited.status).toBe(200);
      expect(edited.body.message).toBe('Assignment updated successfully!');
      expect(edited.body.assignment).toMatchObject({
        id: created.id,
        title: 'Renamed',
        dueDate: '2031-01-01',
        categories: [{ id: fiqh, name: `Fiqh ${name}` }],
        video: videoId,
        fileUrl: created.fileUrl,
      });
      expect(existsSync(onDisk(created.fileUrl))).toBe(true);
    });

    it('when an admin edits with a new file, then the new file replaces the old one, which is removed', async () => {
      const created = (await upload()).body.assignment;
      const edited = await send(harness.api().put(`/api/assignments/${created.id}`).set(bearer(admin)), defaults(), {
        file: [sampleFiles.docx(), 'new.docx'],
      });
      expect(edited.status).toBe(200);
      expect(edited.body.assignment.fileUrl).toMatch(/\.docx\?/);
      expect(existsSync(onDisk(edited.body.assignment.fileUrl))).toBe(true);
      expect(existsSync(onDisk(created.fileUrl))).toBe(false);
    });

    it('when an edit is refused, then the assignment, its file and the media folder are untouched', async () => {
      const created = (await upload()).body.assignment;
      const put = (fields: Fields, files: Files) =>
        send(
          harness.api().put(`/api/assignments/${created.id}`).set(bearer(admin)),
          { ...defaults(), ...fields },
          files,
        );
      await expectRefused(
        put({}, { file: [sampleFiles.text(), 'notes.pdf'] }),
        415,
        'The assignment file must be a PDF, DOC or DOCX file.',
      );
      await expectRefused(
        put({ categories: JSON.stringify([424242]) }, { file: [sampleFiles.pdf(), 'a.pdf'] }),
        400,
        'Some of the selected categories do not exist.',
      );
      await expectRefused(put({ categories: 'oops' }, {}), 400, 'Categories must be a JSON list of category ids.');
      await expectRefused(
        send(harness.api().put('/api/assignments/999999').set(bearer(admin)), defaults(), {
          file: [sampleFiles.pdf(), 'a.pdf'],
        }),
        404,
        'Assignment not found.',
      );
      const after = await harness.api().get(`/api/assignments/${created.id}`).set(bearer(admin));
      expect(after.body).toEqual(created);
    });
  });

  describe('submissions', () => {
    it('when a child hands in text, a file or both, then each is stored and the assignment is completed in their progress', async () => {
      const assignment = (await upload({ title: 'Hand-in sheet' })).body.assignment;
      await publishAllContent(harness);
      const path = `/api/assignments/${assignment.id}/submissions`;
      const text = await harness.api().post(path).set(bearer(child)).field('text', 'I drew it!');
      expect(text.status).toBe(201);
      expect(text.body).toEqual({
        message: 'Your work has been submitted!',
        submission: {
          id: expect.any(Number),
          assignmentId: assignment.id,
          childId: child.id,
          childName: 'Amina',
          text: 'I drew it!',
          fileUrl: null,
          submitted_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
          review: null,
        },
      });
      const file = await harness.api().post(path).set(bearer(child)).attach('file', sampleFiles.jpeg(), 'photo.jpg');
      expect(file.status).toBe(201);
      expect(file.body.submission).toMatchObject({
        text: null,
        fileUrl: expect.stringMatching(/^\/media\/submissions\/.+\.jpg\?expires=\d+&signature=[\w-]+$/),
      });
      expect(existsSync(onDisk(file.body.submission.fileUrl))).toBe(true);
      const both = await harness
        .api()
        .post(path)
        .set(bearer(sibling))
        .field('text', 'See the file')
        .attach('file', sampleFiles.pdf(), 'work.pdf');
      expect(both.body.submission).toMatchObject({
        childName: 'Yusuf',
        text: 'See the file',
        fileUrl: expect.stringMatching(/\.pdf\?expires=/),
      });
      const json = await harness.api().post(path).set(bearer(otherChild)).send({ text: 'Typed answer' });
      expect(json.status).toBe(201);

      const progress = await harness.db.models.LearningProgress.findAll({
        where: { contentType: 'assignment', contentId: assignment.id },
        raw: true,
      });
      expect(progress.map((row) => [row.childId, Boolean(row.completed)]).sort()).toEqual(
        [
          [child.id, true],
          [sibling.id, true],
          [otherChild.id, true],
        ].sort(),
      );

      const list = (user: TestSession) => harness.api().get(`${path}?pageSize=50`).set(bearer(user));
      const all = await list(admin);
      expect(all.status).toBe(200);
      expect(all.body.total).toBe(4);
      expect(all.body.data[0]).toMatchObject({ childId: otherChild.id, text: 'Typed answer' });
      const ofFamily = await list(parent);
      expect(ofFamily.body.data.map((row: { childId: number }) => row.childId).sort()).toEqual(
        [child.id, child.id, sibling.id].sort(),
      );
      const ofOtherFamily = await list(otherParent);
      expect(ofOtherFamily.body.data.map((row: { childId: number }) => row.childId)).toEqual([otherChild.id]);
      const own = await list(sibling);
      expect(own.body).toMatchObject({ total: 1, data: [{ childId: sibling.id }] });
    });

    it('when a submission is empty, of the wrong type or for no assignment, then 4xx and nothing is written', async () => {
      const assignment = (await upload({ title: 'Strict sheet' })).body.assignment;
      await publishAllContent(harness);
      const path = `/api/assignments/${assignment.id}/submissions`;
      await expectRefused(
        harness.api().post(path).set(bearer(child)).field('text', '   '),
        400,
        'Please write your answer or upload a file.',
      );
      await expectRefused(
        harness.api().post(path).set(bearer(child)).send({}),
        400,
        'Please write your answer or upload a file.',
      );
      await expectRefused(
        harness.api().post(path).set(bearer(child)).attach('file', sampleFiles.webm(), 'clip.pdf'),
        415,
        'Your file must be a PDF, DOC or DOCX file or an image.',
      );
      await expectRefused(
        harness
          .api()
          .post(path)
          .set(bearer(child))
          .attach('file', sampleFiles.pdf(64 * 1024), 'big.pdf'),
        413,
        'Your file is too large (at most 32 KB).',
      );
      await expectRefused(
        harness
          .api()
          .post('/api/assignments/999999/submissions')
          .set(bearer(child))
          .attach('file', sampleFiles.pdf(), 'a.pdf'),
        404,
        'Assignment not found.',
      );
      expect((await harness.api().get('/api/assignments/999999/submissions').set(bearer(admin))).status).toBe(404);
    });
  });

  it("when an admin deletes an assignment, then its file, the children's submissions with their files and the progress go too", async () => {
    const assignment = (await upload({ title: 'Doomed sheet' })).body.assignment;
    await publishAllContent(harness);
    const handedIn = await harness
      .api()
      .post(`/api/assignments/${assignment.id}/submissions`)
      .set(bearer(child))
      .attach('file', sampleFiles.png(), 'work.png');
    expect(handedIn.status).toBe(201);
    const { Assignment, AssignmentCategory, AssignmentSubmission, LearningProgress } = harness.db.models;
    expect(await LearningProgress.count({ where: { contentType: 'assignment', contentId: assignment.id } })).toBe(1);

    const deleted = await harness.api().delete(`/api/assignments/${assignment.id}`).set(bearer(admin));
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toBe('Assignment deleted successfully.');
    expect(await Assignment.count({ where: { id: assignment.id } })).toBe(0);
    expect(await AssignmentCategory.count({ where: { assignmentId: assignment.id } })).toBe(0);
    expect(await AssignmentSubmission.count({ where: { assignmentId: assignment.id } })).toBe(0);
    expect(await LearningProgress.count({ where: { contentType: 'assignment', contentId: assignment.id } })).toBe(0);
    expect(existsSync(onDisk(assignment.fileUrl))).toBe(false);
    expect(existsSync(onDisk(handedIn.body.submission.fileUrl))).toBe(false);
    expect((await harness.api().delete(`/api/assignments/${assignment.id}`).set(bearer(admin))).status).toBe(404);
  });
  /** Uploads a cover picture as the worksheet form does, before the form is saved; its url. */
  const picture = async () => {
    const response = await harness
      .api()
      .post('/api/assignments/media')
      .set(bearer(admin))
      .attach('image', sampleFiles.png(), 'cover.png');
    expect(response.status).toBe(201);
    return response.body.url as string;
  };

  it('when a worksheet gets a cover picture, then everyone reads it; a new one replaces it and it goes with the worksheet', async () => {
    const [cover, replacement] = [await picture(), await picture()];
    expect(cover).toMatch(/^\/media\/images\/[0-9a-f-]{36}\.png$/);
    const created = await upload({ cover_image: cover });
    expect(created.status).toBe(201);
    const id = created.body.assignment.id as number;
    await publishAllContent(harness);
    const read = await harness.api().get(`/api/assignments/${id}`).set(bearer(child));
    expect(read.body.cover_image).toBe(cover);
    // A draft again: the edits apply in place (a published worksheet's edit waits for review).
    await unpublishAllContent(harness);

    // An edit that leaves the cover out keeps it; a new one replaces it and the old file goes.
    const kept = await send(harness.api().put(`/api/assignments/${id}`).set(bearer(admin)), defaults(), {});
    expect(kept.body.assignment.cover_image).toBe(cover);
    const replaced = await send(
      harness.api().put(`/api/assignments/${id}`).set(bearer(admin)),
      { ...defaults(), cover_image: replacement },
      {},
    );
    expect(replaced.body.assignment.cover_image).toBe(replacement);
    expect([cover, replacement].map((url) => existsSync(onDisk(url)))).toEqual([false, true]);
    // '' takes it off (and deletes it).
    const cleared = await send(
      harness.api().put(`/api/assignments/${id}`).set(bearer(admin)),
      { ...defaults(), cover_image: '' },
      {},
    );
    expect(cleared.body.assignment.cover_image).toBeNull();
    expect(existsSync(onDisk(replacement))).toBe(false);

    const again = await picture();
    await send(
      harness.api().put(`/api/assignments/${id}`).set(bearer(admin)),
      { ...defaults(), cover_image: again },
      {},
    );
    expect((await harness.api().delete(`/api/assignments/${id}`).set(bearer(admin))).status).toBe(200);
    expect(existsSync(onDisk(again))).toBe(false);

    const refused = await harness
      .api()
      .post('/api/assignments/media')
      .set(bearer(admin))
      .attach('image', sampleFiles.pdf(), 'cover.pdf');
    expect(refused.status).toBe(415);
    expect((await harness.api().post('/api/assignments/media').set(bearer(parent))).status).toBe(403);
  });

  it('when a worksheet form is never saved, then its uploaded cover is deleted after a day; a younger one or one a worksheet uses stays', async () => {
    const [forgotten, young, used, edited, usedLate] = [
      await picture(),
      await picture(),
      await picture(),
      await picture(),
      await picture(),
    ];
    const { ActivityMedia } = harness.db.models;
    const waiting = () =>
      ActivityMedia.count({ where: { url: [forgotten, young, used, edited, usedLate], activityId: null } });
    expect(await waiting()).toBe(5);
    const created = await upload({ title: 'Cover kept', cover_image: used });
    expect(created.status).toBe(201);
    const id = created.body.assignment.id as number;
    // The saved worksheet's cover is no longer waiting; the others are. An edit claims its new cover the same way.
    expect(await waiting()).toBe(4);
    const second = await upload({ title: 'Cover edited' });
    const secondId = second.body.assignment.id as number;
    const edit = await send(
      harness.api().put(`/api/assignments/${secondId}`).set(bearer(admin)),
      { ...defaults(), cover_image: edited },
      {},
    );
    expect(edit.status).toBe(200);
    expect(await waiting()).toBe(3);
    const day = 24 * 60 * 60 * 1000;
    await ActivityMedia.update(
      { uploadedAt: new Date(harness.clock.now().getTime() - day - 1000) },
      { where: { url: forgotten } },
    );
    // A worksheet saved after its upload was swept from the waiting list: the outbox never deletes a file a row names.
    const late = await send(
      harness.api().put(`/api/assignments/${id}`).set(bearer(admin)),
      { ...defaults(), title: 'Cover kept', cover_image: usedLate },
      {},
    );
    expect(late.status).toBe(200);
    await ActivityMedia.create({ url: usedLate, kind: 'image', activityId: null, uploadedAt: new Date(0) });
    await createMediaSweeper({ db: harness.db, media: harness.media, log, now: () => harness.clock.now() }).run();
    expect([forgotten, young, edited, usedLate].map((url) => existsSync(onDisk(url)))).toEqual([
      false,
      true,
      true,
      true,
    ]);
    // The first cover was replaced by the late one, so it went with the edit.
    expect(existsSync(onDisk(used))).toBe(false);
    expect(await ActivityMedia.count({ where: { url: [forgotten, usedLate] } })).toBe(0);
    for (const remove of [id, secondId])
      expect((await harness.api().delete(`/api/assignments/${remove}`).set(bearer(admin))).status).toBe(200);
  });
});
