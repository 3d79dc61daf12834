import type { HttpHandler } from 'msw';

/** MSW handlers for the admin area's dashboard calls (filled in with the screens that make them). */
export const dashboardHandlers: HttpHandler[] = [];
