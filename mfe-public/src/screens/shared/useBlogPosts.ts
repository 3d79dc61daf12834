import { useEffect, useState } from 'react';
import { api } from '@young-minds/api-client';
import { type Blog, blogEndpoints } from '@young-minds/contracts';

export interface BlogPostsState {
  posts: Blog[];
  loading: boolean;
  failed: boolean;
}

/** Published posts from GET /api/blogs (newest first). Loading ends whether the call succeeds or fails. */
export function useBlogPosts(pageSize?: number): BlogPostsState {
  const [state, setState] = useState<BlogPostsState>({ posts: [], loading: true, failed: false });
  useEffect(() => {
    const controller = new AbortController();
    api
      .call(blogEndpoints.list, { query: pageSize ? { pageSize } : undefined, signal: controller.signal })
      .then((page) => setState({ posts: page.data, loading: false, failed: false }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Failed to load blog posts', error);
        setState({ posts: [], loading: false, failed: true });
      });
    return () => controller.abort();
  }, [pageSize]);
  return state;
}

/** A short summary of a post for cards. */
export function summaryOf(post: Pick<Blog, 'description'>, max = 140): string {
  const text = post.description.replace(/\s+/g, ' ').trim();
  return text.length <= max ? text : `${text.slice(0, max).replace(/\s+\S*$/, '')}…`;
}
