// The EPUB reader's adapter: its own lazy chunk, with epub.js only loaded when a child opens an EPUB book.
import ePub, { type Contents, type Location } from 'epubjs';
import type { OpenBook, Position } from './document';

/** Characters of one counted page (epub.js "locations"): small, so "Page N of M" moves with every turn. */
const charsPerPage = 600;

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
    rendition.themes.fontSize('130%');
    rendition.hooks.content.register((contents: Contents) => {
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
    };
  };
}
