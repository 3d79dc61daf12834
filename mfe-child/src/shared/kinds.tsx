import { type ContentKind, contentKinds } from '@young-minds/contracts';
import { lazyScreen as screen } from '@young-minds/ui/screens';
import type { ComponentType, ReactNode } from 'react';
import type { ChildMessageId } from '../messages';
import { BookIcon, DuaIcon, PlayIcon, PuzzleIcon, QuestionIcon, WorksheetIcon } from './icons';

/** A screen's code loads when its route is first shown. */
export { screen };

/**
 * The child area's side of each kind of content: where its list is, its picture, and the screens the area's
 * routes are made from (the list at `path`, one item at `path/:param`).
 */
export const kindLooks: Record<
  ContentKind,
  { path: string; icon: ReactNode; list: ComponentType; item: ComponentType; param: string }
> = {
  video: {
    path: '/child/video',
    icon: <PlayIcon />,
    list: screen(() => import('../screens/Videos'), 'Videos'),
    item: screen(() => import('../screens/Videos/VideoPlayer'), 'VideoPlayer'),
    param: 'videoId',
  },
  book: {
    path: '/child/book',
    icon: <BookIcon />,
    list: screen(() => import('../screens/Books'), 'Books'),
    item: screen(() => import('../screens/Books/Reader'), 'BookReader'),
    param: 'bookId',
  },
  quiz: {
    path: '/child/quiz',
    icon: <QuestionIcon />,
    list: screen(() => import('../screens/Quizzes'), 'Quizzes'),
    item: screen(() => import('../screens/Quizzes/Quiz'), 'Quiz'),
    param: 'quizid',
  },
  assignment: {
    path: '/child/assignments',
    icon: <WorksheetIcon />,
    list: screen(() => import('../screens/Assignments'), 'Assignments'),
    item: screen(() => import('../screens/Assignments/Assignment'), 'Assignment'),
    param: 'id',
  },
  activity: {
    path: '/child/activities',
    icon: <PuzzleIcon />,
    list: screen(() => import('../screens/Activities'), 'Activities'),
    // The shared activity player comes with this screen's chunk only.
    item: screen(() => import('../screens/Activities/Activity'), 'ActivityScreen'),
    param: 'id',
  },
  dua: {
    path: '/child/duas',
    icon: <DuaIcon />,
    list: screen(() => import('../screens/Duas'), 'Duas'),
    item: screen(() => import('../screens/Duas/DuaCard'), 'DuaCard'),
    param: 'duaId',
  },
};

/** The kind's texts, as the registry names them in the child area's catalog. */
export function kindLabels(kind: ContentKind): { home: ChildMessageId; tile: ChildMessageId; stars: ChildMessageId } {
  return contentKinds[kind].labels.child;
}
