import { Message, type MessageId, defineMessages, useT } from '@young-minds/i18n';
import { uiCatalogs } from '@young-minds/ui';
import { uiReviewCatalogs } from '@young-minds/ui/review/messages';
import type en from './messages/en.json';

/** The parent area's texts (src/messages/<locale>.json), loaded when the area first renders. */
export const messages = defineMessages<typeof en>(
  { en: () => import('./messages/en.json'), ar: () => import('./messages/ar.json') },
  { include: [uiCatalogs, uiReviewCatalogs] },
);

/** An id of the parent catalog. */
export type ParentMessageId = MessageId<typeof en>;

/** The translate function for the parent area's components. */
export const useParentT = () => useT<typeof en>();

/** A parent catalog message with markup or elements in its values (`<bdi>` around a name or a title). */
export const ParentMessage = Message<typeof en>;
