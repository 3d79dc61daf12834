import type { ProgressItem, ProgressReport } from '@young-minds/contracts';
import type { ProgressItemRecord, ProgressSummaryRecord } from '@young-minds/db';

export function toProgressItem(item: ProgressItemRecord): ProgressItem {
  return {
    id: item.id,
    contentType: item.contentType,
    contentId: item.contentId,
    title: item.title,
    positionSeconds: item.positionSeconds,
    // Only books keep one (the contract refuses a bookmark for anything else).
    bookmark: item.contentType === 'book' ? item.bookmark : null,
    completed: item.completed,
    score: item.score,
    lastSeenAt: item.lastSeenAt.toISOString(),
  };
}

export function toProgressReport(
  child: { id: number; name: string },
  summary: ProgressSummaryRecord,
  recent: ProgressItemRecord[],
): ProgressReport {
  return { child: { id: child.id, name: child.name }, summary: { ...summary }, recent: recent.map(toProgressItem) };
}
