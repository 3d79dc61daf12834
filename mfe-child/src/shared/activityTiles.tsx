import type { ActivityKind, ActivitySummary } from '@young-minds/contracts';
import type { ReactNode } from 'react';
import { BlanksIcon, PuzzleIcon, RevealIcon } from './icons';

/** Each activity kind's picture, for a tile without a cover (a text-only Fill in the Blanks, say). */
export const activityKindIcons: Record<ActivityKind, ReactNode> = {
  match: <PuzzleIcon />,
  revealMatch: <RevealIcon />,
  fillBlanks: <BlanksIcon />,
};

/**
 * An activity tile's picture: its cover (the admin's own, else a card's picture), except for a reveal without an
 * admin's cover, whose card picture is what the child is to guess (shown whole on a tile it would give the answer
 * away); that one, and one without any picture, show the kind's. The service sends no card picture for a reveal
 * (`activityCoverOf`); the area checks again because areas deploy apart from it.
 */
export const activityTilePicture = (
  activity: Pick<ActivitySummary, 'kind' | 'cover_url'> & Partial<Pick<ActivitySummary, 'cover_image'>>,
): string | null => (activity.kind === 'revealMatch' ? (activity.cover_image ?? null) : activity.cover_url);
