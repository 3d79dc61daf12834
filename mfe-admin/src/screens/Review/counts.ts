import { reportEndpoints, reviewEndpoints } from '@young-minds/contracts';
import { useEndpoint } from '@young-minds/query';

/**
 * What waits for an admin, as the sidebar's badges and the dashboard's cards show it: the number of items in
 * review and of open reports, read as the lists' `total` (one row asked). Both read the same cache entries, so a
 * review decision or a resolved report (which invalidate the lists) updates every count at once. Null until the
 * first answer, and after a failure (the badge then stays away).
 */
const waitingQuery = { query: { status: 'in_review', pageSize: 1 } } as const;
const openReportsQuery = { query: { status: 'open', pageSize: 1 } } as const;

export function useWaitingCount(): { count: number | null; loading: boolean; failed: boolean } {
  const answer = useEndpoint(reviewEndpoints.queue, waitingQuery);
  return { count: answer.data?.total ?? null, loading: answer.isPending, failed: answer.isError };
}

export function useOpenReportsCount(): { count: number | null; loading: boolean; failed: boolean } {
  const answer = useEndpoint(reportEndpoints.list, openReportsQuery);
  return { count: answer.data?.total ?? null, loading: answer.isPending, failed: answer.isError };
}
