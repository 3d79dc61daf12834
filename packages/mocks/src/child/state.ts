import type { ProgressItem } from '@young-minds/contracts';
import { familyChildren, progressReportOf } from '../parent/fixtures';

/** What the child area's calls change: each child's progress items and learning time today. */
interface ChildMockState {
  items: Map<number, ProgressItem[]>;
  todaySeconds: Map<number, number>;
  lastBeat: Map<number, number>;
  nextId: number;
}

function initial(): ChildMockState {
  return {
    items: new Map(
      familyChildren.map((child) => [child.id, progressReportOf(child).recent.map((item) => ({ ...item }))]),
    ),
    todaySeconds: new Map(),
    lastBeat: new Map(),
    nextId: 5000,
  };
}

export const childMockState: ChildMockState = initial();

export function resetChildMockState(): void {
  Object.assign(childMockState, initial());
}
