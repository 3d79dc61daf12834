import type { HttpHandler } from 'msw';
import {
  type QuizAttempt,
  checkAnswer,
  foreignAnswersField,
  gradeAnswers,
  percentageOf,
  quizEndpoints,
  quizMessages,
  quizSubmissionRateLimit,
} from '@young-minds/contracts';
import { adminMockState } from '../admin/state';
import { recordProgressItem } from '../child';
import { MockHttpError, mockRoute, nextId, pageOfItems, replayableMockRoute, rowById } from '../kit';
import { type MockQuizAttempt, attemptsOf, quizAttemptsMockState } from './state';

/** The answer key of a stored quiz (stored quizzes keep it; only what is shown drops it). */
const keyOf = (quiz: (typeof adminMockState.quizzes)[number]) =>
  quiz.questions.map((question) => ({ id: question.id, correctOption: question.correct_option! }));

/**
 * `POST /api/quizzes/:id/check`, `POST /api/quiz-submissions/submit` and `GET /api/quiz-submissions/me`, as the
 * content service answers them.
 */
export const quizAttemptHandlers: HttpHandler[] = [
  mockRoute(quizEndpoints.check, ({ params, body }) => {
    const quiz = rowById(adminMockState.quizzes, params.id, quizMessages.notFound);
    const checked = checkAnswer(keyOf(quiz), body.questionId, body.answer);
    if (!checked)
      throw new MockHttpError(400, quizMessages.foreignQuestion, {
        questionId: foreignAnswersField([body.questionId]),
      });
    return checked;
  }),

  replayableMockRoute(quizEndpoints.submit, ({ body, user }) => {
    // As the service: at most `quizSubmissionRateLimit.perMinute` submissions a minute per child.
    const minuteAgo = new Date(Date.now() - 60_000).toISOString();
    const lastMinute = attemptsOf(user!.id).filter((attempt) => attempt.submitted_at > minuteAgo).length;
    if (lastMinute >= quizSubmissionRateLimit.perMinute) throw new MockHttpError(429, quizMessages.tooManySubmissions);
    const quiz = rowById(adminMockState.quizzes, body.quizId, quizMessages.notFound);
    const grading = gradeAnswers(keyOf(quiz), body.answers);
    if (!grading.ok)
      throw new MockHttpError(400, quizMessages.foreignQuestion, {
        answers: foreignAnswersField(grading.foreignQuestionIds),
      });
    const attempt: MockQuizAttempt = {
      id: nextId(),
      childId: user!.id,
      quizId: quiz.id,
      score: grading.score,
      total: grading.total,
      submitted_at: new Date().toISOString(),
    };
    quizAttemptsMockState.attempts.push(attempt);
    // As the service: the attempt is the child's progress on the quiz too (completed, the last score).
    recordProgressItem(user!.id, {
      contentType: 'quiz',
      contentId: quiz.id,
      score: percentageOf(grading.score, grading.total),
    });
    return {
      id: attempt.id,
      quizId: quiz.id,
      score: grading.score,
      total: grading.total,
      percentage: percentageOf(grading.score, grading.total),
      results: grading.results,
      submitted_at: attempt.submitted_at,
    };
  }),

  mockRoute(quizEndpoints.myAttempts, ({ query, user }) => {
    const rows = attemptsOf(user!.id).map((attempt): QuizAttempt => ({
      id: attempt.id,
      quizId: attempt.quizId,
      quizTitle: adminMockState.quizzes.find((quiz) => quiz.id === attempt.quizId)?.title ?? '',
      score: attempt.score,
      total: attempt.total,
      percentage: percentageOf(attempt.score, attempt.total),
      submitted_at: attempt.submitted_at,
    }));
    return pageOfItems(rows, query.page, query.pageSize);
  }),
];
