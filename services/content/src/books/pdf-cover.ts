import { runBoundedWorker } from './bounded-worker';

/**
 * How much drawing a PDF book's cover may ask of the server. The seed's book takes under a second and well under
 * 100 MB; a PDF beyond these gets no cover made from it (the admin is asked for a thumbnail).
 */
interface PdfCoverLimits {
  /** How long drawing the first page may take. */
  timeoutMs: number;
  /** The heap of the drawing's worker thread, in MB. */
  maxHeapMb: number;
}

const defaultPdfCoverLimits: PdfCoverLimits = { timeoutMs: 15_000, maxHeapMb: 256 };

/** The cover's width in pixels; a very tall page is drawn at most this high instead. */
export const pdfCoverWidth = 480;
const pdfCoverMaxHeight = 960;

/** What drawing a PDF's first page made: the PNG, or nothing (not a PDF pdf.js reads, or beyond the limits). */
export type PdfCover = { outcome: 'png'; png: Uint8Array } | { outcome: 'unreadable' } | { outcome: 'tooLarge' };

export interface PdfCoverWorkerData {
  document: Uint8Array;
  width: number;
  maxHeight: number;
}

/**
 * A PDF's first page as a PNG `pdfCoverWidth` wide, drawn in a worker thread with its heap and time bounded, so
 * that a hostile PDF can neither hold the service nor crash it. Rejects only when the worker cannot run at all.
 */
export function drawPdfCover(document: Uint8Array, limits: Partial<PdfCoverLimits> = {}): Promise<PdfCover> {
  return runBoundedWorker<PdfCoverWorkerData, PdfCover>(
    'pdf-cover-worker',
    { document, width: pdfCoverWidth, maxHeight: pdfCoverMaxHeight },
    { ...defaultPdfCoverLimits, ...limits },
    { outcome: 'tooLarge' },
  );
}
