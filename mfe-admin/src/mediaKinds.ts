import { type ComponentType, lazy } from 'react';
import type { AdminMessageId } from './messages';

/** A media kind's four screens (`mediaKindScreens` of its description), each loaded when first shown. */
type KindScreens = Record<'List' | 'Add' | 'Edit' | 'View', ComponentType>;
function kindScreens<N extends string>(load: () => Promise<Record<N, KindScreens>>, name: N): KindScreens {
  const part = (which: keyof KindScreens) => lazy(async () => ({ default: (await load())[name][which] }));
  return { List: part('List'), Add: part('Add'), Edit: part('Edit'), View: part('View') };
}

export interface MediaKind {
  /** The list's path and the manage path (add, view/:id, edit/:id under it), relative to /admin. */
  list: string;
  manage: string;
  screens: KindScreens;
  /** The kind's sidebar links, shown after the link labelled `after`. */
  links: ReadonlyArray<{ to: string; label: AdminMessageId }>;
  after: AdminMessageId;
}

/**
 * The admin's media kinds, one entry each: the area's routes (`App.tsx`) and the sidebar (`layout/navigation.ts`)
 * are both made from this list, so a new kind is one entry here.
 */
export const mediaKinds: readonly MediaKind[] = [
  {
    list: 'videos',
    manage: 'manage-videos',
    screens: kindScreens(() => import('./screens/Videos/videos'), 'videoScreens'),
    links: [
      { to: '/admin/videos', label: 'layout.nav.videos' },
      { to: '/admin/manage-videos/add', label: 'layout.nav.addVideo' },
    ],
    after: 'layout.nav.children',
  },
  {
    list: 'manage-books',
    manage: 'manage-books',
    screens: kindScreens(() => import('./screens/Books/books'), 'bookScreens'),
    links: [{ to: '/admin/manage-books', label: 'layout.nav.books' }],
    after: 'layout.nav.assignments',
  },
  {
    list: 'duas',
    manage: 'manage-duas',
    screens: kindScreens(() => import('./screens/Duas/duas'), 'duaScreens'),
    links: [
      { to: '/admin/duas', label: 'layout.nav.duas' },
      { to: '/admin/manage-duas/add', label: 'layout.nav.addDua' },
    ],
    after: 'layout.nav.books',
  },
];
