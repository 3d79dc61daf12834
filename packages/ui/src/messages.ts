import { type CatalogLoaders, useT } from '@young-minds/i18n';
import type en from './messages/en.json';

/**
 * The ui package's own texts: every area includes them in its messages (`defineMessages(…, { include: [uiCatalogs] })`).
 * The review parts' texts are a catalog of their own (`uiReviewCatalogs`, review/messages.ts), which only the areas
 * that show them include: the public area's first visit does not download them.
 */
export const uiCatalogs: CatalogLoaders<typeof en> = {
  en: () => import('./messages/en.json'),
  ar: () => import('./messages/ar.json'),
};

/** The translate function for ui components (inside an area's MessagesBoundary). */
export const useUiT = () => useT<typeof en>();
