import { api } from '@young-minds/api-client';
import { type Quiz, type QuizInput, type QuizSummary, quizEndpoints } from '@young-minds/contracts';
import { type PageQuery, type PageResult, pathFor } from '../../shared';

/** The quizzes calls of the admin area, each answer checked against its contract. */

export function listQuizzes({ page, pageSize, search }: PageQuery, signal?: AbortSignal): Promise<PageResult<QuizSummary>> {
  return api.get(pathFor(quizEndpoints.list), { query: { page, pageSize, search }, schema: quizEndpoints.list.response, signal });
}

export function getQuiz(id: string | number, signal?: AbortSignal): Promise<Quiz> {
  return api.get(pathFor(quizEndpoints.get, { id }), { schema: quizEndpoints.get.response, signal });
}

export function createQuiz(input: QuizInput): Promise<{ message: string; quiz: Quiz }> {
  return api.post(pathFor(quizEndpoints.create), input, { schema: quizEndpoints.create.response });
}

export function updateQuiz(id: string | number, input: QuizInput): Promise<{ message: string; quiz: Quiz }> {
  return api.put(pathFor(quizEndpoints.update, { id }), input, { schema: quizEndpoints.update.response });
}

export function deleteQuiz(id: number): Promise<{ message: string }> {
  return api.delete(pathFor(quizEndpoints.remove, { id }), { schema: quizEndpoints.remove.response });
}
