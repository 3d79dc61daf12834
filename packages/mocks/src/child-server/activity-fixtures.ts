import type { Activity, ActivityCard, ActivityContent, ActivityLanguage } from '@young-minds/contracts';
import { activityCoverOf, directionOf } from '@young-minds/contracts';
import { adminCategories } from '../admin/fixtures';

/**
 * The child's activities in QA mode: two of each kind (one in Arabic), published, and a draft a child never gets.
 * The pictures are drawn here as small SVGs (made for the project, no copyrighted images) and served at their
 * /media paths (`activityPictureHandlers`), so a name really has its picture to match.
 */

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

const card = (id: string, text: string, image?: { name: string; alt: string }): ActivityCard => ({
  id,
  text,
  image_url: image ? picture(image.name) : null,
  image_alt: image?.alt ?? '',
  audio_url: null,
});

function activity(
  id: number,
  fields: { title: string; prompt: string; categoryId: number; day: number; content: ActivityContent } & Partial<
    Pick<Activity, 'status' | 'language'>
  >,
): Activity {
  const language: ActivityLanguage = fields.language ?? 'en';
  const created = new Date(Date.UTC(2026, 9, fields.day, 9)).toISOString();
  const category = adminCategories.find((row) => row.id === fields.categoryId)!;
  return {
    id,
    title: fields.title,
    kind: fields.content.kind,
    status: fields.status ?? 'published',
    language,
    direction: directionOf(language),
    categories: [{ id: category.id, name: category.name }],
    cover_url: activityCoverOf(fields.content),
    age_band: 'all',
    music_free: true,
    created_at: created,
    updated_at: created,
    prompt: fields.prompt,
    linked_categories: [category.id],
    content: fields.content,
  };
}

/** Ids far from the admin fixtures' and from created rows'. */
export const childActivities: Activity[] = [
  activity(401, {
    title: 'Sky Friends',
    prompt: 'Match each name to its picture.',
    categoryId: 3,
    day: 20,
    content: {
      kind: 'match',
      choices: [card('sun', 'Sun'), card('moon', 'Moon'), card('star', 'Star')],
      targets: [
        card('p-sun', '', { name: 'demo-sun.svg', alt: 'A bright yellow sun' }),
        card('p-moon', '', { name: 'demo-moon.svg', alt: 'A thin moon in the night sky' }),
        card('p-star', '', { name: 'demo-star.svg', alt: 'A shining star' }),
      ],
      answer: [
        { choice: 'sun', target: 'p-sun' },
        { choice: 'moon', target: 'p-moon' },
        { choice: 'star', target: 'p-star' },
      ],
    },
  }),
  activity(402, {
    title: 'حيوانات صغيرة',
    prompt: 'صِل كل اسم بصورته.',
    language: 'ar',
    categoryId: 3,
    day: 19,
    content: {
      kind: 'match',
      choices: [card('cat', 'قطة'), card('fish', 'سمكة'), card('bee', 'نحلة')],
      targets: [
        card('p-cat', '', { name: 'demo-cat.svg', alt: 'قطة برتقالية' }),
        card('p-fish', '', { name: 'demo-fish.svg', alt: 'سمكة زرقاء' }),
        card('p-bee', '', { name: 'demo-bee.svg', alt: 'نحلة صفراء' }),
      ],
      answer: [
        { choice: 'cat', target: 'p-cat' },
        { choice: 'fish', target: 'p-fish' },
        { choice: 'bee', target: 'p-bee' },
      ],
    },
  }),
  activity(403, {
    title: 'Name That Book',
    prompt: 'Show a bit more of the cover when you need to, then pick the name of the book.',
    categoryId: 1,
    day: 18,
    content: {
      kind: 'revealMatch',
      targets: [card('cover', '', { name: 'demo-seasons-cover.svg', alt: 'The cover of a book with a tree' })],
      choices: [
        card('seasons', 'The Four Seasons'),
        card('garden', "Amina's Garden"),
        card('letters', 'Letters to Grandma'),
      ],
      reveal: { style: 'tiles', steps: 6 },
      answer: [{ choice: 'seasons', target: 'cover' }],
    },
  }),
  activity(404, {
    title: 'Guess the Animal',
    prompt: 'The picture gets clearer step by step. Which animal is it?',
    categoryId: 2,
    day: 17,
    content: {
      kind: 'revealMatch',
      targets: [card('hidden', '', { name: 'demo-camel.svg', alt: 'A camel in the desert' })],
      choices: [card('camel', 'Camel'), card('falcon', 'Falcon'), card('turtle', 'Turtle')],
      reveal: { style: 'blur', steps: 4 },
      answer: [{ choice: 'camel', target: 'hidden' }],
    },
  }),
  activity(405, {
    title: 'At the Table',
    prompt: 'Put each word in its gap.',
    categoryId: 1,
    day: 16,
    content: {
      kind: 'fillBlanks',
      passage: 'We say [[g1]] before we eat and [[g2]] when we finish.',
      entry: 'tiles',
      gaps: [
        { id: 'g1', accepted: [] },
        { id: 'g2', accepted: [] },
      ],
      choices: [card('bismillah', 'Bismillah'), card('alhamdulillah', 'Alhamdulillah'), card('salam', 'Salam')],
      answer: [
        { choice: 'bismillah', target: 'g1' },
        { choice: 'alhamdulillah', target: 'g2' },
      ],
    },
  }),
  activity(406, {
    title: 'The Seasons',
    prompt: 'Type the missing words.',
    categoryId: 1,
    day: 15,
    content: {
      kind: 'fillBlanks',
      passage: 'In [[g1]] the flowers open, and in [[g2]] the leaves fall.',
      entry: 'typed',
      gaps: [
        { id: 'g1', accepted: ['spring'] },
        { id: 'g2', accepted: ['autumn', 'fall'] },
      ],
      choices: [],
      answer: [],
    },
  }),
  activity(407, {
    title: 'Night Prayers',
    prompt: 'Match each prayer to its time.',
    status: 'draft',
    categoryId: 5,
    day: 21,
    content: {
      kind: 'match',
      choices: [card('fajr', 'Fajr'), card('isha', 'Isha')],
      targets: [
        card('p-dawn', '', { name: 'demo-sun.svg', alt: 'The sun coming up' }),
        card('p-night', '', { name: 'demo-moon.svg', alt: 'The night sky' }),
      ],
      answer: [
        { choice: 'fajr', target: 'p-dawn' },
        { choice: 'isha', target: 'p-night' },
      ],
    },
  }),
];
