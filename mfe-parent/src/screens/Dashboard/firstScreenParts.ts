import { sessionStore, useSession } from '@young-minds/session';
import { useEffect } from 'react';
import { firstRunSteps } from '../../shared/firstRun';

/**
 * The dashboard's top as this browser showed it last, kept with the session (`firstScreenParts`): the renew
 * banner, the "finish setting up" link with its count, the "Who's learning?" panel. The page sent before the
 * area's scripts run draws those parts and no others (the gateway's take-over script removes the rest), and the
 * dashboard draws them while its data loads, so a returning parent sees the top of their dashboard at once and
 * nothing moves when the data comes (issue 33).
 */
export const renewPart = 'renew';
export const whoPart = 'who';
const firstRunPart = (remaining: number) => `first-run-${remaining}`;

/** Every part, as the frame is rendered ahead: one "finish setting up" link per possible count. */
export const dashboardFrameParts: readonly string[] = [
  renewPart,
  ...firstRunSteps.map((_, index) => firstRunPart(index + 1)),
  whoPart,
];

/** The count of a "finish setting up" part (`first-run-2` → 2), undefined for another part. */
export function firstRunRemainingOf(part: string): number | undefined {
  const match = /^first-run-([1-9])$/.exec(part);
  return match ? Number(match[1]) : undefined;
}

/** What the dashboard's top shows once everything above its cards is known. */
export function partsShown({
  ended,
  firstRunRemaining,
  children,
}: {
  ended: boolean;
  firstRunRemaining: number;
  children: number;
}): string[] {
  return [
    ...(ended ? [renewPart] : []),
    ...(firstRunRemaining > 0 ? [firstRunPart(firstRunRemaining)] : []),
    ...(children > 0 ? [whoPart] : []),
  ];
}

const none: readonly string[] = [];

/** The parts this browser showed last (none for a session kept before they were, or storage that is not a list). */
export function useRememberedParts(): readonly string[] {
  const parts: unknown = useSession((state) => state.user?.firstScreenParts);
  return Array.isArray(parts) && parts.every((part) => typeof part === 'string') ? parts : none;
}

/** Keeps what the dashboard shows now (once known: `shown`) with the session, when it changed. */
export function useRememberParts(shown: readonly string[] | undefined): void {
  const key = shown?.join(' ');
  useEffect(() => {
    if (key === undefined) return;
    const { user, updateUser } = sessionStore.getState();
    const kept: unknown = user?.firstScreenParts;
    if (Array.isArray(kept) && kept.join(' ') === key) return;
    updateUser({ firstScreenParts: key ? key.split(' ') : [] });
  }, [key]);
}
