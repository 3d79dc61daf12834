import { type CatalogLoaders, useT } from '@young-minds/i18n';
import type en from './messages/en.json';

/**
 * The player's own texts: an area that shows the player includes them in its messages
 * (`defineMessages(…, { include: [uiCatalogs, activityPlayerCatalogs] })`).
 */
export const activityPlayerCatalogs: CatalogLoaders<typeof en> = {
  en: () => import('./messages/en.json'),
  ar: () => import('./messages/ar.json'),
};

/** The translate function for the player's components (inside an area's MessagesBoundary). */
export const usePlayerT = () => useT<typeof en>();
