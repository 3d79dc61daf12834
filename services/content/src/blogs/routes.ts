import {
  type BlogForm,
  blogBannerField,
  blogEndpoints as endpoints,
  blogMessages,
  slugify,
  todayIso,
} from '@young-minds/contracts';
import type { BlogRecord, BlogWrite } from '@young-minds/db';
import { HttpError, notFound, requirePrincipal, type Principal } from '@young-minds/service-kit';
import type { ContentContext } from '../context';
import { singleFile } from '../media';
import { removeReplaced, requireFile } from '../media/uploads';
import { isVisibleToPublic, toBlog } from './present';

function toBlogWrite(body: BlogForm, author: string | null): BlogWrite {
  return {
    title: body.title,
    baseSlug: slugify(body.title),
    category: body.category,
    author,
    description: body.description,
    publishDate: body.publish_date,
    isPublished: body.is_published ?? true,
  };
}

/** Blog posts: public reading (published posts only), admin writing. */
export function mountBlogRoutes(context: ContentContext): void {
  const { kit, repos, media, now } = context;
  const blogs = repos.blogs;

  /** A post the caller may read: admins any, everyone else only published ones (404 otherwise, not 403). */
  function readable(blog: BlogRecord | null, principal: Principal | null): BlogRecord {
    const visible = blog && (principal?.role === 'admin' || isVisibleToPublic(blog, todayIso(now())));
    if (!blog || !visible) throw notFound(blogMessages.notFound);
    return blog;
  }

  kit.route(endpoints.list, async ({ query, principal }) => {
    if (query.all && principal?.role !== 'admin') throw new HttpError(403, blogMessages.allForAdminsOnly);
    const { rows, total } = await blogs.list({
      page: query.page,
      pageSize: query.pageSize,
      search: query.search,
      publishedOn: query.all ? undefined : todayIso(now()),
    });
    return { data: rows.map(toBlog), total, page: query.page, pageSize: query.pageSize };
  });

  kit.route(endpoints.get, async ({ params, principal }) =>
    toBlog(readable(await blogs.findById(params.id), principal)),
  );

  kit.route(endpoints.getBySlug, async ({ params, principal }) =>
    toBlog(readable(await blogs.findBySlug(params.slug), principal)),
  );

  kit.route(
    endpoints.create,
    async ({ body, files, principal }) => {
      const admin = requirePrincipal(principal);
      const banner = requireFile(singleFile(files, blogBannerField), blogBannerField, blogMessages.bannerRequired);
      const author = body.author ?? (await repos.users.nameOf(admin.id));
      const blog = await media.storeAll(
        { banner: { file: banner, kind: 'image', label: 'The banner image' } },
        (stored) => blogs.create({ ...toBlogWrite(body, author), bannerImage: stored.banner!.url }),
      );
      return { message: blogMessages.created, blog: toBlog(blog) };
    },
    { multipart: media.uploadLimits({ [blogBannerField]: { kind: 'image', label: 'The banner image' } }) },
  );

  kit.route(
    endpoints.update,
    async ({ params, body, files, principal, log }) => {
      const admin = requirePrincipal(principal);
      const existing = await blogs.findById(params.id);
      if (!existing) throw notFound(blogMessages.notFound);
      // A blank author keeps the post's author (or, if it had none, becomes the editing admin's name).
      const author = body.author ?? existing.author ?? (await repos.users.nameOf(admin.id));
      const result = await media.storeAll(
        { banner: { file: singleFile(files, blogBannerField), kind: 'image', label: 'The banner image' } },
        async (stored) => {
          const updated = await blogs.update(params.id, {
            ...toBlogWrite(body, author),
            bannerImage: stored.banner?.url,
          });
          if (!updated.ok) throw notFound(blogMessages.notFound);
          return updated;
        },
      );
      await removeReplaced(media, log, [[result.previous.bannerImage, result.blog.bannerImage]]);
      return { message: blogMessages.updated, blog: toBlog(result.blog) };
    },
    { multipart: media.uploadLimits({ [blogBannerField]: { kind: 'image', label: 'The banner image' } }) },
  );

  kit.route(endpoints.remove, async ({ params, log }) => {
    const removed = await blogs.remove(params.id);
    if (!removed.ok) throw notFound(blogMessages.notFound);
    await removeReplaced(media, log, [[removed.blog.bannerImage, null]]);
    return { message: blogMessages.deleted };
  });
}
