import type { HttpHandler } from 'msw';

/** MSW handlers for the admin area's categories calls (filled in with the screens that make them). */
export const categoriesHandlers: HttpHandler[] = [];
