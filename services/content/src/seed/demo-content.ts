import { copyFile, mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type ContentAgeBand, addMonths, slugify, todayIso } from '@young-minds/contracts';
import type { Database, Seed } from '@young-minds/db';
import type { MediaKind, MediaStore, StoredMedia, UploadedFile, UseFolder } from '../media';
import { demoPictureFile } from './pictures';

/** The demo files shipped with the repository (a few seconds of webm, small jpgs and pdfs). */
const demoMediaFolder = path.resolve(__dirname, '../../seed/media');

const categories = ['Prophets', 'Manners (Adab)', 'Prayer (Salah)', 'Ramadan', 'Quran Stories'] as const;
type CategoryName = (typeof categories)[number];

/**
 * The age band and music-free flag of a demo item: a mix, so a new family sees the child settings work (a
 * 4-year-old does not see the 6-8 story, a music-free-only child does not see the one with a song). Only a new
 * database gets them: the seed runs once per database, and content an admin already has is never rewritten.
 */
interface DemoFlags {
  ageBand: ContentAgeBand;
  musicFree: boolean;
}

/** Each video's thumbnail is its own picture (`demoPictures`). */
const videos: Array<{ title: string; description: string; category: CategoryName; file: string } & DemoFlags> = [
  {
    title: 'Counting Blessings',
    description: 'A short cartoon about saying Alhamdulillah for every gift, big and small.',
    category: 'Manners (Adab)',
    file: 'counting-blessings.webm',
    ageBand: '3-5',
    musicFree: true,
  },
  {
    title: 'The Story of Prophet Nuh',
    description: 'Prophet Nuh builds the ark and teaches us patience and trust in Allah.',
    category: 'Prophets',
    file: 'story-of-nuh.webm',
    ageBand: '6-8',
    musicFree: false,
  },
  {
    title: 'Wudu Step by Step',
    description: 'Getting ready for prayer: each step of wudu, slowly and clearly.',
    category: 'Prayer (Salah)',
    file: 'wudu-step-by-step.webm',
    ageBand: 'all',
    musicFree: true,
  },
];

/**
 * One book per format the child area reads in the page: a PDF, an EPUB and a Word file (made with
 * @young-minds/scenarios/book-files). The Word book is made readable on its first opening (no reader pages yet).
 */
// Each book's cover is its own picture (`demoPictures`): two books once showed a post's banner instead.
const books: Array<{ title: string; category: CategoryName; pages: number; file: string }> = [
  { title: 'Stories of the Prophets', category: 'Prophets', pages: 4, file: 'stories-of-the-prophets.pdf' },
  { title: 'Good Words', category: 'Manners (Adab)', pages: 3, file: 'good-words.epub' },
  { title: 'The Little Seed', category: 'Quran Stories', pages: 3, file: 'the-little-seed.docx' },
];

const quizzes: Array<{
  title: string;
  flags: DemoFlags;
  categories: CategoryName[];
  questions: Array<{ question: string; options: [string, string, string, string]; correct: 'A' | 'B' | 'C' | 'D' }>;
}> = [
  {
    title: 'Prophets and Their Stories',
    flags: { ageBand: '9-12', musicFree: true },
    categories: ['Prophets', 'Quran Stories'],
    questions: [
      {
        question: 'Which prophet built the ark?',
        options: ['Prophet Musa', 'Prophet Nuh', 'Prophet Isa', 'Prophet Yusuf'],
        correct: 'B',
      },
      {
        question: 'Who was swallowed by a whale?',
        options: ['Prophet Yunus', 'Prophet Ibrahim', 'Prophet Dawud', 'Prophet Adam'],
        correct: 'A',
      },
      {
        question: 'Allah made the fire cool and safe for which prophet?',
        options: ['Prophet Salih', 'Prophet Hud', 'Prophet Ibrahim', 'Prophet Ismail'],
        correct: 'C',
      },
    ],
  },
  {
    title: 'Getting Ready for Salah',
    flags: { ageBand: 'all', musicFree: true },
    categories: ['Prayer (Salah)'],
    questions: [
      { question: 'How many daily prayers are there?', options: ['Three', 'Four', 'Five', 'Seven'], correct: 'C' },
      { question: 'What do we do before we pray?', options: ['Wudu', 'Eat', 'Sleep', 'Run'], correct: 'A' },
      { question: 'Which prayer is at sunset?', options: ['Fajr', 'Dhuhr', 'Asr', 'Maghrib'], correct: 'D' },
    ],
  },
];

/** The three posts the home page previews. */
const blogs: Array<{ title: string; category: string; description: string; banner: string; daysAgo: number }> = [
  {
    title: 'Teaching Kindness to Neighbours',
    category: 'Manners',
    description:
      'The Prophet (peace be upon him) taught that a good neighbour is part of a good faith. Here are simple ways to ' +
      'practise kindness next door with your children: a shared plate of food, a friendly greeting, and a helping hand.',
    banner: 'kindness.jpg',
    daysAgo: 21,
  },
  {
    title: 'Preparing Kids for Ramadan',
    category: 'Ramadan',
    description:
      'Ramadan is a month children can look forward to. Start early with a countdown calendar, practise short fasts, ' +
      'and make a family plan for reading and giving charity together.',
    banner: 'ramadan.jpg',
    daysAgo: 14,
  },
  {
    title: 'Table Manners from the Sunnah',
    category: 'Manners',
    description:
      'Say Bismillah, eat with the right hand and from what is in front of you, and thank Allah afterwards. Small ' +
      'habits at the table teach gratitude and care for others.',
    banner: 'manners.jpg',
    daysAgo: 7,
  },
];

/** Copies a demo file to a temp path and stores it through the media store, exactly like an upload. */
export async function storeDemoFile(
  media: MediaStore,
  tempDir: string,
  file: string,
  kind: MediaKind,
  folder?: UseFolder,
): Promise<StoredMedia> {
  const source = path.join(demoMediaFolder, file);
  // A file in a subfolder ('activities/…') lands in the temp folder itself.
  const temp = path.join(tempDir, path.basename(file));
  await copyFile(source, temp);
  const { size } = await stat(temp);
  const upload = {
    filepath: temp,
    originalFilename: file,
    newFilename: file,
    size,
    mimetype: null,
  } as unknown as UploadedFile;
  return media.store(upload, kind, file, folder);
}

const daysBefore = (isoDate: string, days: number) => {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
};

/**
 * Demo content so a new user sees a living platform: categories, three videos with real media, three books
 * (PDF, EPUB, Word), two quizzes, a worksheet assignment and the three blog posts of the home page. Runs once per database
 * (recorded in schema_seeds), so content an admin deletes later does not come back.
 */
export function demoContentSeed(db: Database, media: MediaStore, now: () => Date = () => new Date()): Seed {
  return {
    name: 'demo-content-v1',
    async run() {
      const tempDir = await mkdtemp(path.join(os.tmpdir(), 'ym-seed-'));
      const stored: StoredMedia[] = [];
      const keep = async (file: string, kind: MediaKind) => {
        const result = await storeDemoFile(media, tempDir, file, kind);
        stored.push(result);
        return result.url;
      };
      try {
        const today = todayIso(now());
        const m = db.models;
        // Files first (outside the transaction), rows in one transaction; on failure the files go again.
        const videoFiles = await Promise.all(
          videos.map(async (video) => ({
            video: await keep(video.file, 'video'),
            thumbnail: await keep(demoPictureFile('video', video.title), 'image'),
          })),
        );
        const bookFiles = await Promise.all(
          books.map(async (book) => ({
            file: await keep(book.file, 'book'),
            thumbnail: await keep(demoPictureFile('book', book.title), 'image'),
          })),
        );
        const worksheet = await keep('my-five-daily-prayers-worksheet.pdf', 'assignment');
        const banners = await Promise.all(blogs.map((blog) => keep(blog.banner, 'image')));

        await db.writeTransaction(async (transaction) => {
          const categoryIds = new Map<CategoryName, number>();
          for (const name of categories) {
            const [category] = await m.Category.findOrCreate({ where: { name }, defaults: { name }, transaction });
            categoryIds.set(name, category.id);
          }
          const idOf = (name: CategoryName) => categoryIds.get(name)!;

          const videoIds: number[] = [];
          for (const [index, video] of videos.entries()) {
            const created = await m.Video.create(
              {
                title: video.title,
                description: video.description,
                categoryId: idOf(video.category),
                videoUrl: videoFiles[index]!.video,
                thumbnailUrl: videoFiles[index]!.thumbnail,
                durationSeconds: 5,
                ageBand: video.ageBand,
                musicFree: video.musicFree,
              },
              { transaction },
            );
            videoIds.push(created.id);
          }

          await m.Book.bulkCreate(
            books.map((book, index) => ({
              title: book.title,
              author: 'Young Minds Team',
              categoryId: idOf(book.category),
              pages: book.pages,
              thumbnailUrl: bookFiles[index]!.thumbnail,
              fileUrl: bookFiles[index]!.file,
              ageBand: 'all' as const,
              musicFree: true,
            })),
            { transaction },
          );

          for (const quiz of quizzes) {
            const created = await m.Quiz.create({ title: quiz.title, ...quiz.flags }, { transaction });
            await m.QuizQuestion.bulkCreate(
              quiz.questions.map((question, position) => ({
                quizId: created.id,
                position,
                question: question.question,
                optionA: question.options[0],
                optionB: question.options[1],
                optionC: question.options[2],
                optionD: question.options[3],
                correctOption: question.correct,
              })),
              { transaction },
            );
            await m.QuizCategory.bulkCreate(
              quiz.categories.map((name) => ({ quizId: created.id, categoryId: idOf(name) })),
              { transaction },
            );
          }

          const assignment = await m.Assignment.create(
            {
              title: 'My Five Daily Prayers',
              description:
                'Print the worksheet, answer the questions and colour a star for every prayer you pray today.',
              fileUrl: worksheet,
              videoId: videoIds[2] ?? null,
              dueDate: addMonths(today, 1),
              ageBand: '6-8',
              musicFree: true,
            },
            { transaction },
          );
          await m.AssignmentCategory.create(
            { assignmentId: assignment.id, categoryId: idOf('Prayer (Salah)') },
            { transaction },
          );

          for (const [index, blog] of blogs.entries()) {
            await m.Blog.create(
              {
                title: blog.title,
                slug: slugify(blog.title),
                category: blog.category,
                author: 'Young Minds Team',
                description: blog.description,
                publishDate: daysBefore(today, blog.daysAgo),
                bannerImage: banners[index]!,
                isPublished: true,
              },
              { transaction },
            );
          }
        });
      } catch (error) {
        await Promise.all(stored.map((file) => media.remove(file.url)));
        throw error;
      } finally {
        await rm(tempDir, { recursive: true, force: true });
      }
    },
  };
}
