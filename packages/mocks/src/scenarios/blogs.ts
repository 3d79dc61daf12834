import { blogEndpoints, blogMessages, slugify, todayIso } from '@young-minds/contracts';
import { type Scenario, expectError, expectSuccess, sampleUploads, uniqueTag } from './scenarios';

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
