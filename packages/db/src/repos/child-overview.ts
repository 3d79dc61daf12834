import { type ContentKind, contentKindIds, kindsWhere, perKind } from '@young-minds/contracts';
import { QueryTypes } from 'sequelize';
import type { RepoContext } from './context';
import { type AggregateRow, toNullableBoolean, toNullableNumber, toNullableString, toNumber } from './rows';

/** What the child's home is computed from (the stars and badges rules are the contracts'). */
export interface ChildOverviewRecord {
  name: string;
  avatar: string | null;
  age: number | null;
  /** "Read to me" as the parent chose it; null: the age decides. */
  readToMe: boolean | null;
  weeklyGoalMinutes: number;
  todaySeconds: number;
  weekSeconds: number;
  /** Per kind, one value per item the stars and badges count (`StarFacts` in the contracts). */
  done: Record<ContentKind, number[]>;
}

export interface ChildOverviewRequest {
  childId: number;
  /** 'YYYY-MM-DD' (UTC): today, and the Monday the week started. */
  today: string;
  weekStart: string;
}

/**
 * The child's home in two queries, each branch on an index that starts with `child_id`: the child's row (primary
 * key), then one UNION ALL over learning_progress (`learning_progress_child_content_unique`), quiz_submissions and
 * assignment_submissions (their `child_id, submitted_at` indexes), activity_attempts (its `child_id, activity_id`
 * index) and learning_time
 * (`learning_time_child_id_day_unique`).
 */
export function createChildOverviewRepo({ sequelize }: RepoContext) {
  function select(sql: string, replacements: Record<string, unknown>): Promise<AggregateRow[]> {
    return sequelize.query<AggregateRow>(sql, { replacements, type: QueryTypes.SELECT });
  }

  return {
    /** The child's overview, or null when `childId` is no child. */
    async forChild(request: ChildOverviewRequest): Promise<ChildOverviewRecord | null> {
      const replacements = { ...request, oneStarKinds: kindsWhere((kind) => kind.stars === 'one') };
      const [children, facts] = await Promise.all([
        select(
          "SELECT name, avatar, age, read_to_me, weekly_goal_minutes FROM users WHERE id = :childId AND role = 'child'",
          {
            childId: request.childId,
          },
        ),
        select(
          // One row per completed item of the kinds earning one star each.
          `SELECT content_type AS kind, 1 AS value FROM learning_progress ` +
            `WHERE child_id = :childId AND content_type IN (:oneStarKinds) AND completed ` +
            `UNION ALL SELECT 'quiz', MAX(CASE WHEN total > 0 THEN score * 100.0 / total ELSE 0 END) ` +
            `FROM quiz_submissions WHERE child_id = :childId GROUP BY quiz_id ` +
            `UNION ALL SELECT 'assignment', MAX(review_stars) FROM assignment_submissions ` +
            `WHERE child_id = :childId AND review_stars IS NOT NULL GROUP BY assignment_id ` +
            `UNION ALL SELECT 'activity', MAX(stars) FROM activity_attempts WHERE child_id = :childId ` +
            `GROUP BY activity_id ` +
            `UNION ALL SELECT 'today', SUM(seconds) FROM learning_time WHERE child_id = :childId AND day = :today ` +
            `UNION ALL SELECT 'week', SUM(seconds) FROM learning_time ` +
            `WHERE child_id = :childId AND day >= :weekStart AND day <= :today`,
          replacements,
        ),
      ]);
      const child = children[0];
      if (!child) return null;
      const record: ChildOverviewRecord = {
        name: String(child.name),
        avatar: toNullableString(child.avatar),
        age: toNullableNumber(child.age),
        readToMe: toNullableBoolean(child.read_to_me),
        weeklyGoalMinutes: toNumber(child.weekly_goal_minutes),
        todaySeconds: 0,
        weekSeconds: 0,
        done: perKind((): number[] => []),
      };
      for (const row of facts) {
        // SUM over no rows is NULL.
        const value = toNullableNumber(row.value) ?? 0;
        const kind = contentKindIds.find((candidate) => candidate === row.kind);
        if (kind) record.done[kind].push(value);
        else if (row.kind === 'today') record.todaySeconds = value;
        else if (row.kind === 'week') record.weekSeconds = value;
      }
      return record;
    },
  };
}

export type ChildOverviewRepo = ReturnType<typeof createChildOverviewRepo>;
