import { blogEndpoints, blogMessages, bookEndpoints, bookMessages, slugify, todayIso } from '@young-minds/contracts';
import { epubBook, pdfBook } from './book-files';
import {
  type Scenario,
  createCategory,
  expectError,
  expectSuccess,
  publish,
  sampleUploads,
  uniqueTag,
} from './scenarios';

/** The content service's blog: what the public reads, and the admin's drafts. */
export const blogScenarios: Scenario[] = [
  {
    name: 'a post’s slug follows its title (-2 for a second post of the title); drafts are the admin’s alone',
    async run(driver) {
      const title = uniqueTag('Eid Morning');
      const post = async (is_published: boolean) =>
        expectSuccess(
          await driver.call(blogEndpoints.create, {
            as: 'admin',
            body: { title, description: 'Takbir on the way to the prayer.', publish_date: todayIso(), is_published },
            files: { banner_image: sampleUploads.png() },
          }),
          blogEndpoints.create,
        ).blog;
      const first = await post(true);
      const second = await post(true);
      const draft = await post(false);
      expect([first.slug, second.slug, draft.slug]).toEqual([
        slugify(title),
        `${slugify(title)}-2`,
        `${slugify(title)}-3`,
      ]);

      const bySlug = (as: 'anonymous' | 'admin') =>
        driver.call(blogEndpoints.getBySlug, { as, params: { slug: draft.slug } });
      expectError(await bySlug('anonymous'), 404, blogMessages.notFound);
      expect(expectSuccess(await bySlug('admin'), blogEndpoints.getBySlug).id).toBe(draft.id);

      const titles = async (as: 'anonymous' | 'admin', all?: 1) =>
        expectSuccess(
          await driver.call(blogEndpoints.list, { as, query: { search: title, ...(all ? { all } : {}) } }),
          blogEndpoints.list,
        ).data.map((row) => row.id);
      expect((await titles('anonymous')).sort()).toEqual([first.id, second.id].sort());
      expect((await titles('admin', 1)).sort()).toEqual([first.id, second.id, draft.id].sort());
      expectError(
        await driver.call(blogEndpoints.list, { as: 'parent', query: { all: 1 } }),
        403,
        blogMessages.allForAdminsOnly,
      );
    },
  },
];

/** The content service's books: the file's real format, and edits that keep what they do not send. */
export const bookScenarios: Scenario[] = [
  {
    name: 'an admin adds an EPUB sent as `file`; an edit without files keeps them; a file sent twice or nothing is a 400',
    async run(driver) {
      const category = await createCategory(driver, uniqueTag('Stories'));
      const epub = { name: 'tale.epub', type: 'application/epub+zip', bytes: epubBook('A Tale', ['Once.', 'Then.']) };
      const added = expectSuccess(
        await driver.call(bookEndpoints.create, {
          as: 'admin',
          body: { title: uniqueTag('Tale'), author: 'Amina Yusuf', category: category.id, pages: 2 },
          files: { thumbnail: sampleUploads.png(), file: epub },
        }),
        bookEndpoints.create,
      );
      expect(added).toMatchObject({ format: 'epub', category_id: category.id });
      expect(added.fileUrl).toMatch(/^\/media\/books\/[^?]+\.epub/);
      const params = { id: added.id };
      const edited = expectSuccess(
        await driver.call(bookEndpoints.update, { as: 'admin', params, body: { title: 'Renamed' }, files: {} }),
        bookEndpoints.update,
      );
      const path = (url: string) => url.split('?')[0];
      expect({ title: edited.title, file: path(edited.fileUrl), thumbnail: path(edited.thumbnail_url) }).toEqual({
        title: 'Renamed',
        file: path(added.fileUrl),
        thumbnail: path(added.thumbnail_url),
      });
      expectError(
        await driver.call(bookEndpoints.update, { as: 'admin', params, body: {}, files: { pdf: epub, file: epub } }),
        400,
        bookMessages.fileTwice,
      );
      expectError(
        await driver.call(bookEndpoints.update, { as: 'admin', params, body: {}, files: {} }),
        400,
        bookMessages.nothingToUpdate,
      );
    },
  },
  {
    name: 'a PDF book added without a thumbnail gets a cover made from it; an EPUB without one is a 400',
    async run(driver) {
      const category = await createCategory(driver, uniqueTag('Stories'));
      const body = { title: uniqueTag('Covers'), author: 'Amina Yusuf', category: category.id, pages: 2 };
      const pdf = { name: 'tale.pdf', type: 'application/pdf', bytes: pdfBook(['Once upon a time.', 'The end.']) };
      const added = expectSuccess(
        await driver.call(bookEndpoints.create, { as: 'admin', body, files: { pdf } }),
        bookEndpoints.create,
      );
      expect(added.format).toBe('pdf');
      expect(added.thumbnail_url).toMatch(/^\/media\/images\/[^?]+\.png/);
      await publish(driver, 'book', added.id);
      const listed = expectSuccess(
        await driver.call(bookEndpoints.get, { as: 'parent', params: { id: added.id } }),
        bookEndpoints.get,
      );
      expect(listed.thumbnail_url).toMatch(/^\/media\/images\/[^?]+\.png/);

      const epub = { name: 'tale.epub', type: 'application/epub+zip', bytes: epubBook('A Tale', ['Once.']) };
      expectError(
        await driver.call(bookEndpoints.create, { as: 'admin', body, files: { file: epub } }),
        400,
        bookMessages.thumbnailForFormat,
      );
    },
  },
];
