import { ApiError, read } from '@young-minds/api-client';
import {
  familyDashboardEndpoints,
  ownSubscriptionEndpoints,
  parentProfileEndpoints,
  sessionEndpoints,
} from '@young-minds/contracts';
import { endpointKey, useQueryClient } from '@young-minds/query';
import { sessionStore } from '@young-minds/session';
import { useState } from 'react';

/**
 * The dashboard's first reads, asked for as soon as the area's code runs when the page opened on the dashboard
 * (issue 33): they travel while the screen's chunk and the catalog load and the area renders, instead of after
 * that render, so the cards (and the email banner above them) are not last in line. Imported by the area's root,
 * not by the screen. Once only: a later visit of the dashboard reads afresh.
 */
interface Started {
  /** The answers for the area's cache, under the keys the dashboard's own reads use. */
  cached: { key: readonly unknown[]; answer: Promise<unknown> }[];
  /** `GET /api/auth/me`, which the layout's email banner reads without the cache. */
  me?: ReturnType<typeof readMe>;
  /** Its answer for the banner, once in: whether the address is still to be confirmed. */
  unconfirmed?: boolean;
}

const readMe = () => read(sessionEndpoints.me);

/** The dashboard's address: `/parent`. */
export const isDashboardPath = (pathname: string) => /^\/parent\/?$/i.test(pathname);

function startReads(pathname: string): Started {
  // Signed in only: alone in QA mode the area's code runs on its login form, where every read would be a 401.
  if (!isDashboardPath(pathname) || !sessionStore.getState().token) return { cached: [] };
  // `useEndpointOrNone`'s key and answer: a 404 is "no subscription yet".
  const subscription = read(ownSubscriptionEndpoints.ownSubscription).catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  });
  return {
    cached: [
      { key: endpointKey(familyDashboardEndpoints.dashboard), answer: read(familyDashboardEndpoints.dashboard) },
      {
        key: endpointKey(parentProfileEndpoints.getParentProfile),
        answer: read(parentProfileEndpoints.getParentProfile),
      },
      { key: [...endpointKey(ownSubscriptionEndpoints.ownSubscription), 'or-none'], answer: subscription },
    ],
    me: readMe(),
  };
}

let started: Started | undefined;

/** Starts the reads (the area's root module calls it once, when it is evaluated). */
export function startDashboardReads(pathname: string = globalThis.location?.pathname ?? ''): void {
  if (started) return;
  const reads = (started = startReads(pathname));
  // A failed read is the screen's to show (it asks again); nothing is left unhandled here.
  for (const { answer } of reads.cached) answer.catch(() => undefined);
  reads.me?.then(
    (answer) => {
      if (reads.me) reads.unconfirmed = !answer.user.emailVerified;
    },
    () => undefined,
  );
}

/**
 * Settles when the early `me` has answered (or failed), 1 s at most: the shell awaits it with the dashboard's chunk
 * before the area's first render (`preloadRoute`), so the email banner is drawn with the page, not above it a
 * moment later, pushing the title and the cards down (issue 33).
 */
export function emailBannerKnown(): Promise<unknown> {
  const me = started?.me;
  if (!me) return Promise.resolve();
  return Promise.race([me.catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 1_000))]);
}

/** The early `me`'s answer for the banner's first render, when it is in (undefined otherwise). */
export function earlyEmailUnconfirmed(): boolean | undefined {
  return started?.unconfirmed;
}

/** The email banner's `me`, when it was asked for early (once: the banner asks for itself after that). */
export function takeEarlyMe(): Started['me'] {
  const me = started?.me;
  if (started) {
    started.me = undefined;
    started.unconfirmed = undefined;
  }
  return me;
}

/** Hands the reads started early to the area's cache, where the dashboard's own reads find them. */
export function DashboardReads() {
  const client = useQueryClient();
  useState(() => {
    for (const { key, answer } of started?.cached.splice(0) ?? [])
      void client.prefetchQuery({ queryKey: key, queryFn: () => answer });
    return null;
  });
  return null;
}

/** Tests only: the next page's start. */
export function forgetDashboardReads(): void {
  started = undefined;
}
