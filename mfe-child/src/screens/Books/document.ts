import { type PageText, noText } from './pageText';

/**
 * What the page-turning reader needs from a book, whatever its format: the PDF, EPUB and DOCX adapters (each a lazy
 * chunk) make one, and the tests hand the reader a fake one (pdf.js and epub.js cannot draw in jsdom).
 */

/** Where the reader is in a book. */
export interface Position {
  /** 1-based. */
  page: number;
  pageCount: number;
  /** What progress keeps: the page number (PDF, DOCX) or an EPUB CFI. */
  bookmark: string;
  atStart: boolean;
  atEnd: boolean;
}

export interface ReaderDocument {
  /** Shows the page a saved bookmark points at (the first page for none or one that points nowhere). */
  open(bookmark: string | null): Promise<Position>;
  /** Shows the next (1) or previous (-1) page. */
  turn(direction: 1 | -1): Promise<Position>;
  /** Lets go of the book (its worker, frames and object URLs). */
  destroy(): void;
  /** The words of the page on show (for Read to me). */
  text(): PageText;
  /** Books that flow (EPUB, DOCX): shows the text at `percent` of its normal size. */
  textSize?: (percent: number) => void;
  /** Books of fixed pages (PDF): draws the page at `zoom` times the size that fits the screen. */
  zoom?: (zoom: number) => Promise<void>;
}

/** What an adapter passes on to the reader: a key or a swipe seen inside its own frame (an EPUB's iframe), a move. */
interface ReaderEvents {
  key: (event: KeyboardEvent) => void;
  /** A one-finger move that ended, by how far it went (px). */
  swipe: (dx: number, dy: number) => void;
  /** The book moved by itself (a link inside an EPUB to another chapter). */
  moved: (position: Position) => void;
}

/** Opens a book into the page area. */
export type OpenBook = (pageArea: HTMLElement, events: ReaderEvents) => Promise<ReaderDocument>;

/**
 * A document of numbered pages (PDF, DOCX): `render(n)` draws page n (1-based); the bookmark is the page number.
 * Turning past either end stays where it is.
 */
export function pagedDocument(
  pageCount: number,
  render: (page: number) => Promise<void>,
  destroy: () => void = () => undefined,
  text: () => PageText = () => noText,
): ReaderDocument {
  let page = 1;
  const show = async (next: number): Promise<Position> => {
    page = Math.min(Math.max(1, next), pageCount);
    await render(page);
    return { page, pageCount, bookmark: String(page), atStart: page === 1, atEnd: page === pageCount };
  };
  return {
    open: (bookmark) => {
      const saved = Number(bookmark);
      return show(Number.isInteger(saved) && saved >= 1 && saved <= pageCount ? saved : 1);
    },
    turn: (direction) => show(page + direction),
    destroy,
    text,
  };
}
