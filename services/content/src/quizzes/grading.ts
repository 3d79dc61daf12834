import type { QuizAnswerOption } from '@young-minds/contracts';

export interface AnswerKeyItem {
  id: number;
  correctOption: QuizAnswerOption;
}

interface GradedAnswer {
  questionId: number;
  answer: QuizAnswerOption | null;
  correct: boolean;
}

export type Grading =
  | { ok: true; score: number; total: number; results: GradedAnswer[]; answers: Record<string, QuizAnswerOption> }
  | { ok: false; foreignQuestionIds: number[] };

/**
 * Grades a child's answers against a quiz's answer key, in the quiz's question order. An unanswered question
 * counts as wrong; an answer to a question that is not part of the quiz makes the whole submission invalid.
 */
export function gradeAnswers(key: AnswerKeyItem[], given: { questionId: number; answer: QuizAnswerOption }[]): Grading {
  const known = new Set(key.map((question) => question.id));
  const foreign = given.filter((answer) => !known.has(answer.questionId)).map((answer) => answer.questionId);
  if (foreign.length > 0) return { ok: false, foreignQuestionIds: foreign };

  const chosen = new Map(given.map((answer) => [answer.questionId, answer.answer]));
  const results = key.map((question) => {
    const answer = chosen.get(question.id) ?? null;
    return { questionId: question.id, answer, correct: answer === question.correctOption };
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
