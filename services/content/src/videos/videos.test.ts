import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { serviceDatabases } from '@young-minds/db/testing';
import type request from 'supertest';
import { unsignedMediaUrl } from '@young-minds/service-kit';
import {
  type TestSession,
  bearer,
  createAdmin,
  createFamily,
  filesUnder,
} from '@young-minds/service-kit/src/testing/harness';
import { sampleFiles } from '@young-minds/service-kit/src/testing/files';
import { type ContentHarness, newDraftReview, publishAllContent, startContent } from '../test-support';

const limits = { video: 64 * 1024, image: 16 * 1024 };

describe.each(serviceDatabases())('videos on $name', ({ name }) => {
  let harness: ContentHarness;
  let admin: TestSession;
  let child: TestSession;
  let categoryId: number;
  let otherCategoryId: number;

  beforeAll(async () => {
    harness = await startContent(name, { limits });
    admin = await createAdmin(harness);
    ({ child } = await createFamily(harness));
    const first = await harness.db.repos.categories.create('Seerah' + name);
    if (!first.ok) throw new Error('category');
    categoryId = first.category.id;
    const other = await harness.db.repos.categories.create('Stories' + name);
    if (!other.ok) throw new Error('category');
    otherCategoryId = other.category.id;
  });
  afterAll(() => harness.close());

  // Paid files come as signed links (`?expires=…&signature=…`); the file on disk is the url without its query.
  const onDisk = (url: string) => join(harness.mediaRoot, unsignedMediaUrl(url).slice('/media/'.length));

  type Fields = Partial<Record<'title' | 'description' | 'category' | 'videoType', string>>;
  type Files = Partial<Record<string, [Buffer, string]>>;

  function upload(fields: Fields = {}, files: Files = {}): request.Test {
    let call = harness.api().post('/api/videos/upload').set(bearer(admin));
    const allFields: Fields = {
      title: 'The Hijra',
      description: 'From Makkah to Madinah',
      category: String(categoryId),
      ...fields,
    };
    for (const [key, value] of Object.entries(allFields)) if (value !== undefined) call = call.field(key, value);
    const allFiles: Files = {
      thumbnail: [sampleFiles.png(), 'thumb.png'],
      video: [sampleFiles.webm(), 'clip.webm'],
      ...files,
    };
    for (const [key, file] of Object.entries(allFiles)) if (file) call = call.attach(key, file[0], file[1]);
    return call;
  }

  /** Runs a refused call and proves it wrote nothing: no row, no stored file, no temp file. */
  async function expectRefused(call: request.Test | Promise<request.Response>, status: number, message: string) {
    const rowsBefore = await harness.db.models.Video.count();
    const filesBefore = filesUnder(harness.mediaRoot);
    const response = await call;
    expect({ status: response.status, message: response.body.message }).toEqual({ status, message });
    expect(response.body.error).toBe(message);
    expect(await harness.db.models.Video.count()).toBe(rowsBefore);
    expect(filesUnder(harness.mediaRoot)).toEqual(filesBefore);
    expect(filesUnder(harness.uploadDir)).toEqual([]);
  }

  describe('upload', () => {
    it('when an admin uploads a video with a thumbnail, then 201 with relative paths and the files are stored', async () => {
      const response = await upload();
      expect(response.status).toBe(201);
      expect(response.body).toEqual({
        ...newDraftReview,
        id: expect.any(Number),
        title: 'The Hijra',
        description: 'From Makkah to Madinah',
        category: 'Seerah' + name,
        category_id: categoryId,
        video_url: expect.stringMatching(/^\/media\/videos\/[0-9a-f-]{36}\.webm\?expires=\d+&signature=[\w-]+$/),
        thumbnail_url: expect.stringMatching(/^\/media\/images\/[0-9a-f-]{36}\.png$/),
        captions_url: null,
        age_band: 'all',
        music_free: false,
        language: 'en',
        created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      });
      expect(existsSync(onDisk(response.body.video_url))).toBe(true);
      expect(existsSync(onDisk(response.body.thumbnail_url))).toBe(true);
      expect(filesUnder(harness.uploadDir)).toEqual([]);

      // …and it streams back, with Range.
      const streamed = await harness.api().get(response.body.video_url).set('Range', 'bytes=0-3').responseType('blob');
      expect(streamed.status).toBe(206);
      expect(streamed.headers['content-type']).toBe('video/webm');
      expect([...streamed.body]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
    });

    it('when WebVTT captions come with the upload, then they are stored and served as text/vtt for the player', async () => {
      const response = await upload({}, { captions: [sampleFiles.vtt(), 'hijra.en.vtt'] });
      expect(response.status).toBe(201);
      expect(response.body.captions_url).toMatch(
        /^\/media\/captions\/[0-9a-f-]{36}\.vtt\?expires=\d+&signature=[\w-]+$/,
      );
      const served = await harness.api().get(response.body.captions_url).buffer(true);
      expect(served.status).toBe(200);
      expect(served.headers['content-type']).toBe('text/vtt; charset=utf-8');
      expect(served.text).toBe(sampleFiles.vtt().toString('utf8'));
      await publishAllContent(harness);
      const read = await harness.api().get(`/api/videos/${response.body.id}`).set(bearer(child));
      expect(read.body.captions_url).toBe(response.body.captions_url);
    });

    it('when the captions are not WebVTT (a SubRip .srt renamed .vtt), then 415 says what is wanted and nothing is kept', async () => {
      await expectRefused(
        upload({}, { captions: [sampleFiles.srt(), 'hijra.vtt'] }),
        415,
        "Captions must be a WebVTT captions file (a .vtt text file that starts with 'WEBVTT').",
      );
    });

    it("when videoType is 'Single', then it is accepted; an MP4 is stored as .mp4", async () => {
      const response = await upload({ videoType: 'Single' }, { video: [sampleFiles.mp4(), 'clip.mp4'] });
      expect(response.status).toBe(201);
      expect(unsignedMediaUrl(response.body.video_url)).toMatch(/\.mp4$/);
    });

    it('when Series is chosen, then 400 with the spec text', async () => {
      await expectRefused(upload({ videoType: 'Series' }), 400, 'Series upload is not yet supported.');
    });

    it.each([
      ['no title', { title: undefined }, 'Title is required.'],
      ['a blank title', { title: '   ' }, 'Title is required.'],
      ['no description', { description: undefined }, 'Description is required.'],
      ['no category', { category: undefined }, 'Please choose a category.'],
      ['a category that is no number', { category: 'abc' }, 'Category must be a number.'],
      ['an unknown video type', { videoType: 'Playlist' }, "Video type must be 'Single' or 'Series'."],
    ] as [string, Fields, string][])(
      'when the form has %s, then 400 and nothing is written',
      async (_case, fields, message) => {
        await expectRefused(upload(fields), 400, message);
      },
    );

    it('when the category does not exist, then 400 and the stored files are removed again', async () => {
      await expectRefused(upload({ category: '999999' }), 400, 'The selected category does not exist.');
    });

    it('when the thumbnail or the video is missing, then 400 says which', async () => {
      await expectRefused(upload({}, { thumbnail: undefined }), 400, 'Please upload a thumbnail image.');
      await expectRefused(upload({}, { video: undefined }), 400, 'Please upload a video file.');
    });

    it('when JSON is sent instead of a form, then 400 asks for the files', async () => {
      await expectRefused(
        harness
          .api()
          .post('/api/videos/upload')
          .set(bearer(admin))
          .send({ title: 'T', description: 'D', category: categoryId }),
        400,
        'Please upload a thumbnail image.',
      );
    });

    it('when the video is a text file renamed .mp4, then 415', async () => {
      await expectRefused(
        upload({}, { video: [sampleFiles.text(), 'clip.mp4'] }),
        415,
        'Video file must be a video (WebM, MP4, Ogg or QuickTime).',
      );
    });

    it('when the video is a PNG, then 415', async () => {
      await expectRefused(
        upload({}, { video: [sampleFiles.png(), 'clip.webm'] }),
        415,
        'Video file must be a video (WebM, MP4, Ogg or QuickTime).',
      );
    });

    it('when the thumbnail is not an image, then 415', async () => {
      await expectRefused(
        upload({}, { thumbnail: [sampleFiles.pdf(), 'thumb.png'] }),
        415,
        'Thumbnail must be an image (JPEG, PNG, GIF or WebP).',
      );
    });

    it('when the video is larger than the limit, then 413', async () => {
      await expectRefused(
        upload({}, { video: [sampleFiles.webm(limits.video + 1), 'big.webm'] }),
        413,
        'Video file is too large (at most 64 KB).',
      );
    });

    it('when two videos are sent, then 400', async () => {
      const call = upload().attach('video', sampleFiles.webm(), 'second.webm');
      await expectRefused(call, 400, 'Please send only one file as video.');
    });

    it('when the multipart body is malformed, then 400', async () => {
      const call = harness
        .api()
        .post('/api/videos/upload')
        .set(bearer(admin))
        .set('Content-Type', 'multipart/form-data; boundary=xyz')
        .send(
          '--xyz\r\nContent-Disposition: form-data; name="video"; filename="a.webm"\r\n\r\n\x1a\x45\xdf\xa3 and then the body just stops',
        );
      await expectRefused(call, 400, 'The upload could not be read.');
    });
  });

  describe('reading', () => {
    let ids: number[];
    beforeAll(async () => {
      await harness.db.models.Video.destroy({ where: {} });
      ids = [];
      for (const [title, category] of [
        ['Alpha story', categoryId],
        ['Beta lesson', otherCategoryId],
        ['Gamma story', categoryId],
      ] as const) {
        const created = await upload({ title, category: String(category) });
        ids.push(created.body.id);
        harness.clock.advance();
      }
      // Live, as the children read them (issue 35).
      await publishAllContent(harness);
    });

    it('when a child lists videos, then newest first with the page fields', async () => {
      const response = await harness.api().get('/api/videos').set(bearer(child));
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ total: 3, page: 1, pageSize: 20 });
      expect(response.body.data.map((video: { id: number }) => video.id)).toEqual([...ids].reverse());
    });

    it('when a page, a category or a search is asked, then only those videos', async () => {
      const paged = await harness.api().get('/api/videos?page=2&pageSize=2').set(bearer(child));
      expect(paged.body).toMatchObject({ total: 3, page: 2, pageSize: 2 });
      expect(paged.body.data.map((video: { id: number }) => video.id)).toEqual([ids[0]]);

      const byCategory = await harness.api().get(`/api/videos?category=${otherCategoryId}`).set(bearer(child));
      expect(
        byCategory.body.data.map((video: { title: string; category: string }) => [video.title, video.category]),
      ).toEqual([['Beta lesson', 'Stories' + name]]);

      const searched = await harness.api().get('/api/videos?search=STORY').set(bearer(child));
      expect(searched.body.total).toBe(2);

      const blank = await harness.api().get('/api/videos?category=&search=').set(bearer(child));
      expect(blank.body.total).toBe(3);
    });

    it('when a bad query is sent, then 400', async () => {
      const response = await harness.api().get('/api/videos?pageSize=1000').set(bearer(child));
      expect(response.status).toBe(400);
      const category = await harness.api().get('/api/videos?category=x').set(bearer(child));
      expect(category.status).toBe(400);
      expect(category.body.message).toBe('Category must be a number.');
    });

    it('when one video is asked, then it comes back; an unknown id is 404', async () => {
      const response = await harness.api().get(`/api/videos/${ids[1]}`).set(bearer(child));
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ id: ids[1], title: 'Beta lesson', category_id: otherCategoryId });
      const missing = await harness.api().get('/api/videos/999999').set(bearer(child));
      expect(missing.status).toBe(404);
      expect(missing.body.message).toBe('Video not found.');
    });
  });

  describe('editing', () => {
    it('when only text fields are sent as JSON, then they change and the files stay', async () => {
      const { body: video } = await upload();
      const response = await harness
        .api()
        .put(`/api/videos/${video.id}`)
        .set(bearer(admin))
        .send({ title: 'Renamed', category: otherCategoryId });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        title: 'Renamed',
        description: video.description,
        category_id: otherCategoryId,
        category: 'Stories' + name,
        video_url: video.video_url,
        thumbnail_url: video.thumbnail_url,
      });
      expect(existsSync(onDisk(video.video_url))).toBe(true);
    });

    it('when the body carries fields the contract does not take (id, stored paths), then they change nothing', async () => {
      const { body: video } = await upload();
      const response = await harness
        .api()
        .put(`/api/videos/${video.id}`)
        .set(bearer(admin))
        .send({
          title: 'Renamed',
          id: video.id + 1000,
          videoUrl: '/etc/passwd',
          video_url: '/etc/passwd',
          createdBy: 999,
        });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ id: video.id, title: 'Renamed', video_url: video.video_url });
      const stored = await harness.db.models.Video.findByPk(video.id);
      expect(stored?.get('videoUrl')).toBe(unsignedMediaUrl(video.video_url));
      expect(stored?.get('createdBy')).not.toBe(999);
    });

    it('when a new thumbnail is sent, then it replaces the old one, which is deleted', async () => {
      const { body: video } = await upload();
      const response = await harness
        .api()
        .put(`/api/videos/${video.id}`)
        .set(bearer(admin))
        .field('description', 'New words')
        .attach('thumbnail', sampleFiles.jpeg(), 'new.jpg');
      expect(response.status).toBe(200);
      expect(response.body.thumbnail_url).toMatch(/\.jpg$/);
      expect(response.body.description).toBe('New words');
      expect(response.body.video_url).toBe(video.video_url);
      expect(existsSync(onDisk(response.body.thumbnail_url))).toBe(true);
      expect(existsSync(onDisk(video.thumbnail_url))).toBe(false);
      expect(existsSync(onDisk(video.video_url))).toBe(true);
      expect(filesUnder(harness.uploadDir)).toEqual([]);
    });

    it('when captions are added and then replaced, then the video points at the new file and the old one is deleted', async () => {
      const { body: video } = await upload();
      const edit = (bytes: Buffer) =>
        harness.api().put(`/api/videos/${video.id}`).set(bearer(admin)).attach('captions', bytes, 'captions.vtt');
      const added = await edit(sampleFiles.vtt());
      expect(added.status).toBe(200);
      expect(added.body).toMatchObject({ video_url: video.video_url, thumbnail_url: video.thumbnail_url });
      expect(existsSync(onDisk(added.body.captions_url))).toBe(true);
      const replaced = await edit(Buffer.from('WEBVTT\n\n00:00.000 --> 00:01.000\nSalam\n'));
      expect(replaced.body.captions_url).not.toBe(added.body.captions_url);
      expect(existsSync(onDisk(replaced.body.captions_url))).toBe(true);
      expect(existsSync(onDisk(added.body.captions_url))).toBe(false);
      const wrong = await edit(sampleFiles.png());
      expect(wrong.status).toBe(415);
      expect((await harness.api().get(`/api/videos/${video.id}`).set(bearer(admin))).body.captions_url).toBe(
        replaced.body.captions_url,
      );
    });

    it('when a new video file is wrong, too big or the category unknown, then nothing changes', async () => {
      const { body: video } = await upload();
      const put = () => harness.api().put(`/api/videos/${video.id}`).set(bearer(admin));
      await expectRefused(
        put().attach('video', sampleFiles.text(), 'x.mp4'),
        415,
        'Video file must be a video (WebM, MP4, Ogg or QuickTime).',
      );
      await expectRefused(
        put().attach('video', sampleFiles.webm(limits.video + 1), 'x.webm'),
        413,
        'Video file is too large (at most 64 KB).',
      );
      await expectRefused(
        put().field('category', '999999').attach('video', sampleFiles.webm(), 'x.webm'),
        400,
        'The selected category does not exist.',
      );
      await expectRefused(put().send({ title: ' ' }), 400, 'Title is required.');
      await expectRefused(put().send({}), 400, 'Nothing to update.');
      const after = await harness.api().get(`/api/videos/${video.id}`).set(bearer(admin));
      expect(after.body).toEqual(video);
      expect(existsSync(onDisk(video.video_url))).toBe(true);
      expect(existsSync(onDisk(video.thumbnail_url))).toBe(true);
    });

    it('when the video does not exist, then 404 and the upload is not kept', async () => {
      await expectRefused(
        harness.api().put('/api/videos/999999').set(bearer(admin)).attach('video', sampleFiles.webm(), 'x.webm'),
        404,
        'Video not found.',
      );
    });
  });

  describe('deleting', () => {
    it("when an admin deletes a video, then its row, files and the children's progress on it are gone", async () => {
      const { body: video } = await upload({}, { captions: [sampleFiles.vtt(), 'captions.vtt'] });
      const { body: kept } = await upload();
      const { LearningProgress, Assignment } = harness.db.models;
      const now = new Date();
      await LearningProgress.create({
        childId: child.id,
        contentType: 'video',
        contentId: video.id,
        positionSeconds: 42,
        lastSeenAt: now,
      });
      await LearningProgress.create({
        childId: child.id,
        contentType: 'video',
        contentId: kept.id,
        positionSeconds: 7,
        lastSeenAt: now,
      });
      const assignment = await Assignment.create({
        title: 'Watch and draw',
        description: 'd',
        fileUrl: '/media/assignments/a.pdf',
        videoId: video.id,
        dueDate: '2030-01-01',
      });

      const response = await harness.api().delete(`/api/videos/${video.id}`).set(bearer(admin));
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ message: 'Video deleted successfully.' });
      expect(await harness.db.repos.videos.findById(video.id)).toBeNull();
      expect(existsSync(onDisk(video.video_url))).toBe(false);
      expect(existsSync(onDisk(video.thumbnail_url))).toBe(false);
      expect(existsSync(onDisk(video.captions_url))).toBe(false);
      expect(existsSync(onDisk(kept.video_url))).toBe(true);
      expect(await LearningProgress.count({ where: { contentType: 'video', contentId: video.id } })).toBe(0);
      expect(await LearningProgress.count({ where: { contentType: 'video', contentId: kept.id } })).toBe(1);
      // The assignment stays, no longer pointing at the deleted video.
      expect((await Assignment.findByPk(assignment.id, { raw: true }))?.videoId ?? null).toBeNull();

      const again = await harness.api().delete(`/api/videos/${video.id}`).set(bearer(admin));
      expect(again.status).toBe(404);
    });
  });
});
