// The data a page was rendered with on the server (a blog post, or the blog's first page of posts, rendered by the
// gateway at request time), handed to the browser so the screen's first render shows the same thing instead of a
// loading state that takes it back.
import type { CallResult } from '@young-minds/api-client';
import { type Blog, blogEndpoints, blogSchema } from '@young-minds/contracts';

/** The first page of published posts, as `GET /api/blogs` answers the Blog screen. */
export type BlogListPage = CallResult<typeof blogEndpoints.list>;

/** What a page may have been rendered with. */
export interface PrerenderData {
  /** /blog/{slug}: the post, as `GET /api/blogs/slug/:slug` answered it. */
  blogPost?: Blog;
  /** /blog: the first page of posts, as `GET /api/blogs` (the Blog screen's own call) answered it. */
  blogList?: BlogListPage;
}

/** The element the gateway writes the data into, beside #root (`type="application/json"`: never run). */
export const PRERENDER_DATA_ID = 'ym-prerendered-data';

let serverData: PrerenderData | undefined;
let pageData: PrerenderData | undefined;
/** The list came with the page once: a later visit of /blog in this tab asks for the posts as they are then. */
let blogListShown = false;

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
    const list = blogEndpoints.list.response.safeParse(raw.blogList);
    return {
      ...(post.success ? { blogPost: post.data } : {}),
      ...(list.success ? { blogList: list.data } : {}),
    };
  } catch {
    return {};
  }
}

const data = () => serverData ?? (pageData ??= readPageData());

/**
 * The post /blog/{slug} was rendered with, if it is that slug's: on the server the one being rendered, in the
 * browser the one the gateway sent with the page (checked against the contract; anything else is ignored).
 */
export function prerenderedBlogPost(slug: string): Blog | undefined {
  const { blogPost } = data();
  return blogPost?.slug === slug ? blogPost : undefined;
}

/**
 * The first page of posts /blog was rendered with: on the server the one being rendered, in the browser the one the
 * gateway sent with the page, until the Blog screen has shown it (`blogListUsed`).
 */
export function prerenderedBlogList(): BlogListPage | undefined {
  if (serverData) return serverData.blogList;
  return blogListShown ? undefined : data().blogList;
}

/** The Blog screen showed the list that came with the page: its next visit in this tab asks the API. */
export function blogListUsed(): void {
  blogListShown = true;
}
