import {
  familyProgressEndpoints as endpoints,
  type HistoryItem,
  historyCsv,
  historyCsvFileName,
  historyCsvMaxRows,
} from '@young-minds/contracts';
import type { ProgressItemRecord, QuizScoresRecord } from '@young-minds/db';
import { requirePrincipal } from '@young-minds/service-kit';
import type { ContentContext } from '../context';
import { familyClockFor } from '../dashboard/week';
import { readableChild } from './own-child';

function toHistoryItem(item: ProgressItemRecord, quizScores: Map<number, QuizScoresRecord>): HistoryItem {
  const scores = item.contentType === 'quiz' ? quizScores.get(item.contentId) : undefined;
  return {
    id: item.id,
    contentType: item.contentType,
    contentId: item.contentId,
    title: item.title,
    lastSeenAt: item.lastSeenAt.toISOString(),
    timeSpentSeconds: item.timeSpentSeconds,
    positionSeconds: item.positionSeconds,
    score: item.score,
    firstScore: scores?.firstScore ?? null,
    bestScore: scores?.bestScore ?? null,
    completed: item.completed,
  };
}

/**
 * A child's history for the parent's child page (a parent's own child, any child for admins), and its CSV; its
 * days are the family's (the child's parent's zone).
 */
export function mountHistoryRoutes(context: ContentContext): void {
  const { kit, repos } = context;

  kit.route(endpoints.history, async ({ params, query, principal }) => {
    const child = await readableChild(context, requirePrincipal(principal), params.id);
    const { page, pageSize, ...filter } = query;
    const { timeZone } = await familyClockFor(context, child.id);
    const { rows, total } = await repos.progress.history(child.id, { ...filter, timeZone }, { page, pageSize });
    const quizIds = rows.filter((row) => row.contentType === 'quiz').map((row) => row.contentId);
    const quizScores = await repos.progress.quizScores(child.id, quizIds);
    return { data: rows.map((row) => toHistoryItem(row, quizScores)), total, page, pageSize };
  });

  kit.route(endpoints.historyCsv, async ({ params, query, principal, ctx }) => {
    const child = await readableChild(context, requirePrincipal(principal), params.id);
    const { timeZone } = await familyClockFor(context, child.id);
    const { rows } = await repos.progress.history(
      child.id,
      { ...query, timeZone },
      { page: 1, pageSize: historyCsvMaxRows },
    );
    ctx.attachment(historyCsvFileName(child.id));
    ctx.type = 'text/csv; charset=utf-8';
    ctx.body = historyCsv(
      rows.map((item) => ({ ...item, lastSeenAt: item.lastSeenAt.toISOString() })),
      timeZone,
    );
    return undefined;
  });
}
