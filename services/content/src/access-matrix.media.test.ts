import {
  type Endpoint,
  type MatrixCaller,
  matrixStatus,
  bookEndpoints,
  categoryEndpoints,
  contactEndpoints,
  duaEndpoints,
  matrixCallers,
  statsEndpoints,
  videoEndpoints,
} from '@young-minds/contracts';
import { serviceDatabases } from '@young-minds/db/testing';
import type request from 'supertest';
import {
  type TestSession,
  bearer,
  createAdmin,
  createFamily,
  filesUnder,
} from '@young-minds/service-kit/src/testing/harness';
import { sampleFiles } from '@young-minds/service-kit/src/testing/files';
import { audioSamples } from './media/audio-samples';
import { type ContentHarness, publishAllContent, startContent } from './test-support';

/**
 * The access rules of packages/contracts for the categories, videos, books, stats, contact and media calls, driven as a
 * table: every endpoint × every kind of caller → the status the rules promise. (The quiz, assignment, blog and
 * progress calls have their own matrix.) Content is not owned by a family, so a second household must get
 * exactly what the first one gets.
 */
type Caller = MatrixCaller;

const endpoints = [
  ...Object.values(categoryEndpoints),
  ...Object.values(videoEndpoints),
  ...Object.values(bookEndpoints),
  ...Object.values(statsEndpoints),
  ...Object.values(contactEndpoints),
  ...Object.values(duaEndpoints),
] as Endpoint[];

let counter = 0;

describe.each(serviceDatabases())(
  'content access matrix (categories, videos, books, duas, stats, contact, media) on $name',
  ({ name }) => {
    let harness: ContentHarness;
    let users: Record<Exclude<Caller, 'anonymous'>, TestSession>;

    beforeAll(async () => {
      harness = await startContent(name);
      const family = await createFamily(harness);
      const another = await createFamily(harness);
      users = {
        admin: await createAdmin(harness),
        parent: family.parent,
        child: family.child,
        anotherParent: another.parent,
        anotherParentsChild: another.child,
      };
    });
    afterAll(() => harness.close());

    /** Fresh rows, so a delete in one row of the table cannot change another's answer. */
    async function freshContent() {
      counter += 1;
      const category = await harness.db.repos.categories.create(`Matrix ${counter}`);
      const unused = await harness.db.repos.categories.create(`Unused ${counter}`);
      if (!category.ok || !unused.ok) throw new Error('category');
      const categoryId = category.category.id;
      const video = await harness.db.repos.videos.create({
        title: 'V',
        description: 'D',
        categoryId,
        videoUrl: `/media/videos/matrix-${counter}.webm`,
        thumbnailUrl: `/media/images/matrix-${counter}.png`,
        createdBy: null,
      });
      const book = await harness.db.repos.books.create({
        title: 'B',
        author: 'A',
        categoryId,
        pages: 10,
        thumbnailUrl: `/media/images/matrix-book-${counter}.png`,
        fileUrl: `/media/books/matrix-${counter}.pdf`,
      });
      const dua = await harness.db.repos.duas.create({
        title: 'D',
        arabic: 'بِسْمِ اللَّهِ',
        transliteration: 'Bismillah',
        meaning: 'In the name of Allah.',
        occasion: 'eating',
        categoryId,
        thumbnailUrl: `/media/images/matrix-dua-${counter}.png`,
        createdBy: null,
      });
      if (!video.ok || !book.ok || !dua.ok) throw new Error('content');
      // Live, as families see content (issue 35: drafts are the admins' alone).
      await publishAllContent(harness);
      // Its first page recorded, for the narration calls.
      await harness.db.repos.books.setNarration(book.book.id, 1, `/media/audio/matrix-${counter}.mp3`);
      const message = await harness.db.repos.contactMessages.create({
        name: 'Visitor',
        email: `visitor-${counter}@example.test`,
        subject: 'Hello',
        message: 'A question.',
      });
      return {
        categoryId,
        unusedCategoryId: unused.category.id,
        videoId: video.video.id,
        bookId: book.book.id,
        duaId: dua.dua.id,
        contactMessageId: message.id,
      };
    }

    function requestFor(
      endpoint: Endpoint,
      content: Awaited<ReturnType<typeof freshContent>>,
      caller: Caller,
    ): request.Test {
      const id = endpoint.path.startsWith('/api/Category')
        ? content.unusedCategoryId
        : endpoint.path.startsWith('/api/videos')
          ? content.videoId
          : endpoint.path.startsWith('/api/admin/contact-messages')
            ? content.contactMessageId
            : endpoint.path.startsWith('/api/duas')
              ? content.duaId
              : content.bookId;
      const path = endpoint.path.replace(':id', String(id)).replace(':page', '1');
      let call = harness.api()[endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete'](path);
      if (caller !== 'anonymous') call = call.set(bearer(users[caller]));
      switch (endpoint.id) {
        case 'categories.create':
        case 'categories.update':
          return call.send({ name: `Matrix name ${counter}` });
        case 'videos.upload':
          return call
            .field('title', 'T')
            .field('description', 'D')
            .field('category', String(content.categoryId))
            .attach('thumbnail', sampleFiles.png(), 't.png')
            .attach('video', sampleFiles.webm(), 'v.webm');
        case 'books.create':
          return call
            .field('title', 'T')
            .field('author', 'A')
            .field('category', String(content.categoryId))
            .field('pages', '3')
            .attach('thumbnail', sampleFiles.png(), 't.png')
            .attach('pdf', sampleFiles.pdf(), 'b.pdf');
        case 'duas.create':
          return call
            .field('title', 'T')
            .field('arabic', 'بِسْمِ اللَّهِ')
            .field('transliteration', 'Bismillah')
            .field('meaning', 'In the name of Allah.')
            .field('occasion', 'eating')
            .field('category', String(content.categoryId))
            .attach('thumbnail', sampleFiles.png(), 't.png');
        case 'books.putNarration':
          return call.attach('audio', audioSamples.id3(), 'page.mp3');
        case 'videos.update':
        case 'books.update':
        case 'duas.update':
          return call.send({ title: 'Renamed' });
        case 'contact.send':
          // A sender of its own per call, so the per-email limit never decides the status.
          return call.send({ name: 'V', email: `sender-${counter}@example.test`, subject: 'S', message: 'M' });
        case 'contact.saveDetails':
          return call.send({ email: 'hello@youngminds.example', phone: '+1 555 0100' });
        case 'contact.messages.update':
          return call.send({ read: true });
        case 'contact.messages.reply':
          return call.send({ message: 'Thank you for writing to us.' });
        default:
          return call;
      }
    }

    /** A read changes nothing: the reads share one set of rows, every other call gets its own. */
    let readRows: Awaited<ReturnType<typeof freshContent>> | undefined;
    const rowsFor = async (endpoint: Endpoint) =>
      endpoint.method === 'GET' ? (readRows ??= await freshContent()) : freshContent();

    describe.each(endpoints)('$method $path', (endpoint) => {
      it.each([...matrixCallers])('when %s calls, then the rules decide the status', async (caller) => {
        const content = await rowsFor(endpoint);
        const response = await requestFor(endpoint, content, caller);
        expect({ caller, status: response.status }).toEqual({ caller, status: matrixStatus(endpoint, caller) });
        if (response.status >= 400) expect(response.body.message).toEqual(response.body.error);
        // A refused upload is never even read: nothing lands in the temp folder or the media folder.
        expect(filesUnder(harness.uploadDir)).toEqual([]);
      });
    });

    describe('GET /media/*', () => {
      it.each([...matrixCallers])(
        'when %s asks for a stored file, then it is served (public: <video> cannot send a token)',
        async (caller) => {
          const content = await freshContent();
          const uploaded = await harness
            .api()
            .post('/api/videos/upload')
            .set(bearer(users.admin))
            .field('title', 'T')
            .field('description', 'D')
            .field('category', String(content.categoryId))
            .attach('thumbnail', sampleFiles.png(), 't.png')
            .attach('video', sampleFiles.webm(), 'v.webm');
          let call = harness.api().get(uploaded.body.video_url);
          if (caller !== 'anonymous') call = call.set(bearer(users[caller]));
          expect((await call).status).toBe(200);
        },
      );
    });
  },
);
