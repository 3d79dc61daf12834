import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { childRecitationMessages, mediaTooLargeMessage, mediaWrongKindMessage } from '@young-minds/contracts';
import { serviceDatabases } from '@young-minds/db/testing';
import { createLogger } from '@young-minds/service-kit';
import { sampleFiles } from '@young-minds/service-kit/src/testing/files';
import {
  type TestSession,
  bearer,
  createAdmin,
  createChild,
  createFamily,
} from '@young-minds/service-kit/src/testing/harness';
import { audioSamples, pad } from '../media/audio-samples';
import { createMediaSweeper } from '../media/sweeper';
import { type ContentHarness, startContent } from '../test-support';
import { createRecitationRetention } from './retention';

/** What MediaRecorder writes: WebM (Chromium, Firefox), Ogg Opus (Firefox), MP4 (Safari); only the first bytes matter. */
const recorded = {
  // The EBML header with DocType 'webm'.
  webm: () =>
    pad(
      Buffer.from([
        0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0xf2, 0x81, 0x04, 0x42,
        0xf3, 0x81, 0x08, 0x42, 0x82, 0x84, 0x77, 0x65, 0x62, 0x6d, 0x42, 0x87, 0x81, 0x04, 0x42, 0x85, 0x81, 0x02,
      ]),
    ),
  ogg: audioSamples.opus,
  mp4: () => pad(Buffer.concat([Buffer.from([0, 0, 0, 0x1c]), Buffer.from('ftypiso5'), Buffer.alloc(16)])),
};

interface SentRecitation {
  id: number;
  url: string;
  recordedAt: string;
  kept: boolean;
  deletesAt: string | null;
  review: { stars: number; comment: string | null } | null;
}

/**
 * Reciting to a parent (issue 36): a child's voice, kept private (signed links only), sent once per device key,
 * answered, kept or deleted by the parent, deleted after 90 days unless kept, and gone with the child.
 */
describe.each(serviceDatabases())('recitations on $name', ({ name }) => {
  let harness: ContentHarness;
  let clock: Date;
  const log = createLogger({ service: 'content', level: 'silent' });

  beforeAll(async () => {
    clock = new Date('2026-11-28T10:00:00.000Z');
    harness = await startContent(name, { now: () => clock });
  });
  afterAll(() => harness.close());

  const plain = (url: string) => url.split('?')[0] ?? '';
  const onDisk = (url: string) => join(harness.mediaRoot, plain(url).slice('/media/'.length));
  const voices = () => {
    const folder = join(harness.mediaRoot, 'voices');
    return existsSync(folder) ? readdirSync(folder) : [];
  };
  const sweep = () => createMediaSweeper({ db: harness.db, media: harness.media, log }).processOutbox();

  function send(
    child: TestSession,
    audio: Buffer = recorded.webm(),
    fields: Record<string, string> = {},
    key?: string,
  ) {
    let test = harness.api().post('/api/child/recitations').set(bearer(child));
    if (key) test = test.set('Idempotency-Key', key);
    for (const [field, value] of Object.entries({ surah: '112', ayahFrom: '1', ayahTo: '4', ...fields }))
      test = test.field(field, value);
    return test.attach('audio', audio, { filename: 'recitation', contentType: 'audio/webm' });
  }
  async function sent(child: TestSession, ...rest: Parameters<typeof send> extends [unknown, ...infer R] ? R : never) {
    const res = await send(child, ...rest);
    expect(res.status).toBe(201);
    return res.body.recitation as SentRecitation;
  }
  const recordingsOf = (childId: number) => harness.db.models.ChildRecitation.count({ where: { childId } });

  test.each([
    // Served by its extension: a WebM file is video/webm, which an <audio> element plays as well.
    ['WebM', recorded.webm, 'webm', 'video/webm'],
    ['Ogg Opus', recorded.ogg, 'ogg', 'audio/ogg'],
    ['MP4', recorded.mp4, 'm4a', 'audio/mp4'],
  ])(
    'when a child sends a %s recording, then it is stored as a voice behind a signed link only',
    async (_format, make, extension, type) => {
      const { child } = await createFamily(harness);
      const res = await send(child, make());
      expect(res.status).toBe(201);
      expect(res.body.message).toBe(childRecitationMessages.sent);
      const recitation = res.body.recitation as SentRecitation;
      expect(recitation.url).toMatch(
        new RegExp(`^/media/voices/[0-9a-f-]{36}\\.${extension}\\?expires=\\d+&signature=[\\w-]+$`),
      );
      expect(recitation).toMatchObject({ recordedAt: clock.toISOString(), kept: false, review: null });
      expect(recitation.deletesAt).toBe('2027-02-26T10:00:00.000Z');

      const viaLink = await harness.api().get(recitation.url);
      expect(viaLink.status).toBe(200);
      expect(viaLink.headers['content-type']).toBe(type);
      const bare = await harness.api().get(plain(recitation.url));
      expect(bare.status).toBe(403);
    },
  );

  test('when the offline queue sends a recording twice under one key, then one is stored and both answers name it', async () => {
    const { child } = await createFamily(harness);
    const before = voices().length;
    const first = await sent(child, recorded.ogg(), { recordedAt: '2026-11-27T18:30:00.000+03:00' }, 'key-1');
    const again = await sent(child, recorded.ogg(), { recordedAt: '2026-11-27T18:30:00.000+03:00' }, 'key-1');
    expect(again.id).toBe(first.id);
    expect(first.recordedAt).toBe('2026-11-27T15:30:00.000Z');
    expect(await recordingsOf(child.id)).toBe(1);
    expect(voices()).toHaveLength(before + 1);
    // Another key is another recording; the same key of another child is theirs.
    expect((await sent(child, recorded.ogg(), {}, 'key-2')).id).not.toBe(first.id);
    const { child: other } = await createFamily(harness);
    expect((await sent(other, recorded.ogg(), {}, 'key-1')).id).not.toBe(first.id);
  });

  test('refusals store nothing: no audio, a picture, too large a file, a range beyond the surah', async () => {
    const { child } = await createFamily(harness);
    const before = voices();
    const none = await harness
      .api()
      .post('/api/child/recitations')
      .set(bearer(child))
      .field('surah', '112')
      .field('ayahFrom', '1')
      .field('ayahTo', '4');
    expect(none.status).toBe(400);
    expect(none.body.message).toBe(childRecitationMessages.audioRequired);
    const picture = await send(child, sampleFiles.png());
    expect(picture.status).toBe(415);
    expect(picture.body.message).toBe(mediaWrongKindMessage('voice', 'The recording'));
    const huge = await send(child, pad(recorded.webm(), 20 * 1024 * 1024 + 1));
    expect(huge.status).toBe(413);
    expect(huge.body.message).toBe(mediaTooLargeMessage('voice', 'The recording'));
    expect((await send(child, recorded.webm(), { ayahTo: '5' })).status).toBe(400);
    expect((await send(child, recorded.webm(), { surah: '2' })).status).toBe(404);
    expect((await send(child, recorded.webm(), {}, 'not a key')).status).toBe(400);
    expect(await recordingsOf(child.id)).toBe(0);
    expect(voices()).toEqual(before);
  });

  test('the parent answers, keeps and deletes; the child sees the answer; the file goes with the delete', async () => {
    const { parent, child } = await createFamily(harness);
    const recitation = await sent(child);
    const base = `/api/parent/children/${child.id}/recitations/${recitation.id}`;

    const review = await harness
      .api()
      .put(`${base}/review`)
      .set(bearer(parent))
      .send({ stars: 3, comment: 'MashaAllah!' });
    expect(review.status).toBe(200);
    expect(review.body.review).toMatchObject({ stars: 3, comment: 'MashaAllah!' });
    const mine = await harness.api().get('/api/child/recitations').set(bearer(child));
    expect(mine.body.data[0].review).toMatchObject({ stars: 3, comment: 'MashaAllah!' });

    const kept = await harness.api().put(`${base}/keep`).set(bearer(parent)).send({ kept: true });
    expect(kept.body).toMatchObject({ kept: true, deletesAt: null });

    const listed = await harness.api().get(`/api/parent/children/${child.id}/recitations`).set(bearer(parent));
    expect(listed.body).toMatchObject({ total: 1, data: [{ id: recitation.id, kept: true }] });
    expect((await harness.api().get(listed.body.data[0].url)).status).toBe(200);

    const { parent: stranger } = await createFamily(harness);
    expect((await harness.api().delete(base).set(bearer(stranger))).status).toBe(403);
    const sibling = await createChild(harness, parent, 'Zaid');
    const wrongChild = `/api/parent/children/${sibling.id}/recitations/${recitation.id}`;
    expect((await harness.api().delete(wrongChild).set(bearer(parent))).status).toBe(404);
    expect(existsSync(onDisk(recitation.url))).toBe(true);

    const removed = await harness.api().delete(base).set(bearer(parent));
    expect(removed.body).toEqual({ message: childRecitationMessages.removed });
    expect(existsSync(onDisk(recitation.url))).toBe(false);
    expect((await harness.api().delete(base).set(bearer(parent))).status).toBe(404);
  });

  test('retention: 90 days after it was recorded an unkept recording and its file go; a kept or younger one stays', async () => {
    const { parent, child } = await createFamily(harness);
    const old = await sent(child, recorded.webm(), { recordedAt: '2026-08-29T09:00:00.000Z' });
    const oldKept = await sent(child, recorded.webm(), { recordedAt: '2026-08-29T09:00:00.000Z' });
    const recent = await sent(child, recorded.webm(), { recordedAt: '2026-09-01T09:00:00.000Z' });
    await harness
      .api()
      .put(`/api/parent/children/${child.id}/recitations/${oldKept.id}/keep`)
      .set(bearer(parent))
      .send({ kept: true });

    // 2026-11-28 10:00 minus 90 days is 2026-08-30 10:00: only `old` (and `oldKept`, kept) are older.
    const retention = createRecitationRetention({ repos: harness.db.serviceRepos.content, now: () => clock });
    expect(await retention.run()).toBeGreaterThanOrEqual(1);
    await sweep();

    const left = await harness.db.repos.childRecitations.listForChild(child.id, { page: 1, pageSize: 10 });
    expect(left.rows.map((row) => row.id).sort()).toEqual([oldKept.id, recent.id].sort());
    expect(existsSync(onDisk(old.url))).toBe(false);
    expect(existsSync(onDisk(oldKept.url))).toBe(true);
    expect(existsSync(onDisk(recent.url))).toBe(true);
  });

  test('when a child or a whole family is deleted, then their recordings and files go; other families’ stay', async () => {
    const { parent, child } = await createFamily(harness);
    const sibling = await createChild(harness, parent, 'Zaid');
    const { child: neighbour } = await createFamily(harness);
    const mine = await sent(child);
    const siblings = await sent(sibling);
    const neighbours = await sent(neighbour);
    await harness.api().put('/api/child/hifz/112/1').set(bearer(child)).send({ status: 'memorized' });

    await harness.db.repos.families.removeChild(child.id);
    await sweep();
    expect(await recordingsOf(child.id)).toBe(0);
    expect(await harness.db.repos.hifz.listForChild(child.id)).toEqual([]);
    expect(existsSync(onDisk(mine.url))).toBe(false);
    expect(existsSync(onDisk(siblings.url))).toBe(true);

    await harness.db.repos.families.removeParent(parent.id);
    await sweep();
    expect(existsSync(onDisk(siblings.url))).toBe(false);
    expect(existsSync(onDisk(neighbours.url))).toBe(true);
  });

  test('a recording’s link runs out; an admin reads any child’s recordings, a stranger none', async () => {
    const { child } = await createFamily(harness);
    const recitation = await sent(child);
    const admin = await createAdmin(harness);
    const listed = await harness.api().get(`/api/parent/children/${child.id}/recitations`).set(bearer(admin));
    expect(listed.body.data.map((row: SentRecitation) => row.id)).toEqual([recitation.id]);
    const { parent: stranger } = await createFamily(harness);
    expect((await harness.api().get(`/api/parent/children/${child.id}/recitations`).set(bearer(stranger))).status).toBe(
      403,
    );
    const start = clock;
    try {
      clock = new Date(start.getTime() + 2 * 60 * 60 * 1000);
      expect((await harness.api().get(recitation.url)).status).toBe(403);
    } finally {
      clock = start;
    }
  });

  test('the orphan sweep leaves a recording’s file alone: a row still names it', async () => {
    const { child } = await createFamily(harness);
    const recitation = await sent(child);
    const later = clock;
    clock = new Date(later.getTime() + 2 * 60 * 60 * 1000);
    try {
      await createMediaSweeper({ db: harness.db, media: harness.media, log, now: () => clock }).sweepOrphans();
    } finally {
      clock = later;
    }
    expect(existsSync(onDisk(recitation.url))).toBe(true);
  });
});
