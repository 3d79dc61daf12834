import { parentSubscriptionEndedMessage } from '@young-minds/contracts';
import { serviceDatabases } from '@young-minds/db/testing';
import {
  type TestFamily,
  type TestSession,
  bearer,
  createAdmin,
  createFamily,
} from '@young-minds/service-kit/src/testing/harness';
import { sampleFiles } from '@young-minds/service-kit/src/testing/files';
import { type ContentHarness, publishAllContent, startContent } from '../test-support';

const plain = (url: string) => url.split('?')[0] ?? url;
const signedPattern = (folder: string) =>
  new RegExp(`^/media/${folder}/[\\w-]+\\.\\w+\\?expires=\\d+&signature=[\\w-]+$`);

/**
 * Paid media (videos, captions, books and their reader pages, worksheets, activity pictures and sounds) are
 * served only through the short-lived signed links the API hands to members of a subscribed family and admins;
 * thumbnails, banners and blog pictures stay public.
 */
describe.each(serviceDatabases())('paid media on $name', ({ name }) => {
  let harness: ContentHarness;
  let clock: Date;
  let admin: TestSession;
  let family: TestFamily;
  let videoId: number;
  let uploaded: { video_url: string; thumbnail_url: string; captions_url: string | null };

  beforeAll(async () => {
    clock = new Date('2026-03-01T12:00:00.000Z');
    harness = await startContent(name, { now: () => clock });
    admin = await createAdmin(harness);
    family = await createFamily(harness);
    const category = await harness.db.repos.categories.create(`Seerah ${name}`);
    if (!category.ok) throw new Error('category');
    const res = await harness
      .api()
      .post('/api/videos/upload')
      .set(bearer(admin))
      .field('title', 'The Hijra')
      .field('description', 'From Makkah to Madinah')
      .field('category', String(category.category.id))
      .attach('thumbnail', sampleFiles.png(), 'thumb.png')
      .attach('video', sampleFiles.webm(4096), 'clip.webm')
      .attach('captions', sampleFiles.vtt(), 'captions.vtt');
    expect(res.status).toBe(201);
    videoId = res.body.id as number;
    uploaded = res.body;
    // Approved by a reviewer (issue 35): families read it.
    await publishAllContent(harness);
  });
  afterAll(() => harness.close());

  test('when anyone asks for an uploaded video by its path alone, then it is refused, never cached as immutable', async () => {
    const anonymous = await harness.api().get(plain(uploaded.video_url));
    expect({ status: anonymous.status, cache: anonymous.headers['cache-control'] }).toEqual({
      status: 403,
      cache: expect.not.stringMatching(/immutable|public/),
    });
    expect(anonymous.body.message).toBe(
      'This link has expired or is not valid. Please open the file again from its page.',
    );
    expect((await harness.api().get(plain(uploaded.captions_url!))).status).toBe(403);
  });

  test('when a child of a subscribed family reads the video, then its links are signed and work (Range included), privately cached', async () => {
    const res = await harness.api().get(`/api/videos/${videoId}`).set(bearer(family.child));
    expect(res.status).toBe(200);
    expect(res.body.video_url).toMatch(signedPattern('videos'));
    expect(res.body.captions_url).toMatch(signedPattern('captions'));
    // The thumbnail stays a plain public url.
    expect(res.body.thumbnail_url).toMatch(/^\/media\/images\/[\w-]+\.png$/);
    expect(plain(res.body.video_url)).toBe(plain(uploaded.video_url));

    const whole = await harness.api().get(res.body.video_url);
    expect(whole.status).toBe(200);
    expect(whole.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    const ranged = await harness.api().get(res.body.video_url).set('Range', 'bytes=0-3');
    expect(ranged.status).toBe(206);
    expect(ranged.headers['content-range']).toBe('bytes 0-3/4096');
    expect(ranged.headers['cache-control']).toMatch(/^private/);

    const thumbnail = await harness.api().get(res.body.thumbnail_url);
    expect(thumbnail.status).toBe(200);
    expect(thumbnail.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test('when a signed link has run out, then it is refused', async () => {
    const res = await harness.api().get(`/api/videos/${videoId}`).set(bearer(family.child));
    const start = clock;
    try {
      clock = new Date(start.getTime() + 2 * 60 * 60 * 1000);
      expect((await harness.api().get(res.body.video_url)).status).toBe(403);
    } finally {
      clock = start;
    }
  });

  test('when a subscribed parent or an admin reads the catalogue, then they get signed links', async () => {
    for (const session of [family.parent, admin]) {
      const list = await harness.api().get('/api/videos').set(bearer(session));
      expect(list.status).toBe(200);
      const mine = (list.body.data as { id: number; video_url: string }[]).find((video) => video.id === videoId);
      expect(mine?.video_url).toMatch(signedPattern('videos'));
      expect((await harness.api().get(mine!.video_url)).status).toBe(200);
    }
  });

  test('when a parent’s family has no active subscription, then the content is refused but the account stays', async () => {
    const ended = await createFamily(harness, { startDate: '2025-01-01' });
    await harness.db.models.Subscription.update({ endDate: '2025-07-01' }, { where: { id: ended.subscriptionId } });
    for (const path of ['/api/videos', `/api/videos/${videoId}`, '/api/books', '/api/assignments']) {
      const res = await harness.api().get(path).set(bearer(ended.parent));
      expect({ path, status: res.status, message: res.body.message }).toEqual({
        path,
        status: 403,
        message: parentSubscriptionEndedMessage,
      });
    }
    // Their own family's pages still answer.
    expect((await harness.api().get('/api/progress/dashboard').set(bearer(ended.parent))).status).toBe(200);
  });

  test('when the API answers with signed links, then the answer is never stored by a shared cache', async () => {
    const res = await harness.api().get(`/api/videos/${videoId}`).set(bearer(family.child));
    expect(res.headers['cache-control'] ?? 'no-store').toMatch(/no-store|private|no-cache/);
  });
});
