// The PDF reader's adapter: its own lazy chunk, with pdf.js (and pdf.js's worker, a separate file) only loaded when a
// child opens a PDF book.
import { GlobalWorkerOptions, TextLayer, getDocument } from 'pdfjs-dist';
import { type OpenBook, pagedDocument } from './document';
import { type PageText, noText, pageTextOf } from './pageText';

// The bundler emits the worker as a file beside the chunk and resolves this URL against the remote's publicPath.
GlobalWorkerOptions.workerSrc = new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url).toString();

/** What the window keeps for the area's header, the book's title and the page buttons (CSS pixels). */
const roomForControls = 260;
/** A page is never drawn shorter than this to make room (a phone held sideways scrolls instead). */
const minimumPageHeight = 320;

/**
 * Opens the PDF at `url`: one page at a time on a canvas that fits the page area (a 390 px phone shows the whole
 * width), sharp on dense screens, with pdf.js's text layer over it — the page's words for screen readers, for
 * selecting and for Read to me's highlight. `zoom` draws it larger (the page area scrolls), text layer included.
 */
export function openPdf(url: string): OpenBook {
  return async (pageArea) => {
    const loading = getDocument({ url, isEvalSupported: false });
    const pdf = await loading.promise;
    const sheet = window.document.createElement('div');
    sheet.className = 'pdf-page';
    const canvas = window.document.createElement('canvas');
    // The text layer over the canvas is what screen readers read.
    canvas.setAttribute('aria-hidden', 'true');
    const layer = window.document.createElement('div');
    layer.className = 'textLayer';
    sheet.append(canvas, layer);
    pageArea.replaceChildren(sheet);
    let shown = 0;
    let zoom = 1;
    let drawnWidth = 0;
    let text: PageText = noText;
    let textLayer: TextLayer | null = null;
    // Draws run one after another (a turn and a resize may ask at once); a failed one does not stop the next.
    let drawing: Promise<void> = Promise.resolve();

    const draw = async (number: number) => {
      const page = await pdf.getPage(number);
      const natural = page.getViewport({ scale: 1 });
      drawnWidth = pageArea.clientWidth || natural.width;
      // The whole page in view with the page buttons below it: as wide as the page area, unless that makes it
      // taller than the window leaves (a portrait page on a wide screen), then as tall as that.
      const roomInHeight = Math.max(minimumPageHeight, window.innerHeight - roomForControls);
      const fit = Math.min(drawnWidth / natural.width, roomInHeight / natural.height);
      const viewport = page.getViewport({ scale: fit * zoom });
      const ratio = window.devicePixelRatio || 1;
      canvas.width = Math.floor(viewport.width * ratio);
      canvas.height = Math.floor(viewport.height * ratio);
      sheet.style.inlineSize = `${Math.floor(viewport.width)}px`;
      sheet.style.blockSize = `${Math.floor(viewport.height)}px`;
      sheet.style.setProperty('--total-scale-factor', String(viewport.scale));
      await page.render({ canvas, viewport, transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0] }).promise;
      textLayer?.cancel();
      layer.replaceChildren();
      textLayer = new TextLayer({ textContentSource: await page.getTextContent(), container: layer, viewport });
      await textLayer.render();
      text = pageTextOf(layer, { wrap: true, folio: number });
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

    const document = pagedDocument(
      pdf.numPages,
      render,
      () => {
        resized.disconnect();
        textLayer?.cancel();
        void loading.destroy();
      },
      () => text,
    );
    return {
      ...document,
      zoom: async (next) => {
        zoom = next;
        if (shown > 0) await render(shown);
      },
    };
  };
}
