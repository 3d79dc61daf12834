import { type ContentKind, contentKinds } from '@young-minds/contracts';
import type { ReactNode } from 'react';
import type { ChildMessageId } from '../messages';
import { BookIcon, PlayIcon, PuzzleIcon, QuestionIcon, WorksheetIcon } from './icons';

/** The child area's side of each kind of content: where its list is and its picture. */
export const kindLooks: Record<ContentKind, { path: string; icon: ReactNode }> = {
  video: { path: '/child/video', icon: <PlayIcon /> },
  book: { path: '/child/book', icon: <BookIcon /> },
  quiz: { path: '/child/quiz', icon: <QuestionIcon /> },
  assignment: { path: '/child/assignments', icon: <WorksheetIcon /> },
  activity: { path: '/child/activities', icon: <PuzzleIcon /> },
};

/** The kind's texts, as the registry names them in the child area's catalog. */
export function kindLabels(kind: ContentKind): { home: ChildMessageId; tile: ChildMessageId; stars: ChildMessageId } {
  return contentKinds[kind].labels.child;
}
