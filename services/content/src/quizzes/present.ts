import {
  type Quiz,
  type QuizAttempt,
  type QuizQuestion,
  type QuizSummary,
  percentageOf,
  quizSummarySchema,
} from '@young-minds/contracts';
import { toContractShape } from '@young-minds/service-kit';
import type { QuizAttemptRecord, QuizQuestionRecord, QuizRecord, QuizSummaryRecord } from '@young-minds/db';

/** Every contract field from its column (and the flags with it); the categories as names and `{ id, name }`. */
export function toQuizSummary(quiz: QuizSummaryRecord): QuizSummary {
  return toContractShape(quizSummarySchema, quiz, {
    category: quiz.categories.map((category) => category.name).join(', '),
    categories: quiz.categories.map(({ id, name }) => ({ id, name })),
  });
}

function toQuestion(question: QuizQuestionRecord, withAnswer: boolean): QuizQuestion {
  const shown: QuizQuestion = {
    id: question.id,
    question: question.question,
    option_a: question.optionA,
    option_b: question.optionB,
    option_c: question.optionC,
    option_d: question.optionD,
    option_a_image: question.optionAImage,
    option_b_image: question.optionBImage,
    option_c_image: question.optionCImage,
    option_d_image: question.optionDImage,
  };
  // Built field by field: the answer key is never put on the object for anyone but an admin.
  if (withAnswer) shown.correct_option = question.correctOption;
  return shown;
}

/** A quiz with its questions; `withAnswers` only for admins. */
export function toQuiz(quiz: QuizRecord, withAnswers: boolean): Quiz {
  return {
    ...toQuizSummary(quiz),
    linked_categories: quiz.categories.map((category) => category.id),
    updated_at: quiz.updatedAt.toISOString(),
    questions: quiz.questions.map((question) => toQuestion(question, withAnswers)),
  };
}

export function toQuizAttempt(attempt: QuizAttemptRecord): QuizAttempt {
  return {
    id: attempt.id,
    quizId: attempt.quizId,
    quizTitle: attempt.quizTitle,
    score: attempt.score,
    total: attempt.total,
    percentage: percentageOf(attempt.score, attempt.total),
    submitted_at: attempt.submittedAt.toISOString(),
  };
}
