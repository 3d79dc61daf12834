import { api } from '@young-minds/api-client';
import { type Blog, endpoints } from '@young-minds/contracts';
import { ButtonLink } from '@young-minds/ui';
import { useAdminT } from '../../messages';
import { ResourceList, formatDate, pagesOf, useResourceList } from '../../shared';
import { BlogStateTag, blogPaths } from './parts';

/** Manage Blogs: every post on the server (drafts and scheduled ones marked, `all: 1`), ten a page, searchable by title. */
export function BlogList() {
  const t = useAdminT();
  const resource = useResourceList(pagesOf(endpoints.blogs.list, { all: 1 }), {
    remove: (blog: Blog) => api.call(endpoints.blogs.remove, { params: { id: blog.id } }),
    failureText: (caught) => (caught instanceof Error ? caught.message : t('blogs.deleteFailed')),
    logAs: 'blog delete',
  });
  return (
    <ResourceList
      resource={resource}
      texts="blogs"
      tools={<ButtonLink to={blogPaths.add}>{t('blogs.add')}</ButtonLink>}
      columns={[
        {
          header: t('blogs.title'),
          cell: (blog) => (
            <>
              {blog.title}
              <BlogStateTag blog={blog} />
            </>
          ),
          names: true,
        },
        { header: t('blogs.category'), cell: (blog) => blog.category ?? '—' },
        { header: t('blogs.author'), cell: (blog) => blog.author ?? '—' },
        { header: t('blogs.publishedDate'), cell: (blog) => formatDate(blog.publish_date) },
      ]}
      actions={(blog, kit) => [kit.view(blogPaths.view(blog.id)), kit.edit(blogPaths.edit(blog.id)), kit.remove()]}
    />
  );
}
