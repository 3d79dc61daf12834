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
 * An activity tile's picture: its cover, except for a reveal, whose picture is what the child is to guess (shown whole
 * on a tile it would give the answer away); that one, and one without any picture, show the kind's. The service
 * sends no cover for a reveal (`activityCoverOf`); the area checks again because areas deploy apart from it.
 */
export const activityTilePicture = (activity: Pick<ActivitySummary, 'kind' | 'cover_url'>): string | null =>
  activity.kind === 'revealMatch' ? null : activity.cover_url;
