import type { Quiz } from '@young-minds/contracts';

/** A stored quiz for list tests (paging, ordering). */
export function extraQuiz(id: number, title: string, createdAt: string): Quiz {
  return {
    id,
    title,
    category: 'Quran',
    categories: [{ id: 3, name: 'Quran' }],
    linked_categories: [3],
    questionCount: 1,
    age_band: 'all',
    music_free: false,
    language: 'en',
    created_at: createdAt,
    updated_at: createdAt,
    questions: [
      {
        id: id * 10,
        question: `Question of ${title}`,
        option_a: 'One',
        option_b: 'Two',
        option_c: 'Three',
        option_d: 'Four',
        correct_option: 'A',
      },
    ],
  };
}
