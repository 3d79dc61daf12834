import type { QuizAnswerOption, QuizCheckResult, QuizResult } from './quizzes';

export interface AnswerKeyItem {
  id: number;
  correctOption: QuizAnswerOption;
}

export type Grading =
  | { ok: true; score: number; total: number; results: QuizResult[]; answers: Record<string, QuizAnswerOption> }
  | { ok: false; foreignQuestionIds: number[] };

/** Whole percentage of right answers (0 for an empty quiz): what results, attempts and progress show. */
export function percentageOf(score: number, total: number): number {
  return total > 0 ? Math.round((score * 100) / total) : 0;
}

/** The `answers` field's text when answers name questions of another quiz (with `quizMessages.foreignQuestion`). */
export function foreignAnswersField(questionIds: readonly number[]): string {
  return `Not in this quiz: question ${questionIds.join(', ')}`;
}

/**
 * The grading rule, shared by the content service and the mocks: grades a child's answers against a quiz's answer
 * key, in the quiz's question order. An unanswered question counts as wrong; an answer to a question that is not
 * part of the quiz makes the whole submission invalid.
 */
export function gradeAnswers(key: AnswerKeyItem[], given: { questionId: number; answer: QuizAnswerOption }[]): Grading {
  const known = new Set(key.map((question) => question.id));
  const foreign = given.filter((answer) => !known.has(answer.questionId)).map((answer) => answer.questionId);
  if (foreign.length > 0) return { ok: false, foreignQuestionIds: foreign };

  const chosen = new Map(given.map((answer) => [answer.questionId, answer.answer]));
  const results = key.map((question) => {
    const answer = chosen.get(question.id) ?? null;
    // The child has answered: the result may show the right option (the quiz itself never does to a child).
    return {
      questionId: question.id,
      answer,
      correct: answer === question.correctOption,
      correct_option: question.correctOption,
    };
  });
  const answers: Record<string, QuizAnswerOption> = {};
  for (const [questionId, answer] of chosen) answers[String(questionId)] = answer;
  return {
    ok: true,
    score: results.filter((result) => result.correct).length,
    total: key.length,
    results,
    answers,
  };
}

/**
 * One answer checked as the child gives it (`POST /api/quizzes/:id/check`), by the same key as `gradeAnswers`;
 * null when the question is not part of the quiz.
 */
export function checkAnswer(
  key: AnswerKeyItem[],
  questionId: number,
  answer: QuizAnswerOption,
): QuizCheckResult | null {
  const question = key.find((item) => item.id === questionId);
  if (!question) return null;
  return { questionId, answer, correct: answer === question.correctOption, correct_option: question.correctOption };
}
