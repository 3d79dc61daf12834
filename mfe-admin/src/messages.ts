import { type MessageId, defineMessages, useT } from '@young-minds/i18n';
import { activityPlayerCatalogs } from '@young-minds/activity-player/messages';
import { uiCatalogs } from '@young-minds/ui';
import type en from './messages/en.json';

/** The admin area's texts (src/messages/<locale>.json), loaded when the area first renders. */
export const messages = defineMessages<typeof en>(
  { en: () => import('./messages/en.json'), ar: () => import('./messages/ar.json') },
  { include: [uiCatalogs, activityPlayerCatalogs] },
);

/** An id of the admin catalog. */
export type AdminMessageId = MessageId<typeof en>;

/** The translate function for the admin area's components. */
export const useAdminT = () => useT<typeof en>();
