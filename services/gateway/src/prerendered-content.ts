import { gatewaySecretHeader } from '@young-minds/service-kit';
import type { BlogListData, BlogPostData, FetchBlogList, FetchBlogPost, Locale } from './prerendered';
import type { Upstreams } from './upstreams';

/**
 * What the public pages rendered at request time (prerendered.ts) are rendered with, straight from a content
 * instance: asked on each visit, so an admin's edit or new post shows at once. Undefined on a 404 or any failure,
 * or no answer in time: the page is then the plain shell (a post: 2 s at most) or its static page (the list: 1 s at
 * most, it has a page to fall back on), and the browser asks again.
 */
export function contentFetchers(
  upstreams: Upstreams,
  gatewaySecret: string,
  timeoutMs: number,
): { fetchBlogPost: FetchBlogPost; fetchBlogList: FetchBlogList } {
  const get = async (relative: string, locale: Locale, waitMs: number): Promise<unknown> => {
    const instance = upstreams.pools.content.pick();
    if (!instance) return undefined;
    const url = new URL(relative, instance.url.href.replace(/\/?$/, '/'));
    const res = await fetch(url, {
      headers: { [gatewaySecretHeader]: gatewaySecret, 'accept-language': locale, accept: 'application/json' },
      signal: AbortSignal.timeout(Math.min(timeoutMs, waitMs)),
    });
    return res.ok ? res.json() : undefined;
  };
  return {
    async fetchBlogPost(slug, locale) {
      const post = (await get(`api/blogs/slug/${encodeURIComponent(slug)}`, locale, 2_000)) as BlogPostData | undefined;
      return typeof post?.slug === 'string' ? post : undefined;
    },
    async fetchBlogList(locale) {
      // The Blog screen's own call (mfe-public useBlogPosts: no query, the first page), so the screen shows this
      // answer as its own.
      const page = (await get('api/blogs', locale, 1_000)) as BlogListData | undefined;
      return Array.isArray(page?.data) ? page : undefined;
    },
  };
}
