import { percentageOf } from '@young-minds/contracts';
import { mockStore } from '../kit/errors';
import { familyChildren, quizAttemptsOf } from '../parent/fixtures';

/** A child's attempt as the service stores it (`quiz_submissions`). */
export interface MockQuizAttempt {
  id: number;
  childId: number;
  quizId: number;
  score: number;
  total: number;
  submitted_at: string;
}

/**
 * The family's month of attempts (the parent fixtures' percentages), each out of 10 questions so its percentage is
 * exactly the dashboard's; later submissions are graded against the quiz itself.
 */
function seededAttempts(): MockQuizAttempt[] {
  return familyChildren.flatMap((child) =>
    quizAttemptsOf(child.id).map((attempt, index) => ({
      id: child.id * 1000 + index + 1,
      childId: child.id,
      quizId: attempt.quizId,
      score: attempt.scorePercent / 10,
      total: 10,
      submitted_at: attempt.submittedAt,
    })),
  );
}

/** The children's quiz attempts in this mock session. */
export const [quizAttemptsMockState] = mockStore(() => ({ attempts: seededAttempts() }));

/** A child's try at an activity as the service stores it (`activity_attempts`). */
export interface MockActivityAttempt {
  id: number;
  childId: number;
  activityId: number;
  score: number;
  stars: number;
  submitted_at: string;
}

/** The children's tries at activities in this mock session (the activities themselves: `adminMockState.activities`). */
export const [activityAttemptsMockState] = mockStore(() => ({
  attempts: [] as MockActivityAttempt[],
}));

/** A child's quiz attempts, newest first. */
export function attemptsOf(childId: number): MockQuizAttempt[] {
  return quizAttemptsMockState.attempts
    .filter((attempt) => attempt.childId === childId)
    .sort((a, b) => b.submitted_at.localeCompare(a.submitted_at) || b.id - a.id);
}

/** An attempt's unrounded percentage (what the stars rule and the best score read). */
const percentOf = (attempt: MockQuizAttempt) => (attempt.total > 0 ? (attempt.score * 100) / attempt.total : 0);

/** The highest `value` per `key` of these rows: a child's best try at each quiz, activity or worksheet. */
export function bestPer<Row>(rows: readonly Row[], key: (row: Row) => number, value: (row: Row) => number): number[] {
  const best = new Map<number, number>();
  for (const row of rows) best.set(key(row), Math.max(best.get(key(row)) ?? 0, value(row)));
  return [...best.values()];
}

/** Per quiz a child took: the best attempt's unrounded percentage. */
export const bestPercentsOf = (childId: number) => bestPer(attemptsOf(childId), (row) => row.quizId, percentOf);

/** As the service: a child's quiz rows carry their best and last score (null before a first try); others' none. */
export function withChildScores<Row extends { id: number }>(
  row: Row,
  user: { id: number; role: string } | undefined,
): Row & { bestScore?: number | null; lastScore?: number | null } {
  if (user?.role !== 'child') return row;
  const mine = attemptsOf(user.id).filter((attempt) => attempt.quizId === row.id);
  const last = mine[0];
  return {
    ...row,
    bestScore: last ? Math.round(Math.max(...mine.map(percentOf))) : null,
    lastScore: last ? percentageOf(last.score, last.total) : null,
  };
}
