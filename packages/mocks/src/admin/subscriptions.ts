import type { HttpHandler } from 'msw';

/** MSW handlers for the admin area's subscriptions calls (filled in with the screens that make them). */
export const subscriptionsHandlers: HttpHandler[] = [];
