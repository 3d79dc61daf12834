import { docxBook } from '@young-minds/scenarios/book-files';
import { convertWordFile } from './word-conversion';
import { deflatedWordDocument, manyParagraphs, paragraph } from './testing/word-documents';

// The conversion itself, without the service: the worker thread, the package's measures and the thread's limits.
// (books/word-files.test.ts shows the service answering while it runs, and what an upload beyond them gets.)

describe('converting a Word file in a worker thread', () => {
  it('when the file is a normal Word book, then its pages come back', async () => {
    expect(await convertWordFile(Buffer.from(docxBook(['Page one', 'Page two'])))).toEqual({
      outcome: 'pages',
      pages: ['<p>Page one</p>', '<p>Page two</p>'],
    });
  });

  it('when the file is not a zip, then it is unreadable', async () => {
    expect(await convertWordFile(Buffer.from('not a Word file at all'))).toEqual({ outcome: 'unreadable' });
  });

  it('when the XML holds more elements than the limit, then it is too large (and at the limit it converts)', async () => {
    // 90 in the paragraphs, and 11 in the wrapper parts ([Content_Types], relationships, document and body).
    const file = await deflatedWordDocument(manyParagraphs(30));
    expect(await convertWordFile(file, { maxElements: 100 })).toEqual({ outcome: 'tooLarge' });
    expect(await convertWordFile(file, { maxElements: 101 })).toMatchObject({ outcome: 'pages' });
  });

  it('when the XML unpacks to more bytes than the limit, then it is too large, whatever the zip says of itself', async () => {
    const file = await deflatedWordDocument(paragraph('a'.repeat(2 * 1024 * 1024)));
    expect(file.length).toBeLessThan(20 * 1024);
    expect(await convertWordFile(file, { maxXmlBytes: 1024 * 1024 })).toEqual({ outcome: 'tooLarge' });
    expect(await convertWordFile(file, { maxUnpackedBytes: 1024 * 1024, maxXmlBytes: 4 * 1024 * 1024 })).toEqual({
      outcome: 'tooLarge',
    });
  });

  it('when the conversion needs more heap than its thread may have, then it is too large', async () => {
    const file = await deflatedWordDocument(manyParagraphs(200_000));
    expect(
      await convertWordFile(file, { maxElements: 10_000_000, maxXmlBytes: 64 * 1024 * 1024, maxHeapMb: 64 }),
    ).toEqual({ outcome: 'tooLarge' });
  });

  it('when the conversion takes longer than its time, then it is stopped and too large', async () => {
    const file = await deflatedWordDocument(manyParagraphs(200_000));
    expect(
      await convertWordFile(file, { maxElements: 10_000_000, maxXmlBytes: 64 * 1024 * 1024, timeoutMs: 1500 }),
    ).toEqual({ outcome: 'tooLarge' });
  });
});
