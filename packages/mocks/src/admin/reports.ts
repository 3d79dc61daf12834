import type { HttpHandler } from 'msw';
import { type Report, reportEndpoints as endpoints, reportMessages } from '@young-minds/contracts';
import { mockAccounts } from '../fixtures';
import { fail, mockRoute, mockStore, nextId, pageOfItems } from '../kit';
import { mockKindOf } from './kinds';
import { recordReviewEvent } from './review';
import { mockAdminName } from './team';

/** The families' reports in QA mode (none at first); the reply is not emailed. */
export const [reportMockState] = mockStore(() => ({ reports: [] as Report[] }));

const parent = mockAccounts.parent.user;

/** Reporting a mistake (a family, on a published item) and the admins' list and resolve. */
export function reportHandlers(): HttpHandler[] {
  return [
    mockRoute(endpoints.send, ({ body, user }) => {
      const item = mockKindOf(body.kind)
        .rows()
        .find((row) => row.id === body.id) as { title: string; review: { status: string } } | undefined;
      if (item?.review.status !== 'published') return fail(404, reportMessages.itemNotFound);
      reportMockState.reports.push({
        id: nextId(),
        kind: body.kind,
        itemId: body.id,
        itemTitle: item.title,
        message: body.message,
        reporterName: parent.name,
        reporterEmail: parent.email,
        childName: user?.role === 'child' ? user.name : null,
        status: 'open',
        reply: null,
        resolvedBy: null,
        resolvedAt: null,
        created_at: new Date().toISOString(),
      });
      return { message: reportMessages.received };
    }),
    mockRoute(endpoints.list, ({ query }) => {
      const rows = reportMockState.reports
        .filter((report) => !query.status || report.status === query.status)
        .sort((a, b) => a.status.localeCompare(b.status) || b.created_at.localeCompare(a.created_at) || b.id - a.id);
      return pageOfItems(rows, query.page, query.pageSize);
    }),
    mockRoute(endpoints.resolve, ({ params, body, user }) => {
      const report = reportMockState.reports.find((row) => row.id === params.id);
      if (!report) return fail(404, reportMessages.notFound);
      if (report.status === 'resolved') return fail(409, reportMessages.alreadyResolved);
      const resolvedBy = mockAdminName(user!.id);
      Object.assign(report, {
        status: 'resolved',
        reply: body.reply,
        resolvedBy,
        resolvedAt: new Date().toISOString(),
      });
      recordReviewEvent(report.kind, report.itemId, { action: 'report_resolved', by: resolvedBy, note: body.reply });
      return report;
    }),
  ];
}
