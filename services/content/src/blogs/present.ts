import type { Blog } from '@young-minds/contracts';
import type { BlogRecord } from '@young-minds/db';

export function toBlog(blog: BlogRecord): Blog {
  return {
    id: blog.id,
    title: blog.title,
    slug: blog.slug,
    category: blog.category,
    author: blog.author,
    description: blog.description,
    publish_date: blog.publishDate,
    banner_image: blog.bannerImage,
    is_published: blog.isPublished,
    created_at: blog.createdAt.toISOString(),
  };
}

/** Public readers see a post once it is published and its date has come (dates compare as YYYY-MM-DD text). */
export function isVisibleToPublic(blog: BlogRecord, today: string): boolean {
  return blog.isPublished && blog.publishDate <= today;
}
