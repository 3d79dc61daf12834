import type { ContentContext } from '../context';

/** Filled in by the content service work (issue 3). */
export function mountBlogRoutes(_context: ContentContext): void {}
