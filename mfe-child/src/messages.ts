// The player's texts alone (its subpath): the player itself stays in the activity screen's chunk.
import { activityPlayerCatalogs } from '@young-minds/activity-player/messages';
import { type MessageId, defineMessages, useT } from '@young-minds/i18n';
import { uiCatalogs } from '@young-minds/ui';
import { uiReviewCatalogs } from '@young-minds/ui/review/messages';
import type en from './messages/en.json';

/** The child area's texts (src/messages/<locale>.json), loaded when the area first renders. */
export const messages = defineMessages<typeof en>(
  { en: () => import('./messages/en.json'), ar: () => import('./messages/ar.json') },
  { include: [uiCatalogs, uiReviewCatalogs, activityPlayerCatalogs] },
);

/** The translate function for the child area's components. */
export const useChildT = () => useT<typeof en>();

/** An id of the child area's catalog. */
export type ChildMessageId = MessageId<typeof en>;
