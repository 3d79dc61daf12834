// The PDF reader's adapter: its own lazy chunk, with pdf.js (and pdf.js's worker, a separate file) only loaded when a
// child opens a PDF book.
import { GlobalWorkerOptions, type PDFPageProxy, getDocument } from 'pdfjs-dist';
import { type OpenBook, pagedDocument } from './document';
import { srOnly } from './srOnly';

// The bundler emits the worker as a file beside the chunk and resolves this URL against the remote's publicPath.
GlobalWorkerOptions.workerSrc = new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url).toString();

/** What the window keeps for the area's header, the book's title and the page buttons (CSS pixels). */
const roomForControls = 260;
/** A page is never drawn shorter than this to make room (a phone held sideways scrolls instead). */
const minimumPageHeight = 320;

/** The text of a page, for screen readers (the canvas itself says nothing). */
async function textOf(page: PDFPageProxy): Promise<string> {
  const content = await page.getTextContent();
  return content.items
    .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : ' ') : ''))
    .join('')
    .trim();
}

/** Opens the PDF at `url`: one page at a time on a canvas as wide as the page area, sharp on dense screens. */
export function openPdf(url: string): OpenBook {
  return async (pageArea) => {
    const loading = getDocument({ url, isEvalSupported: false });
    const pdf = await loading.promise;
    const canvas = window.document.createElement('canvas');
    // The page's text below it is what screen readers read.
    canvas.setAttribute('aria-hidden', 'true');
    const text = window.document.createElement('div');
    Object.assign(text.style, srOnly);
    pageArea.replaceChildren(canvas, text);
    let shown = 0;
    let drawnWidth = 0;
    // Draws run one after another (a turn and a resize may ask at once); a failed one does not stop the next.
    let drawing: Promise<void> = Promise.resolve();

    const draw = async (number: number) => {
      const page = await pdf.getPage(number);
      const natural = page.getViewport({ scale: 1 });
      drawnWidth = pageArea.clientWidth || natural.width;
      // The whole page in view with the page buttons below it: as wide as the page area, unless that makes it
      // taller than the window leaves (a portrait page on a wide screen), then as tall as that.
      const roomInHeight = Math.max(minimumPageHeight, window.innerHeight - roomForControls);
      const scale = Math.min(drawnWidth / natural.width, roomInHeight / natural.height);
      const viewport = page.getViewport({ scale });
      const ratio = window.devicePixelRatio || 1;
      canvas.width = Math.floor(viewport.width * ratio);
      canvas.height = Math.floor(viewport.height * ratio);
      canvas.style.aspectRatio = `${viewport.width} / ${viewport.height}`;
      canvas.style.inlineSize = `${Math.floor(viewport.width)}px`;
      await page.render({ canvas, viewport, transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0] }).promise;
      text.textContent = await textOf(page);
    };
    const render = (number: number) => {
      shown = number;
      drawing = drawing.catch(() => undefined).then(() => draw(number));
      return drawing;
    };
    // A phone turned sideways: the page is drawn again for the new width (sharp, not stretched).
    const resized = new ResizeObserver(() => {
      const width = pageArea.clientWidth;
      if (shown > 0 && width > 0 && Math.abs(width - drawnWidth) > 1) render(shown).catch(() => undefined);
    });
    resized.observe(pageArea);

    return pagedDocument(pdf.numPages, render, () => {
      resized.disconnect();
      void loading.destroy();
    });
  };
}
