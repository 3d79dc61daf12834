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
export const [quizAttemptsMockState, resetQuizAttemptsMockState] = mockStore(() => ({ attempts: seededAttempts() }));

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
export const [activityAttemptsMockState, resetActivityAttemptsMockState] = mockStore(() => ({
  attempts: [] as MockActivityAttempt[],
}));
