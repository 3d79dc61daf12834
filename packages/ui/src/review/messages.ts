import { type CatalogLoaders, useT } from '@young-minds/i18n';
import type en from './messages/en.json';

/**
 * The review parts' own texts (who checked an item, its sources, the report of a mistake), apart from the ui
 * package's main catalog: an area that shows them includes them in its messages
 * (`defineMessages(…, { include: [uiCatalogs, uiReviewCatalogs] })`), and a page without them (the public area's)
 * never downloads them. Its own subpath, `@young-minds/ui/review/messages`: the loaders alone, not the parts.
 */
export const uiReviewCatalogs: CatalogLoaders<typeof en> = {
  en: () => import('./messages/en.json'),
  ar: () => import('./messages/ar.json'),
};

/** The translate function for the review parts (inside an area's MessagesBoundary that includes their texts). */
export const useReviewT = () => useT<typeof en>();
