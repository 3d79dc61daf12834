import type { ContentContext } from '../context';

/** Filled in by the content service work (issue 3). */
export function mountVideoRoutes(_context: ContentContext): void {}
