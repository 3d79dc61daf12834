import { parentPort, workerData } from 'node:worker_threads';
import { createCanvas } from '@napi-rs/canvas';
import type { PdfCover, PdfCoverWorkerData } from './pdf-cover';

// The worker thread that draws a PDF book's first page as its cover (pdf-cover.ts starts it, one per file). Its
// heap and time are bounded by the thread that started it; anything the PDF makes go wrong answers 'unreadable'.

async function drawCover({ document, width, maxHeight }: PdfCoverWorkerData): Promise<PdfCover> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const pdf = await pdfjs.getDocument({
    data: document,
    // No code from the file is compiled, no fonts are installed, nothing is fetched.
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: true,
    verbosity: 0,
  }).promise;
  try {
    const page = await pdf.getPage(1);
    const natural = page.getViewport({ scale: 1 });
    const scale = Math.min(width / natural.width, maxHeight / natural.height);
    const viewport = page.getViewport({ scale });
    const canvas = createCanvas(Math.round(viewport.width), Math.round(viewport.height));
    // Under Node pdf.js draws on @napi-rs/canvas's canvas (its own optional dependency).
    await page.render({ canvas, viewport }).promise;
    const png: Uint8Array = canvas.toBuffer('image/png');
    return { outcome: 'png', png };
  } finally {
    await pdf.destroy();
  }
}

void drawCover(workerData as PdfCoverWorkerData).then(
  (result) => parentPort?.postMessage(result),
  () => parentPort?.postMessage({ outcome: 'unreadable' } satisfies PdfCover),
);
