import {
  type Activity,
  type ActivityPlay,
  type ActivityResult,
  type ActivitySubmission,
  gradeActivity,
  playContentOf,
} from '@young-minds/contracts';

/**
 * An admin's preview: the play view of a whole activity (the answer left out, as a child gets it) and an
 * `onSubmit` that grades locally with the contract's rule, counting attempts and the best score like the server.
 * A submission the rule refuses rejects with the rule's message (the player then shows its "could not be sent").
 */
export function previewOf(
  activity: Activity,
  seed: number = activity.id,
): { play: ActivityPlay; onSubmit: (submission: ActivitySubmission) => Promise<ActivityResult> } {
  const { linked_categories: _categories, content, ...summary } = activity;
  let attempts = 0;
  let bestScore = 0;
  return {
    play: { ...summary, content: playContentOf(content, seed) },
    onSubmit: async (submission) => {
      const graded = gradeActivity(content, submission);
      if (!graded.ok) throw new Error(graded.message);
      attempts += 1;
      bestScore = Math.max(bestScore, graded.result.score);
      return {
        activityId: activity.id,
        ...graded.result,
        attempts,
        bestScore,
        submitted_at: new Date().toISOString(),
      };
    },
  };
}
