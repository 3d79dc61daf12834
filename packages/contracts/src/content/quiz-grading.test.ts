import { checkAnswer, gradeAnswers } from './quiz-grading';

const key = [
  { id: 10, correctOption: 'A' as const },
  { id: 11, correctOption: 'D' as const },
  { id: 12, correctOption: 'B' as const },
];

describe('gradeAnswers', () => {
  it('when some answers are right, some wrong and some missing, then each counts in quiz order with its right option', () => {
    expect(
      gradeAnswers(key, [
        { questionId: 12, answer: 'B' },
        { questionId: 10, answer: 'C' },
      ]),
    ).toEqual({
      ok: true,
      score: 1,
      total: 3,
      results: [
        { questionId: 10, answer: 'C', correct: false, correct_option: 'A' },
        { questionId: 11, answer: null, correct: false, correct_option: 'D' },
        { questionId: 12, answer: 'B', correct: true, correct_option: 'B' },
      ],
      answers: { '12': 'B', '10': 'C' },
    });
  });

  it('when an answer names a question of another quiz, then the submission is invalid', () => {
    expect(
      gradeAnswers(key, [
        { questionId: 10, answer: 'A' },
        { questionId: 99, answer: 'A' },
      ]),
    ).toEqual({ ok: false, foreignQuestionIds: [99] });
  });
});

describe('checkAnswer', () => {
  it('when one answer is checked, then it is right or not by the same key, with the right option', () => {
    expect(checkAnswer(key, 11, 'A')).toEqual({ questionId: 11, answer: 'A', correct: false, correct_option: 'D' });
    expect(checkAnswer(key, 11, 'D')).toMatchObject({ correct: true });
    expect(checkAnswer(key, 99, 'D')).toBeNull();
  });
});
