import { read } from '@young-minds/api-client';
import { statsEndpoints } from '@young-minds/contracts';
import { endpointKey, useQueryClient } from '@young-minds/query';
import { sessionStore } from '@young-minds/session';
import { useState } from 'react';

/**
 * The dashboard's stats, asked for as soon as the area's code runs when the page opened on the dashboard (issue
 * 37): they travel while the screen's chunk and the catalog load, instead of after the screen has rendered, so the
 * stat numbers are not last in line. Imported by the area's root, not by the screen. Once only: a later visit of
 * the dashboard reads afresh.
 */
export const isDashboardPath = (pathname: string) => /^\/admin\/dashboard\/?$/i.test(pathname);

function startReads(pathname: string) {
  // Signed in only: alone in QA mode the area's code runs on its login form, where the read would be a 401.
  if (!isDashboardPath(pathname) || !sessionStore.getState().token) return [];
  // The stats only: the income's answer is what asks for the chart's chunk, which must not come sooner.
  return [{ key: endpointKey(statsEndpoints.adminStats), answer: read(statsEndpoints.adminStats) }];
}

let started: { key: readonly unknown[]; answer: Promise<unknown> }[] | undefined;

/** Starts the reads (the area's root module calls it once, when it is evaluated). */
export function startDashboardReads(pathname: string = globalThis.location?.pathname ?? ''): void {
  started ??= startReads(pathname);
  // A failed read is the screen's to show (it asks again); nothing is left unhandled here.
  for (const { answer } of started) answer.catch(() => undefined);
}

/** Hands the reads started early to the area's cache, where the dashboard's own reads find them. */
export function DashboardReads() {
  const client = useQueryClient();
  useState(() => {
    for (const { key, answer } of started?.splice(0) ?? [])
      void client.prefetchQuery({ queryKey: key, queryFn: () => answer });
    return null;
  });
  return null;
}

/** Tests only: the next page's start. */
export function forgetDashboardReads(): void {
  started = undefined;
}
