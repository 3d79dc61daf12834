import {
  type ContentAgeBand,
  assignmentMessages,
  bookMessages,
  quizMessages,
  videoMessages,
} from '@young-minds/contracts';
import { serviceDatabases } from '@young-minds/db/testing';
import {
  type TestSession,
  bearer,
  createAdmin,
  createChild,
  createFamily,
} from '@young-minds/service-kit/src/testing/harness';
import { type ContentHarness, publishAllContent, startContent } from '../test-support';

type Kind = 'videos' | 'books' | 'quizzes' | 'assignments';
interface Flags {
  ageBand: ContentAgeBand;
  musicFree: boolean;
}

const notFoundMessage: Record<Kind, string> = {
  videos: videoMessages.notFound,
  books: bookMessages.notFound,
  quizzes: quizMessages.notFound,
  assignments: assignmentMessages.notFound,
};

/** Writes one item of a kind with the given flags straight through its repository; answers its id. */
async function createItem(harness: ContentHarness, kind: Kind, title: string, categoryId: number, flags: Flags) {
  const { repos } = harness.db;
  switch (kind) {
    case 'videos': {
      const created = await repos.videos.create({
        title,
        description: 'A video',
        categoryId,
        videoUrl: '/media/videos/clip.webm',
        thumbnailUrl: '/media/images/thumb.png',
        createdBy: null,
        ...flags,
      });
      if (!created.ok) throw new Error(created.reason);
      return created.video.id;
    }
    case 'books': {
      const created = await repos.books.create({
        title,
        author: 'An author',
        categoryId,
        pages: 10,
        thumbnailUrl: '/media/images/thumb.png',
        fileUrl: '/media/books/book.pdf',
        ...flags,
      });
      if (!created.ok) throw new Error(created.reason);
      return created.book.id;
    }
    case 'quizzes': {
      const question = { question: 'Q?', optionA: 'a', optionB: 'b', optionC: 'c', optionD: 'd' } as const;
      const created = await repos.quizzes.create(
        { title, categoryIds: [categoryId], questions: [{ ...question, correctOption: 'A' }], ...flags },
        null,
      );
      if (!created.ok) throw new Error(created.reason);
      return created.quiz.id;
    }
    case 'assignments': {
      const created = await repos.assignments.create({
        title,
        description: 'A worksheet',
        videoId: null,
        dueDate: '2030-01-31',
        categoryIds: [categoryId],
        fileUrl: '/media/assignments/sheet.pdf',
        ...flags,
      });
      if (!created.ok) throw new Error(created.reason);
      return created.assignment.id;
    }
  }
}

/** The catalogue of each test: every band, with and without music (named after their flags). */
const catalogue: [string, Flags][] = [
  ['all', { ageBand: 'all', musicFree: false }],
  ['all music-free', { ageBand: 'all', musicFree: true }],
  ['3-5', { ageBand: '3-5', musicFree: false }],
  ['3-5 music-free', { ageBand: '3-5', musicFree: true }],
  ['6-8 music-free', { ageBand: '6-8', musicFree: true }],
  ['9-12', { ageBand: '9-12', musicFree: false }],
];

describe.each(serviceDatabases())('what a child sees on $name', ({ name }) => {
  let harness: ContentHarness;
  let admin: TestSession;
  let parent: TestSession;
  /** 4 years old, no band chosen: '3-5' by age. */
  let fourYearOld: TestSession;
  /** 7 years old, music-free only. */
  let musicFreeSibling: TestSession;
  /** 4 years old, but the parent chose '9-12' (the chosen band wins over the age). */
  let chosenBand: TestSession;
  let categoryId: number;

  async function setChild(
    child: TestSession,
    settings: { age: number; ageBand: string | null; musicFreeOnly: boolean },
  ) {
    await harness.db.models.User.update(settings, { where: { id: child.id } });
  }

  beforeAll(async () => {
    harness = await startContent(name);
    admin = await createAdmin(harness);
    const family = await createFamily(harness);
    parent = family.parent;
    fourYearOld = family.child;
    musicFreeSibling = await createChild(harness, parent, 'Yusuf');
    chosenBand = (await createFamily(harness)).child;
    await setChild(fourYearOld, { age: 4, ageBand: null, musicFreeOnly: false });
    await setChild(musicFreeSibling, { age: 7, ageBand: null, musicFreeOnly: true });
    await setChild(chosenBand, { age: 4, ageBand: '9-12', musicFreeOnly: false });
    const category = await harness.db.repos.categories.create(`Audience ${name}`);
    if (!category.ok) throw new Error('category');
    categoryId = category.category.id;
  });
  afterAll(() => harness.close());

  describe.each<Kind>(['videos', 'books', 'quizzes', 'assignments'])('%s', (kind) => {
    /** Title → id of this kind's catalogue; the titles carry the kind so a search finds only them. */
    const ids = new Map<string, number>();
    const marker = `flagged ${kind}`;

    beforeAll(async () => {
      // One by one, so the newest-first order is the catalogue's order reversed.
      for (const [label, flags] of catalogue) {
        ids.set(label, await createItem(harness, kind, `${marker} ${label}`, categoryId, flags));
      }
      // Approved by a reviewer (issue 35): what families see is then narrowed by the flags alone.
      await publishAllContent(harness);
    });

    async function titlesSeenBy(user: TestSession, page = 1, pageSize = 20) {
      const response = await harness
        .api()
        .get(`/api/${kind}`)
        .query({ search: marker, page, pageSize })
        .set(bearer(user));
      expect(response.status).toBe(200);
      return {
        titles: (response.body.data as { title: string }[]).map((row) => row.title.slice(marker.length + 1)),
        total: response.body.total as number,
      };
    }

    it("when a 4-year-old lists them, then only 'all' and '3-5' items show, with a total and pages of those", async () => {
      expect(await titlesSeenBy(fourYearOld)).toEqual({
        titles: ['3-5 music-free', '3-5', 'all music-free', 'all'],
        total: 4,
      });
      expect(await titlesSeenBy(fourYearOld, 1, 3)).toEqual({
        titles: ['3-5 music-free', '3-5', 'all music-free'],
        total: 4,
      });
      expect(await titlesSeenBy(fourYearOld, 2, 3)).toEqual({ titles: ['all'], total: 4 });
    });

    it('when a music-free-only child lists them, then only music-free items of their band show', async () => {
      expect(await titlesSeenBy(musicFreeSibling)).toEqual({
        titles: ['6-8 music-free', 'all music-free'],
        total: 2,
      });
    });

    it("when the parent chose a band, then it wins over the child's age; a sibling's or another family's settings do not leak", async () => {
      // Interleaved: each call reads its own child's settings.
      expect(await titlesSeenBy(chosenBand)).toEqual({ titles: ['9-12', 'all music-free', 'all'], total: 3 });
      expect((await titlesSeenBy(fourYearOld)).total).toBe(4);
      expect((await titlesSeenBy(chosenBand)).total).toBe(3);
      expect((await titlesSeenBy(musicFreeSibling)).total).toBe(2);
    });

    it('when an admin or a parent lists them, then every item shows, flags included', async () => {
      for (const user of [admin, parent]) {
        const seen = await titlesSeenBy(user);
        expect(seen.total).toBe(catalogue.length);
      }
      const response = await harness
        .api()
        .get(`/api/${kind}/${ids.get('6-8 music-free')}`)
        .set(bearer(parent));
      expect(response.status).toBe(200);
      expect({ age_band: response.body.age_band, music_free: response.body.music_free }).toEqual({
        age_band: '6-8',
        music_free: true,
      });
    });

    it('when a child gets an item that does not fit them, then 404 as if it did not exist; one that fits reads', async () => {
      const get = (user: TestSession, label: string) =>
        harness
          .api()
          .get(`/api/${kind}/${ids.get(label)}`)
          .set(bearer(user));
      for (const [user, label] of [
        [fourYearOld, '9-12'],
        [fourYearOld, '6-8 music-free'],
        [musicFreeSibling, 'all'],
        [musicFreeSibling, '3-5 music-free'],
        [chosenBand, '3-5'],
      ] as const) {
        const refused = await get(user, label);
        expect({ status: refused.status, message: refused.body.message }).toEqual({
          status: 404,
          message: notFoundMessage[kind],
        });
      }
      expect((await get(fourYearOld, '3-5')).status).toBe(200);
      expect((await get(musicFreeSibling, '6-8 music-free')).status).toBe(200);
      expect((await get(chosenBand, '9-12')).status).toBe(200);
      expect((await get(admin, '9-12')).status).toBe(200);
    });

    if (kind === 'assignments') {
      it('when a child hands in work for an assignment that does not fit them, then 404 and nothing is stored', async () => {
        const submit = (user: TestSession, label: string) =>
          harness
            .api()
            .post(`/api/assignments/${ids.get(label)}/submissions`)
            .set(bearer(user))
            .field('text', 'My work');
        const refused = await submit(fourYearOld, '9-12');
        expect({ status: refused.status, message: refused.body.message }).toEqual({
          status: 404,
          message: assignmentMessages.notFound,
        });
        expect(
          await harness.db.models.AssignmentSubmission.count({
            where: { assignmentId: ids.get('9-12')!, childId: fourYearOld.id },
          }),
        ).toBe(0);
        expect((await submit(fourYearOld, '3-5')).status).toBe(201);
      });
    }
  });
});
