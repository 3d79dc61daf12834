import type { ContentContext } from '../context';

/** Filled in by the content service work (issue 3). */
export function mountQuizRoutes(_context: ContentContext): void {}
