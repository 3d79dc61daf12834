import type { Activity, ActivityCard, ActivityContent, ActivityLanguage } from '@young-minds/contracts';
import { activityCoverOf, directionOf } from '@young-minds/contracts';
import { adminCategories, seededReview } from './fixtures';

/**
 * The activities of every area's mocks: two of each kind (one in Arabic), published, and a draft waiting for review.
 * The pictures are drawn here as small SVGs (made for the project, no copyrighted images) and served at their
 * /media paths (`activityPictureHandlers`), so a name really has its picture to match.
 */

const card = (id: string, text: string, image_url: string | null = null, image_alt = ''): ActivityCard => ({
  id,
  text,
  image_url,
  image_alt,
  audio_url: null,
});

/** A match: each [choice id, word, target id, picture, its alt] pair, then choices that match nothing. */
const match = (pairs: Array<[string, string, string, string, string]>, decoys: ActivityCard[] = []) => ({
  kind: 'match' as const,
  choices: [...pairs.map(([choice, text]) => card(choice, text)), ...decoys],
  targets: pairs.map(([, , target, url, alt]) => card(target, '', url, alt)),
  answer: pairs.map(([choice, , target]) => ({ choice, target })),
});

/** A reveal: the hidden picture, then the choices (the first is the right one). */
const reveal = (
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
const typedBlanks = (passage: string, gaps: Record<string, string[]>) => ({
  kind: 'fillBlanks' as const,
  passage,
  entry: 'typed' as const,
  gaps: Object.entries(gaps).map(([id, accepted]) => ({ id, accepted })),
  choices: [],
  answer: [],
});

/** A fill-in-the-blanks with word tiles: each gap's word (by id), then the words (decoys included). */
const tileBlanks = (passage: string, answer: Record<string, string>, words: ActivityCard[]) => ({
  kind: 'fillBlanks' as const,
  passage,
  entry: 'tiles' as const,
  gaps: Object.keys(answer).map((id) => ({ id, accepted: [] })),
  choices: words,
  answer: Object.entries(answer).map(([target, choice]) => ({ choice, target })),
});

/** An activity of October 2026 (created and updated on the given days at 09:00), its direction and cover derived. */
function activity(
  [id, categoryId, day]: [number, number, number | [number, number]],
  [title, prompt]: [string, string],
  content: ActivityContent,
  more: Partial<
    Pick<Activity, 'status' | 'language' | 'age_band' | 'music_free' | 'cover_image' | 'review' | 'sources'>
  > = {},
): Activity {
  const language: ActivityLanguage = more.language ?? 'en';
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
    cover_url: more.cover_image ?? activityCoverOf(content),
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

const svg = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240">${body}</svg>`;

/** The pictures by file name, at /media/activities/<name>. */
export const activityPictures: Record<string, string> = {
  'demo-sun.svg': svg(
    '<rect width="240" height="240" fill="#BDE0FE"/><g stroke="#F4A300" stroke-width="10" stroke-linecap="round">' +
      '<path d="M120 20v30M120 190v30M20 120h30M190 120h30M49 49l21 21M170 170l21 21M49 191l21-21M170 70l21-21"/></g>' +
      '<circle cx="120" cy="120" r="52" fill="#FFBE0B"/>',
  ),
  'demo-moon.svg': svg(
    '<rect width="240" height="240" fill="#1D3557"/><circle cx="120" cy="120" r="70" fill="#FFE8A3"/>' +
      '<circle cx="150" cy="100" r="62" fill="#1D3557"/>',
  ),
  'demo-star.svg': svg(
    '<rect width="240" height="240" fill="#2B2D42"/>' +
      '<path d="m120 30 26 56 61 7-45 42 12 61-54-30-54 30 12-61-45-42 61-7z" fill="#FFD166"/>',
  ),
  'demo-cat.svg': svg(
    '<rect width="240" height="240" fill="#FFF1E6"/><path d="M60 70 75 20l35 40M180 70l-15-50-35 40" fill="#F4A261"/>' +
      '<circle cx="120" cy="120" r="70" fill="#F4A261"/><circle cx="95" cy="110" r="9" fill="#264653"/>' +
      '<circle cx="145" cy="110" r="9" fill="#264653"/><path d="M112 135h16l-8 10z" fill="#E76F51"/>' +
      '<path d="M60 140h40M60 155h40M140 140h40M140 155h40" stroke="#264653" stroke-width="3"/>',
  ),
  'demo-fish.svg': svg(
    '<rect width="240" height="240" fill="#CAF0F8"/><path d="M170 120 225 80v80z" fill="#0077B6"/>' +
      '<ellipse cx="110" cy="120" rx="80" ry="50" fill="#00B4D8"/><circle cx="70" cy="110" r="9" fill="#03045E"/>',
  ),
  'demo-bee.svg': svg(
    '<rect width="240" height="240" fill="#E9F5DB"/><ellipse cx="95" cy="80" rx="35" ry="25" fill="#FFFFFF" ' +
      'stroke="#90A4AE" stroke-width="3"/><ellipse cx="145" cy="80" rx="35" ry="25" fill="#FFFFFF" stroke="#90A4AE" ' +
      'stroke-width="3"/><ellipse cx="120" cy="135" rx="75" ry="50" fill="#FFC300"/>' +
      '<path d="M95 88v94M130 86v98" stroke="#222222" stroke-width="18"/><circle cx="175" cy="125" r="7" fill="#222222"/>',
  ),
  'demo-camel.svg': svg(
    '<rect width="240" height="240" fill="#FFE5B4"/><rect y="190" width="240" height="50" fill="#E9C46A"/>' +
      '<path d="M50 150q15-60 40-30 20-50 45 0h30l20-50h20l-10 60-20 20H50z" fill="#B5835A"/>' +
      '<path d="M60 150v50M85 150v50M135 150v50M160 150v50" stroke="#B5835A" stroke-width="12"/>',
  ),
  'demo-seasons-cover.svg': svg(
    '<rect width="240" height="240" fill="#2A9D8F"/><rect x="20" y="20" width="200" height="200" rx="12" ' +
      'fill="#E9F5DB"/><rect x="110" y="120" width="20" height="70" fill="#8D5524"/>' +
      '<circle cx="90" cy="110" r="30" fill="#FFAFCC"/><circle cx="150" cy="110" r="30" fill="#F4A261"/>' +
      '<circle cx="120" cy="80" r="30" fill="#52B788"/><text x="120" y="52" font-size="20" font-family="sans-serif" ' +
      'text-anchor="middle" fill="#264653">The Four Seasons</text>',
  ),
};

const picture = (name: keyof typeof activityPictures) => `/media/activities/${name}`;

export const adminActivities: Activity[] = [
  activity(
    [401, 3, 20],
    ['Sky Friends', 'Match each name to its picture.'],
    match(
      [
        ['sun', 'Sun', 'p-sun', picture('demo-sun.svg'), 'A bright yellow sun'],
        ['moon', 'Moon', 'p-moon', picture('demo-moon.svg'), 'A thin moon in the night sky'],
        ['star', 'Star', 'p-star', picture('demo-star.svg'), 'A shining star'],
      ],
      [card('cloud', 'Cloud')],
    ),
  ),
  activity(
    [402, 3, 19],
    ['حيوانات صغيرة', 'صِل كل اسم بصورته.'],
    match([
      ['cat', 'قطة', 'p-cat', picture('demo-cat.svg'), 'قطة برتقالية'],
      ['fish', 'سمكة', 'p-fish', picture('demo-fish.svg'), 'سمكة زرقاء'],
      ['bee', 'نحلة', 'p-bee', picture('demo-bee.svg'), 'نحلة صفراء'],
    ]),
    { language: 'ar' },
  ),
  activity(
    [403, 1, 18],
    ['Name That Book', 'Show a bit more of the cover when you need to, then pick the name of the book.'],
    reveal(
      ['cover', picture('demo-seasons-cover.svg'), 'The cover of a book with a tree'],
      [
        ['seasons', 'The Four Seasons'],
        ['garden', "Amina's Garden"],
        ['letters', 'Letters to Grandma'],
      ],
      'tiles',
      6,
    ),
  ),
  activity(
    [404, 2, 17],
    ['Guess the Animal', 'The picture gets clearer step by step. Which animal is it?'],
    reveal(
      ['hidden', picture('demo-camel.svg'), 'A camel in the desert'],
      [
        ['camel', 'Camel'],
        ['falcon', 'Falcon'],
        ['turtle', 'Turtle'],
      ],
      'blur',
      4,
    ),
    { cover_image: '/media/images/demo-guess-cover.jpg' },
  ),
  activity(
    [405, 1, 16],
    ['At the Table', 'Put each word in its gap.'],
    tileBlanks('We say [[g1]] before we eat and [[g2]] when we finish.', { g1: 'bismillah', g2: 'alhamdulillah' }, [
      card('bismillah', 'Bismillah'),
      card('alhamdulillah', 'Alhamdulillah'),
      card('salam', 'Salam'),
    ]),
  ),
  activity(
    [406, 1, 15],
    ['The Seasons', 'Type the missing words.'],
    typedBlanks('In [[g1]] the flowers open, and in [[g2]] the leaves fall.', {
      g1: ['spring'],
      g2: ['autumn', 'fall'],
    }),
  ),
  activity(
    [407, 5, 21],
    ['Night Prayers', 'Match each prayer to its time.'],
    match([
      ['fajr', 'Fajr', 'p-dawn', picture('demo-sun.svg'), 'The sun coming up'],
      ['isha', 'Isha', 'p-night', picture('demo-moon.svg'), 'The night sky'],
    ]),
    // The scholar's, waiting for review (admin/review.ts): the demo admin may approve it.
    {
      status: 'draft',
      review: { status: 'in_review', reviewedBy: null, reviewedAt: null, note: null, revisionStatus: null },
      sources: [{ type: 'hadith', collection: 'Sahih Muslim', number: '612', grading: 'sahih' }],
    },
  ),
];
