import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { drawPdfCover, pdfCoverWidth } from './pdf-cover';

const seedPdf = new Uint8Array(readFileSync(join(__dirname, '../../seed/media/stories-of-the-prophets.pdf')));

describe('drawing a PDF book’s cover in a worker thread', () => {
  it('when the PDF is the seed’s book, then its first page comes back as a PNG 480 px wide', async () => {
    const cover = await drawPdfCover(seedPdf);
    if (cover.outcome !== 'png') throw new Error(`no cover: ${cover.outcome}`);
    const png = Buffer.from(cover.png);
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(png.readUInt32BE(16)).toBe(pdfCoverWidth);
  });

  it('when the file only looks like a PDF, then unreadable (and the service thread is not hurt)', async () => {
    const garbage = new Uint8Array(
      Buffer.from(`%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 9 0 R >>\n${'x'.repeat(999)}`),
    );
    expect(await drawPdfCover(garbage)).toEqual({ outcome: 'unreadable' });
  });

  it('when the drawing takes longer than its time limit, then tooLarge and the worker is stopped', async () => {
    expect(await drawPdfCover(seedPdf, { timeoutMs: 1 })).toEqual({ outcome: 'tooLarge' });
    // The next drawing still works: the stopped worker held nothing.
    expect((await drawPdfCover(seedPdf)).outcome).toBe('png');
  });
});
