import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { activityMessages, activityPlaySchema, activityResultSchema } from '@young-minds/contracts';
import { createLogger } from '@young-minds/service-kit';
import { serviceDatabases } from '@young-minds/db/testing';
import { sampleFiles } from '@young-minds/service-kit/src/testing/files';
import { type TestSession, bearer, createAdmin, createFamily } from '@young-minds/service-kit/src/testing/harness';
import { audioSamples } from '../media/audio-samples';
import { createMediaSweeper } from '../media/sweeper';
import { type ContentHarness, publishAllContent, startContent, unpublishAllContent } from '../test-support';

const log = createLogger({ service: 'content', level: 'silent' });

/** Every key anywhere in a JSON value (objects in arrays included). */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)]);
}

describe.each(serviceDatabases())('activities on $name', ({ name }) => {
  let harness: ContentHarness;
  let admin: TestSession;
  let parent: TestSession;
  let child: TestSession;
  let category: number;
  /** Every body a child received, to prove no answer ever reached one. */
  const childBodies: unknown[] = [];

  beforeAll(async () => {
    harness = await startContent(name);
    admin = await createAdmin(harness);
    ({ parent, child } = await createFamily(harness));
    category = (await harness.db.models.Category.create({ name: `Manners ${name}` })).id;
  });
  afterAll(() => harness.close());

  const onDisk = (url: string) => join(harness.mediaRoot, url.replace('/media/', '').split('?')[0] ?? '');

  async function upload(field: 'image' | 'audio', bytes: Buffer = sampleFiles.png(), session = admin) {
    return harness
      .api()
      .post('/api/activities/media')
      .set(bearer(session))
      .attach(field, bytes, field === 'image' ? 'picture.png' : 'sound.mp3');
  }
  async function uploaded(field: 'image' | 'audio' = 'image', bytes?: Buffer): Promise<string> {
    const response = await upload(field, bytes ?? (field === 'image' ? sampleFiles.png() : audioSamples.id3()));
    expect(response.status).toBe(201);
    // The stored url (the answer's is a signed link to it; the service takes either back).
    return (response.body.url as string).split('?')[0]!;
  }

  interface Card {
    id: string;
    text: string;
    audio_url?: string;
  }
  const card = (id: string, extra: Partial<Card> = {}): Card => ({ id, text: id.toUpperCase(), ...extra });

  async function matchBody() {
    const fajr = await uploaded();
    const isha = await uploaded();
    const sound = await uploaded('audio');
    return {
      title: 'The prayers',
      prompt: 'Match each name to its picture.',
      status: 'published',
      linked_categories: [category],
      content: {
        kind: 'match',
        choices: [card('fajr', { audio_url: sound }), card('isha'), card('asr')],
        targets: [
          { id: 'dawn', image_url: fajr, image_alt: 'The sky at dawn' },
          { id: 'night', image_url: isha, image_alt: 'The night sky' },
        ],
        answer: [
          { choice: 'fajr', target: 'dawn' },
          { choice: 'isha', target: 'night' },
        ],
      },
    };
  }

  async function revealBody() {
    const picture = await uploaded();
    return {
      title: 'Which book?',
      prompt: 'Uncover the cover and pick its name.',
      status: 'published',
      linked_categories: [category],
      content: {
        kind: 'revealMatch',
        targets: [{ id: 'cover', image_url: picture, image_alt: 'A green book cover' }],
        choices: [card('quran'), card('hadith'), card('seerah')],
        reveal: { style: 'tiles', steps: 6 },
        answer: [{ choice: 'quran', target: 'cover' }],
      },
    };
  }

  const tilesBody = {
    title: 'Good manners',
    prompt: 'Put the words in the gaps.',
    status: 'published',
    content: {
      kind: 'fillBlanks',
      passage: 'We say [[g1]] before we eat and [[g2]] after.',
      entry: 'tiles',
      gaps: [{ id: 'g1' }, { id: 'g2' }],
      choices: [card('bismillah'), card('alhamdulillah'), card('salam')],
      answer: [
        { choice: 'bismillah', target: 'g1' },
        { choice: 'alhamdulillah', target: 'g2' },
      ],
    },
  };

  const typedBody = {
    title: 'Ramadan words',
    prompt: 'Type the missing word.',
    status: 'published',
    content: {
      kind: 'fillBlanks',
      passage: 'The meal before dawn is [[g1]].',
      entry: 'typed',
      gaps: [{ id: 'g1', accepted: ['Suhoor', 'Suhur'] }],
    },
  };

  // The static bodies above are built before the category exists: their category is added here.
  const create = (body: object, session = admin) =>
    harness
      .api()
      .post('/api/activities')
      .set(bearer(session))
      .send({ linked_categories: [category], ...body });
  /** An activity made and approved by a reviewer (issue 35); its `status` still says whether it is live. */
  async function created(body: object): Promise<number> {
    const response = await create(body);
    expect(response.status).toBe(201);
    await publishAllContent(harness);
    return response.body.activity.id as number;
  }

  const asChild = {
    list: async (query = '') => {
      const response = await harness.api().get(`/api/child/activities${query}`).set(bearer(child));
      childBodies.push(response.body);
      return response;
    },
    play: async (id: number) => {
      const response = await harness.api().get(`/api/child/activities/${id}`).set(bearer(child));
      childBodies.push(response.body);
      return response;
    },
    submit: async (id: number, body: object) => {
      const response = await harness.api().post(`/api/child/activities/${id}/submit`).set(bearer(child)).send(body);
      childBodies.push(response.body);
      return response;
    },
  };

  const counts = async () => ({
    activities: await harness.db.models.Activity.count(),
    links: await harness.db.models.ActivityCategory.count(),
    claimed: await harness.db.models.ActivityMedia.count({ where: { activityId: null } }).then(
      async (free) => (await harness.db.models.ActivityMedia.count()) - free,
    ),
  });

  it('when an admin uploads a picture or a sound, then it is stored and answered with its url and kind', async () => {
    const picture = await upload('image');
    expect(picture.status).toBe(201);
    // Pictures of activities are paid content, in their own folder (thumbnails stay public in 'images').
    expect(picture.body).toEqual({
      url: expect.stringMatching(/^\/media\/activity-images\/.+\.png\?expires=\d+&signature=[\w-]+$/),
      kind: 'image',
    });
    expect((await harness.api().get(picture.body.url.split('?')[0])).status).toBe(403);
    expect((await harness.api().get(picture.body.url)).status).toBe(200);
    expect(existsSync(onDisk(picture.body.url))).toBe(true);
    const sound = await upload('audio', audioSamples.wav());
    expect(sound.body).toEqual({
      url: expect.stringMatching(/^\/media\/audio\/.+\.wav\?expires=\d+&signature=[\w-]+$/),
      kind: 'audio',
    });
    expect(
      await harness.db.models.ActivityMedia.count({ where: { url: sound.body.url.split('?')[0], activityId: null } }),
    ).toBe(1);
  });

  it('when an upload is no sound, two files or none, then it is refused and nothing is kept', async () => {
    const before = await harness.db.models.ActivityMedia.count();
    const wrong = await upload('audio', sampleFiles.png());
    expect({ status: wrong.status, message: wrong.body.message }).toEqual({
      status: 415,
      message: 'The file must be a sound (MP3, Ogg, WAV or M4A).',
    });
    const none = await harness.api().post('/api/activities/media').set(bearer(admin)).field('x', 'y');
    expect({ status: none.status, message: none.body.message }).toEqual({
      status: 400,
      message: activityMessages.mediaRequired,
    });
    const both = await harness
      .api()
      .post('/api/activities/media')
      .set(bearer(admin))
      .attach('image', sampleFiles.png(), 'a.png')
      .attach('audio', audioSamples.id3(), 'a.mp3');
    expect(both.status).toBe(400);
    expect(await harness.db.models.ActivityMedia.count()).toBe(before);
  });

  it('when the form sends back the signed links it was given, then the plain urls are stored and answered signed again', async () => {
    const body = await matchBody();
    const signedPicture = (await upload('image')).body.url as string;
    body.content.targets[0]!.image_url = signedPicture;
    const response = await create(body);
    expect(response.status).toBe(201);
    const stored = await harness.db.repos.activities.findById(response.body.activity.id as number);
    const target = stored?.content.kind === 'match' ? stored.content.targets[0] : undefined;
    expect(target?.image_url).toBe(signedPicture.split('?')[0]);
    expect(response.body.activity.content.targets[0].image_url).toMatch(/^\/media\/activity-images\/.+\?expires=/);
    // Gone again: the tests below count the activities of each kind.
    expect((await harness.api().delete(`/api/activities/${response.body.activity.id}`).set(bearer(admin))).status).toBe(
      200,
    );
  });

  it('when an admin creates one activity of each kind, then each is stored with its answer and claims its files', async () => {
    for (const body of [await matchBody(), await revealBody(), tilesBody, typedBody]) {
      const response = await create(body);
      expect(response.status).toBe(201);
      expect(response.body.message).toBe(activityMessages.created);
      const fetched = await harness.api().get(`/api/activities/${response.body.activity.id}`).set(bearer(admin));
      expect(fetched.status).toBe(200);
      expect(fetched.body).toMatchObject({
        title: body.title,
        kind: body.content.kind,
        status: 'published',
        language: 'en',
        direction: 'ltr',
        linked_categories: [category],
        categories: [{ id: category, name: `Manners ${name}` }],
      });
      expect(fetched.body.content.kind).toBe(body.content.kind);
      expect(keysOf(fetched.body.content)).toContain(body.content.kind === 'fillBlanks' ? 'gaps' : 'answer');
    }
    const match = await harness.api().get('/api/activities?kind=match').set(bearer(admin));
    expect(match.body.data.map((row: { kind: string }) => row.kind)).toEqual(['match']);
    expect(match.body.data[0].cover_url).toMatch(/^\/media\/activity-images\/.+\?expires=\d+&signature=/);
  });

  it.each([
    [
      'no categories',
      (body: Record<string, unknown>) => ({ ...body, linked_categories: [] }),
      activityMessages.selectCategory,
    ],
    [
      'an unknown category',
      (body: Record<string, unknown>) => ({ ...body, linked_categories: [999_999] }),
      activityMessages.unknownCategories,
    ],
    [
      'a card id used twice',
      (body: Record<string, unknown>) => ({
        ...body,
        content: { ...tilesBody.content, choices: [card('g1'), card('b')] },
      }),
      activityMessages.cardIdsUnique,
    ],
    [
      'gaps that are not the passage tokens',
      (body: Record<string, unknown>) => ({
        ...body,
        content: { ...tilesBody.content, gaps: [{ id: 'g2' }, { id: 'g1' }] },
      }),
      activityMessages.gapsMatchPassage,
    ],
    [
      'a gap without its tile',
      (body: Record<string, unknown>) => ({
        ...body,
        content: { ...tilesBody.content, answer: [{ choice: 'bismillah', target: 'g1' }] },
      }),
      activityMessages.tilesNeedAnswer,
    ],
    [
      'typed gaps without accepted answers',
      (body: Record<string, unknown>) => ({ ...body, content: { ...typedBody.content, gaps: [{ id: 'g1' }] } }),
      activityMessages.typedNeedsAccepted,
    ],
    [
      'an answer naming a card of no activity',
      (body: Record<string, unknown>) => ({
        ...body,
        content: { ...tilesBody.content, answer: [{ choice: 'zzz', target: 'g1' }] },
      }),
      activityMessages.pairUnknownCard,
    ],
    [
      'a picture that was never uploaded',
      (body: Record<string, unknown>) => ({
        ...body,
        content: {
          ...tilesBody.content,
          choices: [...tilesBody.content.choices, { id: 'pic', image_url: '/media/images/nope.png', image_alt: 'x' }],
        },
      }),
      activityMessages.unknownMedia,
    ],
    [
      'a picture without a description',
      (body: Record<string, unknown>) => ({
        ...body,
        content: {
          ...tilesBody.content,
          choices: [...tilesBody.content.choices, { id: 'pic', image_url: '/media/images/nope.png' }],
        },
      }),
      activityMessages.pictureNeedsAlt,
    ],
    [
      'a kind that does not exist',
      (body: Record<string, unknown>) => ({ ...body, content: { kind: 'quiz' } }),
      'The kind must be match, revealMatch or fillBlanks.',
    ],
  ])('when an activity has %s, then 400 says so and nothing is written', async (_case, change, message) => {
    const before = await counts();
    const response = await create(change(tilesBody));
    expect({ status: response.status, message: response.body.message }).toEqual({ status: 400, message });
    expect(await counts()).toEqual(before);
  });

  it('when a reveal has no hidden picture or targets are answered twice, then 400 with the rule', async () => {
    const reveal = await revealBody();
    const noPicture = await create({
      ...reveal,
      content: { ...reveal.content, targets: [{ id: 'cover', text: 'Cover' }] },
    });
    expect(noPicture.body.message).toBe(activityMessages.revealNeedsPicture);
    const match = await matchBody();
    const twice = await create({
      ...match,
      content: {
        ...match.content,
        answer: [
          { choice: 'fajr', target: 'dawn' },
          { choice: 'fajr', target: 'night' },
        ],
      },
    });
    expect(twice.body.message).toBe(activityMessages.everyTargetOnce);
  });

  it("when an activity uses another activity's picture, then 400 unknownMedia", async () => {
    const first = await matchBody();
    await created(first);
    const second = await create({ ...tilesBody, content: { ...first.content } });
    expect({ status: second.status, message: second.body.message }).toEqual({
      status: 400,
      message: activityMessages.unknownMedia,
    });
  });

  it('when an activity is a draft or does not fit the child, then the child neither lists nor plays it (404)', async () => {
    const draft = await created({ ...tilesBody, title: 'Draft words', status: 'draft' });
    const older = await created({ ...tilesBody, title: 'For older ones', age_band: '9-12' });
    const listed = (await asChild.list('?pageSize=100')).body.data.map((row: { id: number }) => row.id);
    expect(listed).not.toContain(draft);
    expect(listed).not.toContain(older);
    for (const id of [draft, older, 999_999]) {
      const response = await asChild.play(id);
      expect({ status: response.status, message: response.body.message }).toEqual({
        status: 404,
        message: activityMessages.notFound,
      });
      expect((await asChild.submit(id, {})).status).toBe(404);
    }
    // Published (and approved by a reviewer, issue 35), it shows.
    await unpublishAllContent(harness);
    const update = await harness
      .api()
      .put(`/api/activities/${draft}`)
      .set(bearer(admin))
      .send({ ...tilesBody, linked_categories: [category], title: 'Draft words' });
    expect(update.status).toBe(200);
    await publishAllContent(harness);
    expect((await asChild.list('?pageSize=100')).body.data.map((row: { id: number }) => row.id)).toContain(draft);
    expect((await asChild.play(draft)).status).toBe(200);
  });

  it('when a child plays, then the cards come without the answer, in the same order on every load', async () => {
    const id = await created(await matchBody());
    const first = await asChild.play(id);
    expect(first.status).toBe(200);
    expect(activityPlaySchema.parse(first.body).content.kind).toBe('match');
    expect(keysOf(first.body)).not.toContain('answer');
    expect(first.body).toMatchObject({ prompt: 'Match each name to its picture.', bestScore: null, bestStars: null });
    const again = await asChild.play(id);
    expect(again.body.content.choices).toEqual(first.body.content.choices);
    const typed = await asChild.play(await created(typedBody));
    expect(keysOf(typed.body)).not.toContain('accepted');
    expect(typed.body.content.gaps).toEqual([{ id: 'g1' }]);
  });

  it('when a child submits, then it is graded, stored with progress, and counted for the child and the parent', async () => {
    const id = await created(await matchBody());
    const wrong = await asChild.submit(id, {
      pairs: [
        { choice: 'asr', target: 'dawn' },
        { choice: 'isha', target: 'night' },
      ],
      seconds: 40,
    });
    expect(wrong.status).toBe(201);
    expect(activityResultSchema.parse(wrong.body)).toMatchObject({
      activityId: id,
      correct: 1,
      total: 2,
      score: 50,
      stars: 1,
      attempts: 1,
      bestScore: 50,
    });
    expect(wrong.body.items).toEqual([
      { target: 'dawn', given: 'asr', correct: false, expected: 'fajr' },
      { target: 'night', given: 'isha', correct: true, expected: 'isha' },
    ]);
    const right = await asChild.submit(id, {
      pairs: [
        { choice: 'fajr', target: 'dawn' },
        { choice: 'isha', target: 'night' },
      ],
    });
    expect(right.body).toMatchObject({ score: 100, stars: 3, attempts: 2, bestScore: 100 });

    const progress = await harness.db.models.LearningProgress.findOne({
      where: { childId: child.id, contentType: 'activity', contentId: id },
    });
    expect(progress?.get({ plain: true })).toMatchObject({ completed: true, score: 100 });
    expect(await harness.db.models.ActivityAttempt.count({ where: { activityId: id } })).toBe(2);

    const row = (await asChild.list('?kind=match&pageSize=100')).body.data.find(
      (item: { id: number }) => item.id === id,
    );
    expect(row).toMatchObject({ bestScore: 100, lastScore: 100, bestStars: 3 });

    const overview = await harness.api().get('/api/child/overview').set(bearer(child));
    expect(overview.body.starsByKind.activity).toBeGreaterThanOrEqual(3);

    const report = await harness.api().get(`/api/progress/children/${child.id}`).set(bearer(parent));
    expect(report.status).toBe(200);
    expect(report.body.summary.byKind.activity).toMatchObject({ started: 1, attempts: 2, averageScore: 75 });
    expect(report.body.recent[0]).toMatchObject({ contentType: 'activity', contentId: id, score: 100 });
    const dashboard = await harness.api().get('/api/progress/dashboard').set(bearer(parent));
    expect(dashboard.body.children[0].byKind.activity).toMatchObject({ started: 1, attempts: 2, averageScore: 75 });
    expect(dashboard.body.recentActivity[0]).toMatchObject({
      contentType: 'activity',
      contentId: id,
      title: 'The prayers',
    });
  });

  it('when a child names the hidden book after few or many reveals, then fewer reveals earn more stars', async () => {
    const id = await created(await revealBody());
    const pick = (choice: string, reveals: number) =>
      asChild.submit(id, { pairs: [{ choice, target: 'cover' }], reveals });
    expect((await pick('quran', 2)).body.stars).toBe(3);
    expect((await pick('quran', 4)).body.stars).toBe(2);
    expect((await pick('quran', 6)).body.stars).toBe(1);
    expect((await pick('hadith', 0)).body).toMatchObject({ stars: 0, score: 0 });
    const tooMany = await pick('quran', 7);
    expect({ status: tooMany.status, message: tooMany.body.message }).toEqual({
      status: 400,
      message: activityMessages.revealsTooMany,
    });
  });

  it('when a submission is not a valid answer, then 400 with its message and nothing is stored', async () => {
    const id = await created(tilesBody);
    const before = await harness.db.models.ActivityAttempt.count();
    const foreign = await asChild.submit(id, { pairs: [{ choice: 'nope', target: 'g1' }] });
    expect(foreign.body.message).toBe(activityMessages.answerUnknownCard);
    const twice = await asChild.submit(id, {
      pairs: [
        { choice: 'bismillah', target: 'g1' },
        { choice: 'bismillah', target: 'g2' },
      ],
    });
    expect({ status: twice.status, message: twice.body.message }).toEqual({
      status: 400,
      message: activityMessages.answerEveryTarget,
    });
    expect(await harness.db.models.ActivityAttempt.count()).toBe(before);
    const typedId = await created(typedBody);
    const typed = await asChild.submit(typedId, { typed: [{ gap: 'g1', text: '  suhur ' }] });
    expect(typed.body).toMatchObject({ score: 100, stars: 3 });
  });

  it('when an admin edits out a picture or deletes the activity, then rows go and the sweeper deletes the files', async () => {
    const body = await matchBody();
    const id = await created(body);
    await asChild.submit(id, { pairs: [{ choice: 'fajr', target: 'dawn' }] });
    const [dawn, night] = body.content.targets.map((target) => target.image_url) as [string, string];
    const sound = body.content.choices[0]!.audio_url!;
    const replacement = await uploaded();
    // A draft again: the edit applies in place (a published activity's edit waits for review).
    await unpublishAllContent(harness);
    const edited = await harness
      .api()
      .put(`/api/activities/${id}`)
      .set(bearer(admin))
      .send({
        ...body,
        content: {
          ...body.content,
          targets: [body.content.targets[0], { ...body.content.targets[1], image_url: replacement }],
        },
      });
    expect(edited.status).toBe(200);
    expect(edited.body.message).toBe(activityMessages.updated);
    const sweeper = createMediaSweeper({ db: harness.db, media: harness.media, log });
    await sweeper.processOutbox();
    expect([dawn, night, replacement, sound].map((url) => existsSync(onDisk(url)))).toEqual([true, false, true, true]);

    const removed = await harness.api().delete(`/api/activities/${id}`).set(bearer(admin));
    expect(removed.body).toEqual({ message: activityMessages.deleted });
    await sweeper.processOutbox();
    expect([dawn, replacement, sound].map((url) => existsSync(onDisk(url)))).toEqual([false, false, false]);
    const { Activity, ActivityAttempt, ActivityCategory, ActivityMedia, LearningProgress } = harness.db.models;
    expect([
      await Activity.count({ where: { id } }),
      await ActivityAttempt.count({ where: { activityId: id } }),
      await ActivityCategory.count({ where: { activityId: id } }),
      await ActivityMedia.count({ where: { activityId: id } }),
      await LearningProgress.count({ where: { contentType: 'activity', contentId: id } }),
    ]).toEqual([0, 0, 0, 0, 0]);
    expect((await harness.api().delete(`/api/activities/${id}`).set(bearer(admin))).status).toBe(404);
  });

  it('when an activity gets its own cover, then tiles lead with it; an edit that leaves it out keeps it, a new one replaces it', async () => {
    const body = await matchBody();
    const cover = await uploaded();
    const id = await created({ ...body, cover_image: cover });
    const listed = await harness.api().get('/api/child/activities').set(bearer(child));
    const row = listed.body.data.find((one: { id: number }) => one.id === id);
    expect(row.cover_image.split('?')[0]).toBe(cover);
    // The tile's picture is the cover, not the first card's.
    expect(row.cover_url.split('?')[0]).toBe(cover);
    expect(row.cover_url).toMatch(/\?expires=\d+&signature=/);

    await unpublishAllContent(harness);
    const kept = await harness.api().put(`/api/activities/${id}`).set(bearer(admin)).send(body);
    expect(kept.body.activity.cover_image.split('?')[0]).toBe(cover);
    const replacement = await uploaded();
    // The form sends back the signed link it was given: the service stores the plain path.
    const signed = (await harness.api().get(`/api/activities/${id}`).set(bearer(admin))).body.cover_image as string;
    expect(signed.split('?')[0]).toBe(cover);
    const replaced = await harness
      .api()
      .put(`/api/activities/${id}`)
      .set(bearer(admin))
      .send({ ...body, cover_image: replacement });
    expect(replaced.body.activity.cover_image.split('?')[0]).toBe(replacement);
    const sweeper = createMediaSweeper({ db: harness.db, media: harness.media, log });
    await sweeper.processOutbox();
    expect([cover, replacement].map((url) => existsSync(onDisk(url)))).toEqual([false, true]);

    // A cover that is not an activity upload is refused, as a card's picture would be.
    const foreign = await harness
      .api()
      .put(`/api/activities/${id}`)
      .set(bearer(admin))
      .send({ ...body, cover_image: '/media/images/nope.png' });
    expect({ status: foreign.status, message: foreign.body.message }).toEqual({
      status: 400,
      message: activityMessages.unknownMedia,
    });

    const cleared = await harness
      .api()
      .put(`/api/activities/${id}`)
      .set(bearer(admin))
      .send({ ...body, cover_image: null });
    expect(cleared.body.activity.cover_image).toBeNull();
    await sweeper.processOutbox();
    expect(existsSync(onDisk(replacement))).toBe(false);
  });

  it('when an upload stays unclaimed for over a day, then the sweeper deletes it; a younger or claimed one stays', async () => {
    const old = await uploaded();
    const young = await uploaded();
    const body = await matchBody();
    await created(body);
    const claimed = body.content.targets[0]!.image_url;
    const day = 24 * 60 * 60 * 1000;
    await harness.db.models.ActivityMedia.update(
      { uploadedAt: new Date(harness.clock.now().getTime() - day - 1000) },
      { where: { url: [old, claimed] } },
    );
    await createMediaSweeper({ db: harness.db, media: harness.media, log, now: () => harness.clock.now() }).run();
    expect([old, young, claimed].map((url) => existsSync(onDisk(url)))).toEqual([false, true, true]);
    expect(await harness.db.models.ActivityMedia.count({ where: { url: old } })).toBe(0);
  });

  it('no answer ever reached a child (every child response of this suite walked)', () => {
    expect(childBodies.length).toBeGreaterThan(20);
    const keys = new Set(childBodies.flatMap(keysOf));
    expect(keys.has('answer')).toBe(false);
    expect(keys.has('accepted')).toBe(false);
    // The walk would see them: the result of a submission does carry the graded items.
    expect(keys.has('expected')).toBe(true);
  });
});
