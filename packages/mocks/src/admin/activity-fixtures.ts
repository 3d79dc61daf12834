import type { Activity, ActivityCard, ActivityContent, ActivityLanguage } from '@young-minds/contracts';
import { activityCoverOf, directionOf } from '@young-minds/contracts';
import { adminCategories, seededReview } from './fixtures';

/**
 * Sample activities for the admin mocks: two of each kind, drafts and published, English and Arabic. The pictures
 * are the ones the other admin fixtures use (QA mode draws a placeholder for every one of them). The builders
 * serve the child's activities too (../child-server/activity-fixtures.ts).
 */

export const card = (id: string, text: string, image_url: string | null = null, image_alt = ''): ActivityCard => ({
  id,
  text,
  image_url,
  image_alt,
  audio_url: null,
});

/** A match: each [choice id, word, target id, picture, its alt] pair, then choices that match nothing. */
export const match = (pairs: Array<[string, string, string, string, string]>, decoys: ActivityCard[] = []) => ({
  kind: 'match' as const,
  choices: [...pairs.map(([choice, text]) => card(choice, text)), ...decoys],
  targets: pairs.map(([, , target, url, alt]) => card(target, '', url, alt)),
  answer: pairs.map(([choice, , target]) => ({ choice, target })),
});

/** A reveal: the hidden picture, then the choices (the first is the right one). */
export const reveal = (
  [target, url, alt]: [string, string, string],
  choices: Array<[string, string]>,
  style: 'tiles' | 'blur',
  steps: number,
) => ({
  kind: 'revealMatch' as const,
  targets: [card(target, '', url, alt)],
  choices: choices.map(([id, text]) => card(id, text)),
  reveal: { style, steps },
  answer: [{ choice: choices[0]![0], target }],
});

/** A fill-in-the-blanks with typed answers: each gap's accepted words. */
export const typedBlanks = (passage: string, gaps: Record<string, string[]>) => ({
  kind: 'fillBlanks' as const,
  passage,
  entry: 'typed' as const,
  gaps: Object.entries(gaps).map(([id, accepted]) => ({ id, accepted })),
  choices: [],
  answer: [],
});

/** A fill-in-the-blanks with word tiles: each gap's word (by id), then the words (decoys included). */
export const tileBlanks = (passage: string, answer: Record<string, string>, words: ActivityCard[]) => ({
  kind: 'fillBlanks' as const,
  passage,
  entry: 'tiles' as const,
  gaps: Object.keys(answer).map((id) => ({ id, accepted: [] })),
  choices: words,
  answer: Object.entries(answer).map(([target, choice]) => ({ choice, target })),
});

/** An activity of October 2026 (created and updated on the given days at 09:00), its direction and cover derived. */
export function activity(
  id: number,
  fields: {
    title: string;
    prompt: string;
    categoryId: number;
    day: number | [number, number];
    content: ActivityContent;
  } & Partial<Pick<Activity, 'status' | 'language' | 'age_band' | 'music_free' | 'cover_image' | 'review' | 'sources'>>,
): Activity {
  const { title, prompt, categoryId, day, content, ...more } = fields;
  const language: ActivityLanguage = fields.language ?? 'en';
  const [created, updated] = (typeof day === 'number' ? [day, day] : day).map((date) =>
    new Date(Date.UTC(2026, 9, date, 9)).toISOString(),
  );
  const category = adminCategories.find((row) => row.id === categoryId)!;
  return {
    id,
    title,
    kind: content.kind,
    status: 'published',
    ...seededReview,
    language,
    direction: directionOf(language),
    categories: [{ id: category.id, name: category.name }],
    cover_url: fields.cover_image ?? activityCoverOf(content),
    cover_image: null,
    age_band: 'all',
    music_free: true,
    ...more,
    created_at: created!,
    updated_at: updated!,
    prompt,
    linked_categories: [category.id],
    content,
  };
}

const image = (name: string) => `/media/images/${name}.jpg`;

export const adminActivities: Activity[] = [
  activity(301, {
    title: 'Good Manners Pictures',
    prompt: 'Match each word to its picture.',
    categoryId: 1,
    day: [1, 2],
    age_band: '3-5',
    content: match(
      [
        ['c1', 'Kindness', 't1', image('manners'), 'A child helping a friend stand up'],
        ['c2', 'Salam', 't2', image('demo-salam'), 'Two friends greeting each other'],
        ['c3', 'Wudu', 't3', image('demo-wudu'), 'Washing hands before prayer'],
      ],
      [card('c4', 'Ramadan')],
    ),
  }),
  activity(302, {
    title: 'Ramadan Words',
    prompt: 'صِل كل كلمة بصورتها',
    status: 'draft',
    language: 'ar',
    categoryId: 4,
    day: 3,
    music_free: false,
    content: match([
      ['c1', 'رمضان', 't1', image('ramadan'), 'A lantern and dates at sunset'],
      ['c2', 'دعاء', 't2', image('demo-duas'), 'Hands raised in a dua'],
    ]),
  }),
  activity(303, {
    title: 'Which Book Is This?',
    prompt: 'Uncover the cover bit by bit, then pick the name of the book.',
    categoryId: 3,
    day: [5, 6],
    age_band: '6-8',
    content: reveal(
      ['t1', image('demo-duas'), 'The cover of My First Duas'],
      [
        ['c1', 'My First Duas'],
        ['c2', 'The Good Neighbour'],
        ['c3', 'Stories of the Prophets'],
      ],
      'tiles',
      6,
    ),
  }),
  activity(304, {
    title: 'Guess the Picture',
    prompt: 'The picture clears step by step. What is it?',
    status: 'draft',
    categoryId: 2,
    day: 7,
    music_free: false,
    cover_image: image('demo-guess-cover'),
    content: reveal(
      ['t1', image('demo-yunus'), 'A big whale in the sea'],
      [
        ['c1', 'Prophet Yunus and the whale'],
        ['c2', 'The ark of Prophet Nuh'],
      ],
      'blur',
      4,
    ),
  }),
  activity(305, {
    title: 'Before We Eat',
    prompt: 'Put each word in its gap.',
    categoryId: 1,
    day: 8,
    age_band: '3-5',
    content: tileBlanks('We say [[g1]] before we eat and [[g2]] when we finish.', { g1: 'w1', g2: 'w2' }, [
      card('w1', 'Bismillah'),
      card('w2', 'Alhamdulillah'),
      card('x1', 'Salam'),
    ]),
  }),
  activity(306, {
    title: 'The Five Prayers',
    prompt: 'Type the missing word.',
    status: 'draft',
    categoryId: 5,
    day: 9,
    age_band: '9-12',
    music_free: false,
    // The scholar's, waiting for review (admin/review.ts): the demo admin may approve it.
    review: { status: 'in_review', reviewedBy: null, reviewedAt: null, note: null, revisionStatus: null },
    sources: [{ type: 'hadith', collection: 'Sahih Muslim', number: '612', grading: 'sahih' }],
    content: typedBlanks('The prayer at dawn is [[g1]] and the prayer at night is [[g2]].', {
      g1: ['Fajr', 'Fajar'],
      g2: ['Isha', "Isha'"],
    }),
  }),
];
