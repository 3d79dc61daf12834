import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { sniffMedia } from '@young-minds/contracts';
import { demoAnswerPictures, demoPictureFile, demoPictures, sharedDemoPictures } from './pictures';

const folder = path.resolve(__dirname, '../../seed/media/pictures');
const itemEntries = Object.entries(demoPictures).flatMap(([kind, byTitle]) =>
  Object.entries(byTitle).map(([title, name]) => ({ kind, title, name })),
);
/** The answers' pictures, each named by its quiz and question ('answer 1 of …'). */
const answerEntries = Object.entries(demoAnswerPictures).flatMap(([quiz, byQuestion]) =>
  Object.entries(byQuestion).flatMap(([question, names]) =>
    names.map((name, index) => ({ kind: 'quiz answer', title: `${quiz}: ${question} (${'ABCD'[index]})`, name })),
  ),
);
/** The pictures several items share (each listed once). */
const sharedEntries = sharedDemoPictures.map((name) => ({ kind: 'shared', title: name, name }));
const entries = [...itemEntries, ...answerEntries, ...sharedEntries];

/** The width and height a PNG's header (IHDR) gives. */
const pngSize = (bytes: Buffer) => ({ width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) });

/** The element names of an SVG, opened and closed, checked to nest properly; null when they do not. */
function svgElements(text: string): string[] | null {
  const open: string[] = [];
  const seen: string[] = [];
  for (const [, closing, name, rest] of text.matchAll(/<(\/?)([a-zA-Z]+)([^>]*)>/g)) {
    if (closing) {
      if (open.pop() !== name) return null;
    } else {
      seen.push(name!);
      if (!rest!.endsWith('/')) open.push(name!);
    }
  }
  return open.length === 0 ? seen : null;
}

describe('the demo pictures', () => {
  it('when the seed lists its items, then no two items share a picture', () => {
    const names = entries.map((entry) => entry.name);
    expect(new Set(names).size).toBe(names.length);
    expect(itemEntries.length).toBe(15);
    // Every answer of a pictured question has a picture: four each.
    expect(answerEntries.length).toBe(
      Object.values(demoAnswerPictures).reduce((sum, questions) => sum + Object.keys(questions).length * 4, 0),
    );
    expect(answerEntries.length).toBeGreaterThanOrEqual(12);
  });

  it.each(entries)(
    'when the $kind "$title" is seeded, then its picture is a drawn SVG with no words or script',
    ({ name }) => {
      const text = readFileSync(path.join(folder, `${name}.svg`), 'utf8');
      expect(text.trimStart().startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 240">')).toBe(true);
      const elements = svgElements(text);
      expect(elements).not.toBeNull();
      // Pictures only: no typed title (the picture must not print an answer), nothing that runs or loads.
      expect(
        elements!.filter((element) => ['text', 'script', 'image', 'foreignObject', 'a', 'style'].includes(element)),
      ).toEqual([]);
      expect(text).not.toMatch(/\son[a-z]+=|href=|url\((?!#)/i);
      // Drawn, not a colour block: shapes enough to show a subject.
      expect(
        elements!.filter((element) => ['path', 'circle', 'ellipse', 'rect'].includes(element)).length,
      ).toBeGreaterThan(8);
    },
  );

  it.each(entries)(
    'when the $kind "$title" is seeded, then its PNG is rendered from the SVG at 480×360 (4:3)',
    async ({ name }) => {
      const bytes = readFileSync(path.join(folder, `${name}.png`));
      const read = async (position: number, length: number) => bytes.subarray(position, position + length);
      expect(await sniffMedia(read, bytes.length, 'image')).toEqual({ contentType: 'image/png', extension: 'png' });
      expect(pngSize(bytes)).toEqual({ width: 480, height: 360 });
    },
  );

  it('when the pictures folder is read, then every file is one of the listed pictures (its SVG and its PNG)', () => {
    const expected = entries.flatMap(({ name }) => [`${name}.png`, `${name}.svg`]).sort();
    expect(readdirSync(folder).sort()).toEqual(expected);
  });

  it('when the seed asks for the picture of an item, then it gets its PNG, and an error for an item that has none', () => {
    expect(demoPictureFile('video', 'The Story of Prophet Nuh')).toBe('pictures/story-of-nuh.png');
    expect(() => demoPictureFile('quiz', 'No Such Quiz')).toThrow("No demo picture for the quiz 'No Such Quiz'.");
  });
});
