// The EPUB reader's adapter: its own lazy chunk, with epub.js only loaded when a child opens an EPUB book.
import ePub, { type Contents, type Location } from 'epubjs';
import type { OpenBook, Position } from './document';
import { noText, pageTextOf, readingHighlight } from './pageText';

/** Characters of one counted page (epub.js "locations"): small, so "Page N of M" moves with every turn. */
const charsPerPage = 600;

/** The size of a book's text at 100 % on the text-size control: a little larger than the browser's. */
const normalSize = 130;

/** The word being read, as on the other books' pages (the frame has none of the area's styles). */
const readingStyle = `::highlight(${readingHighlight}) { background-color: #ffe066; color: #1a1a1a; }`;

/** A link that would leave the book (any scheme, or another host). */
const leavesTheBook = /^([a-z][a-z0-9+.-]*:|\/\/)/i;

/**
 * Opens the EPUB at `url` paginated, one page at a time, its frame titled with the book's `title`. Its frames are sandboxed without scripts (epub.js's default
 * `allowScriptedContent: false`), links out of the book lose their target, and keys and swipes inside the frame turn
 * pages as outside it.
 */
export function openEpub(url: string, title: string): OpenBook {
  return async (pageArea, events) => {
    const response = await fetch(new URL(url, window.location.href), { credentials: 'same-origin' });
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    const book = ePub(await response.arrayBuffer());
    const frame = window.document.createElement('div');
    frame.style.blockSize = 'min(70vh, 720px)';
    pageArea.replaceChildren(frame);
    const rendition = book.renderTo(frame, {
      width: '100%',
      height: '100%',
      flow: 'paginated',
      spread: 'none',
      allowScriptedContent: false,
    });
    rendition.themes.fontSize(`${normalSize}%`);
    // The app's reading font (its family as the page area has it: Arabic books get the Arabic one).
    rendition.themes.font(window.getComputedStyle(pageArea).fontFamily);
    rendition.hooks.content.register((contents: Contents) => {
      const style = contents.document.createElement('style');
      style.textContent = readingStyle;
      contents.document.head.append(style);
      // Every frame says what it holds (screen readers announce a frame by its title).
      const frame = contents.window.frameElement;
      if (frame) frame.setAttribute('title', title);
      for (const link of contents.document.querySelectorAll('a[href]'))
        if (leavesTheBook.test(link.getAttribute('href') ?? '')) link.removeAttribute('href');
    });
    rendition.on('keydown', (event: KeyboardEvent) => events.key(event));
    let touch: { x: number; y: number } | null = null;
    rendition.on('touchstart', (event: TouchEvent) => {
      const finger = event.touches[0];
      touch = event.touches.length === 1 && finger ? { x: finger.clientX, y: finger.clientY } : null;
    });
    rendition.on('touchend', (event: TouchEvent) => {
      const finger = event.changedTouches[0];
      if (touch && finger) events.swipe(finger.clientX - touch.x, finger.clientY - touch.y);
      touch = null;
    });

    await book.ready;
    await book.locations.generate(charsPerPage);
    const pageCount = Math.max(1, book.locations.length());

    const here = (): Position => {
      const location = rendition.currentLocation() as unknown as Location;
      const counted = book.locations.locationFromCfi(location.start.cfi) as unknown as number;
      const page = location.atEnd ? pageCount : Math.min(pageCount, Math.max(1, counted + 1));
      return {
        page: location.atStart ? 1 : page,
        pageCount,
        bookmark: location.start.cfi,
        atStart: location.atStart,
        atEnd: location.atEnd,
      };
    };

    // A link to another chapter moves the book without a turn: the page shown and the bookmark follow it.
    let opened = false;
    rendition.on('relocated', () => {
      if (opened) events.moved(here());
    });

    return {
      async open(bookmark) {
        try {
          await rendition.display(bookmark ?? undefined);
        } catch {
          // A bookmark from an older copy of the book: start at the beginning.
          await rendition.display();
        }
        opened = true;
        return here();
      },
      async turn(direction) {
        await (direction === 1 ? rendition.next() : rendition.prev());
        return here();
      },
      destroy() {
        rendition.destroy();
        book.destroy();
      },
      text() {
        // The page is the part of the chapter between the shown location's two ends.
        const location = rendition.currentLocation() as unknown as Location;
        const contents = rendition.getContents() as unknown as Contents[];
        const body = contents[0]?.document.body;
        if (!body) return noText;
        try {
          const start = rendition.getRange(location.start.cfi);
          const end = rendition.getRange(location.end.cfi);
          const page = body.ownerDocument.createRange();
          page.setStart(start.startContainer, start.startOffset);
          page.setEnd(end.endContainer, end.endOffset);
          return pageTextOf(body, { wrap: false, within: page });
        } catch {
          return pageTextOf(body, { wrap: false });
        }
      },
      textSize(percent) {
        rendition.themes.fontSize(`${Math.round((normalSize * percent) / 100)}%`);
      },
    };
  };
}
