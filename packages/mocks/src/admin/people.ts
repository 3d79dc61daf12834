import type { HttpHandler } from 'msw';

/** MSW handlers for the admin area's people calls (filled in with the screens that make them). */
export const peopleHandlers: HttpHandler[] = [];
