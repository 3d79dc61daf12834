import type { AssignmentSubmission, ProgressItem } from '@young-minds/contracts';
import { mockStore } from '../kit/errors';
import { familyChildren, progressReportOf } from '../parent/fixtures';

/** A book started, not finished and without a page in the parent fixtures (Yusuf's) was left on page 3. */
function bookmarkOf(item: ProgressItem): string | null {
  if (item.bookmark) return item.bookmark;
  return item.contentType === 'book' && !item.completed ? '3' : null;
}

/** What the child area's calls change: each child's progress items and learning time today, and worksheets handed in. */
const initial = () => ({
  items: new Map(
    familyChildren.map((child) => [
      child.id,
      progressReportOf(child).recent.map((item) => ({ ...item, bookmark: bookmarkOf(item) })),
    ]),
  ),
  todaySeconds: new Map<number, number>(),
  lastBeat: new Map<number, number>(),
  /** Learning time reported from the device after an offline stretch, by `<childId>:<day>`. */
  offlineSeconds: new Map<string, number>(),
  /** Each offline report's credited seconds and when it came (the budget since the child's last sync). */
  offlineCredits: [] as Array<{ childId: number; seconds: number; receivedAt: number }>,
  /** Worksheets handed in during this mock session (the fixtures' own are `familySubmissions`). */
  submissions: [] as AssignmentSubmission[],
  nextId: 5000,
});

export const [childMockState] = mockStore(initial);
