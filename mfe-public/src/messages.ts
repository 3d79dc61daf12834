import type { ReactElement } from 'react';
import { Message, type MessageId, type MessageValues, defineMessages, useT } from '@young-minds/i18n';
import { uiCatalogs } from '@young-minds/ui';
import type en from './messages/en.json';

/** The public area's texts (src/messages/<locale>.json), loaded when the area first renders. */
export const messages = defineMessages<typeof en>(
  { en: () => import('./messages/en.json'), ar: () => import('./messages/ar.json') },
  { include: [uiCatalogs] },
);

/** An id of the public area's catalog (navigation entries, FAQ items and other data that names its text). */
export type PublicMessageId = MessageId<typeof en>;

/** The translate function for the public area's components. */
export const usePublicT = () => useT<typeof en>();

/** A public text with markup: `<PublicMessage id="login.register" components={{ 0: <Link to="/register" /> }} />`. */
export function PublicMessage(props: {
  id: PublicMessageId;
  values?: MessageValues;
  components?: Record<string, ReactElement>;
}): ReactElement {
  return Message<typeof en>(props);
}
