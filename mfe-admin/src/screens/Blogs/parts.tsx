import { type Blog, todayIso } from '@young-minds/contracts';
import { useAdminT } from '../../messages';
import { InlineTag, type ItemLoadStatusProps } from '../../shared';

/** Where the blog screens lead (the list lives at /admin/blogs; /admin/manage-blogs redirects there). */
export const blogPaths = {
  list: '/admin/blogs',
  add: '/admin/manage-blogs/add',
  view: (id: number | string) => `/admin/manage-blogs/view/${id}`,
  edit: (id: number | string) => `/admin/manage-blogs/edit/${id}`,
  /** The post's page in the public area. */
  publicPage: (slug: string) => `/blog/${slug}`,
} as const;

export type BlogState = 'Draft' | 'Scheduled' | 'Published';

/**
 * What the public sees of a post today, by the server's rule: a draft never shows, a published post shows
 * from its date on (days compare as YYYY-MM-DD in UTC, as the server counts them).
 */
export function blogState(blog: Pick<Blog, 'is_published' | 'publish_date'>, today: string = todayIso()): BlogState {
  if (!blog.is_published) return 'Draft';
  return blog.publish_date > today ? 'Scheduled' : 'Published';
}

/** The small 'Draft' / 'Scheduled' badge beside a title; nothing for a post the public can read. */
export function BlogStateTag({ blog }: { blog: Pick<Blog, 'is_published' | 'publish_date'> }) {
  const t = useAdminT();
  const state = blogState(blog);
  return state === 'Published' ? null : (
    <InlineTag $tone={state === 'Draft' ? 'danger' : 'info'}>
      {t(state === 'Draft' ? 'blogs.state.draft' : 'blogs.state.scheduled')}
    </InlineTag>
  );
}

/** How Edit Blog and View Blog show the post on its way, or why it did not come (`ItemLoadStatus`). */
export function useBlogLoadStatus(): Omit<ItemLoadStatusProps, 'state'> {
  const t = useAdminT();
  return {
    loadingLabel: t('blogs.item.loading'),
    notFound: t('blogs.item.notFound'),
    back: { to: blogPaths.list, label: t('blogs.back') },
  };
}
