import {
  quizEndpoints,
  quizMessages,
  reportEndpoints,
  reportMessages,
  reviewEndpoints,
  reviewMessages,
} from '@young-minds/contracts';
import type { ScenarioDriver } from './driver';
import { type Scenario, createCategory, expectError, expectSuccess, publish, uniqueTag } from './scenarios';

async function draftQuiz(driver: ScenarioDriver, title: string) {
  const category = await createCategory(driver, uniqueTag('Pillars'));
  const ask = { question: 'How many pillars?', option_a: '3', option_b: '4', option_c: '5', option_d: '6' };
  return expectSuccess(
    await driver.call(quizEndpoints.create, {
      as: 'admin',
      body: { title, linked_categories: [category.id], questions: [{ ...ask, correct_option: 'C' }] },
    }),
    quizEndpoints.create,
  ).quiz;
}

/** The content service's scholar review and the families' reports. */
export const reviewScenarios: Scenario[] = [
  {
    name: 'a new quiz is a draft no child sees; its author cannot approve it; a reviewer publishes it with their name',
    async run(driver) {
      const quiz = await draftQuiz(driver, uniqueTag('Pillars quiz'));
      expect(quiz.review).toMatchObject({ status: 'draft', reviewedBy: null });
      const params = { kind: 'quiz' as const, id: quiz.id };
      expectError(
        await driver.call(quizEndpoints.get, { as: 'child', params: { id: quiz.id } }),
        404,
        quizMessages.notFound,
      );

      expectSuccess(await driver.call(reviewEndpoints.submit, { as: 'admin', params }), reviewEndpoints.submit);
      expectError(
        await driver.call(reviewEndpoints.submit, { as: 'admin', params }),
        409,
        reviewMessages.alreadyInReview,
      );
      expectError(
        await driver.call(reviewEndpoints.approve, { as: 'admin', params, body: {} }),
        403,
        reviewMessages.ownItem,
      );
      const approved = expectSuccess(
        await driver.call(reviewEndpoints.approve, { as: 'reviewer', params, body: { note: 'Checked.' } }),
        reviewEndpoints.approve,
      );
      expect(approved.review).toMatchObject({ status: 'published', note: 'Checked.' });
      const seen = expectSuccess(
        await driver.call(quizEndpoints.get, { as: 'child', params: { id: quiz.id } }),
        quizEndpoints.get,
      );
      expect(seen.review).toMatchObject({ status: 'published', revisionStatus: null });
      expect(typeof seen.review.reviewedBy).toBe('string');
    },
  },
  {
    name: 'a parent reports a mistake in a published item (none in a draft); an admin resolves it once',
    async run(driver) {
      const draft = await draftQuiz(driver, uniqueTag('Unchecked'));
      const report = (id: number) =>
        driver.call(reportEndpoints.send, { as: 'parent', body: { kind: 'quiz', id, message: 'Is this right?' } });
      expectError(await report(draft.id), 404, reportMessages.itemNotFound);

      const quiz = await draftQuiz(driver, uniqueTag('Checked'));
      await publish(driver, 'quiz', quiz.id);
      expect(expectSuccess(await report(quiz.id), reportEndpoints.send)).toEqual({ message: reportMessages.received });
      const open = expectSuccess(
        await driver.call(reportEndpoints.list, { as: 'admin', query: { status: 'open', pageSize: 100 } }),
        reportEndpoints.list,
      );
      const sent = open.data.find((row) => row.itemId === quiz.id);
      expect(sent).toMatchObject({ kind: 'quiz', itemTitle: quiz.title, status: 'open', reply: null });
      const resolve = () =>
        driver.call(reportEndpoints.resolve, { as: 'admin', params: { id: sent!.id }, body: { reply: 'Fixed.' } });
      expect(expectSuccess(await resolve(), reportEndpoints.resolve)).toMatchObject({
        status: 'resolved',
        reply: 'Fixed.',
      });
      expectError(await resolve(), 409, reportMessages.alreadyResolved);
    },
  },
];
