import type { AssignmentSubmission, ProgressItem } from '@young-minds/contracts';
import { familyChildren, progressReportOf } from '../parent/fixtures';

/** What the child area's calls change: each child's progress items and learning time today, and
 * worksheets handed in. */
interface ChildMockState {
  items: Map<number, ProgressItem[]>;
  todaySeconds: Map<number, number>;
  lastBeat: Map<number, number>;
  /** Learning time reported from the device after an offline stretch, by `<childId>:<day>`. */
  offlineSeconds: Map<string, number>;
  /** Each offline report's credited seconds and when it came (the budget since the child's last sync). */
  offlineCredits: Array<{ childId: number; seconds: number; receivedAt: number }>;
  /** Worksheets handed in during this mock session (the fixtures' own are `familySubmissions`). */
  submissions: AssignmentSubmission[];
  nextId: number;
}

/** A book started, not finished and without a page in the parent fixtures (Yusuf's) was left on page 3. */
function bookmarkOf(item: ProgressItem): string | null {
  if (item.bookmark) return item.bookmark;
  return item.contentType === 'book' && !item.completed ? '3' : null;
}

function initial(): ChildMockState {
  return {
    items: new Map(
      familyChildren.map((child) => [
        child.id,
        progressReportOf(child).recent.map((item) => ({ ...item, bookmark: bookmarkOf(item) })),
      ]),
    ),
    todaySeconds: new Map(),
    lastBeat: new Map(),
    offlineSeconds: new Map(),
    offlineCredits: [],
    submissions: [],
    nextId: 5000,
  };
}

export const childMockState: ChildMockState = initial();

export function resetChildMockState(): void {
  Object.assign(childMockState, initial());
}
