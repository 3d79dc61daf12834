import type { ReactElement } from 'react';
import { Message, type MessageId, type MessageValues, defineMessages, useT } from '@young-minds/i18n';
import { uiCatalogs } from '@young-minds/ui';
import type en from './messages/en.json';
import type login from './screens/Login/messages/en.json';
import type register from './screens/Register/messages/en.json';
import type subscription from './screens/Subscription/messages/en.json';
import type blog from './screens/Blog/messages/en.json';
import type blogPost from './screens/BlogPost/messages/en.json';
import type contact from './screens/Contact/messages/en.json';
import type faqs from './screens/Faqs/messages/en.json';
import type aboutIslam from './screens/AboutIslam/messages/en.json';
import type unauthorized from './screens/Unauthorized/messages/en.json';
import type setPassword from './screens/SetPassword/messages/en.json';
import type emailLinks from './screens/EmailLinks/messages/en.json';
import type unsubscribe from './screens/Unsubscribe/messages/en.json';
import type privacy from './screens/Privacy/messages/en.json';

/**
 * Every public text's id: the area's catalog and each screen's (src/screens/<Screen>/messages, which come with the
 * screen's chunk: src/screens/index.ts).
 */
type ScreenCatalogs = typeof login &
  typeof register &
  typeof subscription &
  typeof blog &
  typeof blogPost &
  typeof contact &
  typeof faqs &
  typeof aboutIslam &
  typeof unauthorized &
  typeof setPassword &
  typeof emailLinks &
  typeof unsubscribe &
  typeof privacy;
type PublicCatalog = typeof en & ScreenCatalogs;

/**
 * The public area's texts: the layout's, the home page's and those more than one screen shows (src/messages/
 * <locale>.json), loaded when the area first renders; each other screen adds its own (`messages.add`).
 */
export const messages = defineMessages<typeof en, ScreenCatalogs>(
  { en: () => import('./messages/en.json'), ar: () => import('./messages/ar.json') },
  { include: [uiCatalogs] },
);

/** An id of the public area's catalog (navigation entries, FAQ items and other data that names its text). */
export type PublicMessageId = MessageId<PublicCatalog>;

/** The translate function for the public area's components. */
export const usePublicT = () => useT<PublicCatalog>();

/** A public text with markup: `<PublicMessage id={id} components={{ 0: <Link to="/register" /> }} />`. */
export function PublicMessage(props: {
  id: PublicMessageId;
  values?: MessageValues;
  components?: Record<string, ReactElement>;
}): ReactElement {
  return Message<PublicCatalog>(props);
}
