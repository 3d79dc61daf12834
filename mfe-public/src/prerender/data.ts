// The data a page was rendered with on the server (a blog post rendered by the gateway at request time), handed to
// the browser so the screen's first render shows the same thing instead of a loading state that takes it back.
import { type Blog, blogSchema } from '@young-minds/contracts';

/** What a page may have been rendered with. */
export interface PrerenderData {
  /** /blog/{slug}: the post, as `GET /api/blogs/slug/:slug` answered it. */
  blogPost?: Blog;
}

/** The element the gateway writes the data into, beside #root (`type="application/json"`: never run). */
export const PRERENDER_DATA_ID = 'ym-prerendered-data';

let serverData: PrerenderData | undefined;
let pageData: PrerenderData | undefined;

/** Server side (src/prerender/pages.tsx): the data of the page being rendered now. */
export function setServerData(data: PrerenderData | undefined): void {
  serverData = data;
}

function readPageData(): PrerenderData {
  if (typeof document === 'undefined') return {};
  const text = document.getElementById(PRERENDER_DATA_ID)?.textContent;
  if (!text) return {};
  try {
    const raw = JSON.parse(text) as Record<string, unknown>;
    const post = blogSchema.safeParse(raw.blogPost);
    return post.success ? { blogPost: post.data } : {};
  } catch {
    return {};
  }
}

/**
 * The post /blog/{slug} was rendered with, if it is that slug's: on the server the one being rendered, in the
 * browser the one the gateway sent with the page (checked against the contract; anything else is ignored).
 */
export function prerenderedBlogPost(slug: string): Blog | undefined {
  const data = serverData ?? (pageData ??= readPageData());
  return data.blogPost?.slug === slug ? data.blogPost : undefined;
}
