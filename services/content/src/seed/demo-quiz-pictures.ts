import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Database, Seed } from '@young-minds/db';
import type { MediaStore, StoredMedia } from '../media';
import { storeDemoFile } from './demo-content';
import { demoAnswerPictures, drawnPictureFile } from './pictures';

const optionImages = ['optionAImage', 'optionBImage', 'optionCImage', 'optionDImage'] as const;

/**
 * The drawn pictures of the answers of the demo quizzes a young child meets (`demoAnswerPictures`), so a pre-reader
 * can tell the answers apart by sight. A seed of its own, after the demo content, so a database seeded before it
 * gets them too: each demo quiz found by its title and each question by its words, and only an option with no
 * picture gets one (an admin's choice is kept, and a quiz or question the admin deleted or reworded is left alone).
 * The pictures are public, like a quiz's cover; one file serves every quiz that has the same question.
 */
export function demoQuizPicturesSeed(db: Database, media: MediaStore): Seed {
  return {
    name: 'demo-quiz-pictures-v1',
    async run() {
      const { Quiz, QuizQuestion } = db.models;
      // Which questions still have an option without a picture (read first; files are stored only for those).
      const wanted: { id: number; pictures: (string | null)[] }[] = [];
      for (const [title, questions] of Object.entries(demoAnswerPictures)) {
        const quizzes = await Quiz.findAll({ where: { title }, attributes: ['id'], raw: true });
        if (quizzes.length === 0) continue;
        const rows = await QuizQuestion.findAll({
          where: { quizId: quizzes.map((quiz) => quiz.id), question: Object.keys(questions) },
          attributes: ['id', 'question', ...optionImages],
          raw: true,
        });
        for (const row of rows) {
          const names = questions[row.question]!;
          const pictures = optionImages.map((column, index) => (row[column] ? null : names[index]!));
          if (pictures.some((name) => name !== null)) wanted.push({ id: row.id, pictures });
        }
      }
      if (wanted.length === 0) return;

      const tempDir = await mkdtemp(path.join(os.tmpdir(), 'ym-seed-answers-'));
      const stored: StoredMedia[] = [];
      try {
        const urls = new Map<string, string>();
        for (const name of new Set(wanted.flatMap((question) => question.pictures))) {
          if (name === null) continue;
          const result = await storeDemoFile(media, tempDir, drawnPictureFile(name), 'image');
          stored.push(result);
          urls.set(name, result.url);
        }
        await db.writeTransaction(async (transaction) => {
          for (const { id, pictures } of wanted) {
            for (const [index, name] of pictures.entries()) {
              if (name === null) continue;
              const column = optionImages[index]!;
              // Only while it is still empty: a picture an admin chose meanwhile is kept.
              await QuizQuestion.update({ [column]: urls.get(name)! }, { where: { id, [column]: null }, transaction });
            }
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
