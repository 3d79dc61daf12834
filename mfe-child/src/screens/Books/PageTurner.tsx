import { type ContentLanguage, singleLanguageOf } from '@young-minds/contracts';
import { type Locale, directionOf, languageStore, useLanguage } from '@young-minds/i18n';
import { tokens } from '@young-minds/ui';
import { type PointerEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { useChildT } from '../../messages';
import { recordProgress } from '../../offline/send';
import { Celebration } from '../../shared/Celebration';
import { DownloadIcon, SpeakerIcon } from '../../shared/icons';
import { BigButton, FileLink } from '../../shared/parts';
import { canSpeak, hush, say, useVoiceSettings } from '../../shared/voice';
import type { OpenBook, Position, ReaderDocument } from './document';
import { readingHighlight, wordClass } from './pageText';
import { textSizeNow, useTextSize, zoomSteps } from './sizes';

/** How long the reader waits after a page turn before saving the bookmark (a child flicking through saves once). */
export const saveDelayMs = 1000;
/** How far (px) a finger must travel sideways for a swipe to turn the page. */
const swipeDistance = 50;

const PageArea = styled.div`
  position: relative;
  /* A wide screen shows the page at a readable size, not as wide as the window. */
  max-inline-size: 800px;
  margin-inline: auto;
  min-block-size: 50vh;
  border-radius: ${tokens.radius.lg};
  background: ${tokens.color.surface};
  box-shadow: ${tokens.shadow.card};
  overflow: auto;
  /* Vertical scrolling and the browser's own pinch-zoom stay; sideways swipes are ours (page turns). */
  touch-action: pan-y pinch-zoom;
  /* A zoomed-in PDF page is wider than the screen: a finger moves it every way. */
  &[data-zoomed] {
    touch-action: pan-x pan-y pinch-zoom;
  }
  .pdf-page {
    position: relative;
    margin-inline: auto;
  }
  canvas {
    display: block;
    inline-size: 100%;
    block-size: 100%;
  }
  /* pdf.js's text layer: the page's words, invisible, over the very places the canvas draws them. */
  .textLayer {
    position: absolute;
    inset: 0;
    overflow: clip;
    line-height: 1;
    text-align: initial;
    text-size-adjust: none;
    forced-color-adjust: none;
    transform-origin: 0 0;
    --min-font-size: 1;
    --text-scale-factor: calc(var(--total-scale-factor) * var(--min-font-size));
    --min-font-size-inv: calc(1 / var(--min-font-size));
    --scale-round-x: 1px;
    --scale-round-y: 1px;
    :is(span, br) {
      color: transparent;
      position: absolute;
      white-space: pre;
      cursor: text;
      transform-origin: 0% 0%;
    }
    > :not(.markedContent),
    .markedContent span:not(.markedContent) {
      z-index: 1;
      --font-height: 0;
      font-size: calc(var(--text-scale-factor) * var(--font-height));
      --scale-x: 1;
      --rotate: 0deg;
      transform: rotate(var(--rotate)) scaleX(var(--scale-x)) scale(var(--min-font-size-inv));
    }
    .markedContent {
      display: contents;
    }
    span.${wordClass} {
      position: static;
      transform: none;
      font-size: inherit;
    }
  }
  /* The word being read: painted by the browser (Custom Highlight API) or, without it, its own span marked. */
  ::highlight(${readingHighlight}),
  [data-reading] {
    background-color: #ffe066;
    color: #1a1a1a;
  }
  .textLayer [data-reading] {
    color: transparent;
  }
  .docx-page {
    padding: ${tokens.space.lg};
    font-family: ${tokens.font.family};
    font-size: calc(${tokens.font.size.lg} * var(--book-text-size, 1));
    line-height: 1.6;
    overflow-wrap: anywhere;
    img {
      max-inline-size: 100%;
      block-size: auto;
    }
  }
`;

const Controls = styled.div`
  max-inline-size: 800px;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${tokens.space.sm};
  margin-block: ${tokens.space.md};
  margin-inline: auto;
  p {
    margin: 0;
    font-weight: 800;
    font-size: ${tokens.font.size.lg};
    text-align: center;
  }
`;

const Turn = styled(BigButton)`
  display: inline-flex;
  align-items: center;
  gap: ${tokens.space.xs};
  padding-inline: ${tokens.space.md};
  span[aria-hidden] {
    font-size: 2rem;
    line-height: 1;
  }
`;

/** A letter A with a minus or a plus: the text-size buttons' picture (their labels say what they do). */
function TextSizeIcon({ bigger }: { bigger: boolean }) {
  return (
    <svg width="2rem" height="2rem" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d={`M2 20 7.5 5h1L14 20M4.4 14h7.2M16 9h6${bigger ? 'M19 6v6' : ''}`}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** Read to me and the size buttons, above the page. */
const Tools = styled.div`
  max-inline-size: 800px;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.space.sm};
  margin-block-end: ${tokens.space.sm};
  margin-inline: auto;
`;

const ReadToMe = styled(BigButton)`
  flex: 1 1 12rem;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${tokens.space.sm};
  font-size: ${tokens.font.size.lg};
`;

const Size = styled(BigButton)`
  font-weight: 800;
  padding-inline: ${tokens.space.sm};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space.sm};
`;

const Done = styled.div`
  margin-block-end: ${tokens.space.lg};
  text-align: center;
  font-weight: 800;
  font-size: ${tokens.font.size.lg};
`;

/** The bookmark saves: debounced on turns, at once for the last page (with `completed`), kept alive on leaving. */
function useBookmarkSaves(bookId: number, saved: string | null) {
  const lastSaved = useRef(saved);
  const latest = useRef(saved);
  const completedSent = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const send = useCallback(
    (keepalive: boolean, completed: boolean) => {
      clearTimeout(timer.current);
      timer.current = undefined;
      const bookmark = latest.current;
      if (bookmark === null || (bookmark === lastSaved.current && !completed)) return;
      lastSaved.current = bookmark;
      void recordProgress(
        { contentType: 'book', contentId: bookId, bookmark, ...(completed ? { completed: true } : {}) },
        { keepalive },
      );
    },
    [bookId],
  );

  /** A page was shown; true when it completes the book for the first time in this reading. */
  const shown = useCallback(
    (position: Position): boolean => {
      latest.current = position.bookmark;
      if (position.atEnd && !completedSent.current) {
        completedSent.current = true;
        send(false, true);
        return true;
      }
      clearTimeout(timer.current);
      timer.current = setTimeout(() => send(false, false), saveDelayMs);
      return false;
    },
    [send],
  );

  useEffect(() => {
    const onPageHide = () => send(true, false);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      // Leaving the reader inside the area saves too (the debounced save would be lost with the screen).
      send(true, false);
    };
  }, [send]);

  return shown;
}

/**
 * Keys that turn pages; anything typed into a field is left alone. An arrow turns as the button on its side does:
 * the next page is on the right in an English book and on the left in an Arabic one.
 */
function turnOfKey(event: KeyboardEvent, direction: 'ltr' | 'rtl'): 1 | -1 | null {
  if (event.altKey || event.ctrlKey || event.metaKey) return null;
  const target = event.target as HTMLElement | null;
  if (target?.closest?.('input, textarea, select, [contenteditable="true"]')) return null;
  const [forward, back] = direction === 'rtl' ? ['ArrowLeft', 'ArrowRight'] : ['ArrowRight', 'ArrowLeft'];
  if (event.key === forward || event.key === 'PageDown') return 1;
  if (event.key === back || event.key === 'PageUp') return -1;
  return null;
}

/**
 * The glyphs of the previous and next buttons, pointing the way the page reads. ‹ and › are mirrored characters: in
 * a right-to-left run the browser would draw each as the other, undoing the choice, so they sit in a `dir="ltr"` span.
 */
const turnGlyphs = { ltr: { previous: '‹', next: '›' }, rtl: { previous: '›', next: '‹' } } as const;

/**
 * The way a book's pages turn: an Arabic book's next page is on the left (swipe and buttons mirrored), an English
 * one's on the right; a book in both languages turns the way the area reads.
 */
const directionOfBook = (language: ContentLanguage | undefined, locale: Locale) => {
  const single = language ? singleLanguageOf(language) : null;
  return single ? directionOf(single) : directionOf(locale);
};

/**
 * Read to me on the page shown: reads the page's words aloud (the admin's narration of the page instead, when it
 * has one) with each word highlighted as it is read; when the child's Read to me is on (and the sound is not
 * off) every page is read as it arrives, so turning the page goes on reading.
 */
function usePageReading(
  book: { current: ReaderDocument | null },
  position: Position | null,
  language: ContentLanguage | undefined,
  narrationOf: (page: number) => string | null,
) {
  const readsAloud = useVoiceSettings((settings) => settings.readToMe && !settings.muted);
  const [reading, setReading] = useState(false);
  // Each reading has its number: the end of one stopped by the next must not say the next has ended.
  const current = useRef(0);
  // The page whose reading on arrival is over (read, stopped, or nothing to read): until then the page speaks.
  const [doneWith, setDoneWith] = useState<string | null>(null);

  const read = useCallback(
    (page: number) => {
      const opened = book.current;
      if (!opened) return;
      const words = opened.text();
      const narration = narrationOf(page);
      const done = () => setDoneWith(`${page}`);
      if (!narration && words.text.trim() === '') return done();
      current.current += 1;
      const reading = current.current;
      setReading(true);
      say(words.text, {
        language,
        audioUrl: narration,
        onWord: words.mark,
        onEnd: () => {
          words.clear();
          done();
          if (current.current === reading) setReading(false);
        },
      });
    },
    [book, language, narrationOf],
  );

  const page = position?.page ?? null;
  const bookmark = position?.bookmark ?? null;
  useEffect(() => {
    if (page === null) return undefined;
    if (readsAloud) read(page);
    // A page left (turned, or the reader closed) stops being read.
    return () => {
      current.current += 1;
      setReading(false);
      hush();
    };
  }, [page, bookmark, readsAloud, read]);
  // Whether the page shown is (or is about to be) read aloud on its arrival.
  const speaking = readsAloud && page !== null && doneWith !== `${page}`;

  const toggle = useCallback(() => {
    if (reading) {
      hush();
    } else if (page !== null) read(page);
  }, [reading, page, read]);
  return { reading, toggle, speaking };
}

const noNarration = () => null;

/**
 * The page-turning reader: opens the book (through `open`, the format's adapter) at the saved bookmark, turns pages
 * with the big buttons, the arrow keys and swipes (the other way for an Arabic book), reads each page aloud with
 * its words highlighted (Read to me), sizes the text (EPUB, DOCX) or zooms the page (PDF), says where the child
 * is, saves the bookmark and celebrates the last page.
 */
export function PageTurner({
  bookId,
  savedBookmark,
  open,
  download,
  language,
  narrationOf = noNarration,
}: {
  bookId: number;
  savedBookmark: string | null;
  open: OpenBook;
  /** The book's own file, offered when it cannot be shown (a DOCX whose pages did not load). */
  download?: string;
  /** The book's language: its voice, and the way its pages turn. */
  language?: ContentLanguage;
  /** The admin's recorded narration of a page (1-based), read instead of the device's voice. */
  narrationOf?: (page: number) => string | null;
}) {
  const t = useChildT();
  const direction = directionOfBook(language, useLanguage().locale);
  // Keys and swipes read the way at the moment they happen: a language switch must not reopen the book.
  const bookLanguage = useRef(language);
  bookLanguage.current = language;
  const area = useRef<HTMLDivElement>(null);
  const book = useRef<ReaderDocument | null>(null);
  // Turns run one after another (a page must finish drawing before the next starts).
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<'opening' | 'failed' | 'ready'>('opening');
  const [position, setPosition] = useState<Position | null>(null);
  const [finished, setFinished] = useState(false);
  const shown = useBookmarkSaves(bookId, savedBookmark);
  const [textSize, setTextSize] = useTextSize();
  const [zoom, setZoom] = useState(0);
  // What the open book can do: size its text (EPUB, DOCX) or zoom its page (PDF).
  const [abilities, setAbilities] = useState({ textSize: false, zoom: false });
  const zoomed = useRef(false);
  zoomed.current = zoom > 0;
  // The bookmark to open at: the saved one first, then wherever the child was when a retry was needed.
  const openAt = useRef(savedBookmark);

  const show = useCallback(
    (next: Position) => {
      openAt.current = next.bookmark;
      setPosition(next);
      if (shown(next)) setFinished(true);
    },
    [shown],
  );

  const turn = useCallback(
    (direction: 1 | -1) => {
      queue.current = queue.current.then(async () => {
        const opened = book.current;
        if (!opened) return;
        try {
          show(await opened.turn(direction));
        } catch {
          setState('failed');
        }
      });
    },
    [show],
  );

  const events = useMemo(
    () => ({
      key: (event: KeyboardEvent) => {
        const way = turnOfKey(event, directionOfBook(bookLanguage.current, languageStore.getState().locale));
        if (way === null) return;
        event.preventDefault();
        turn(way);
      },
      swipe: (dx: number, dy: number) => {
        // A zoomed-in page moves with the finger: that is panning, not turning.
        if ((window.visualViewport?.scale ?? 1) > 1 || zoomed.current) return;
        if (!Number.isFinite(dx) || Math.abs(dx) < swipeDistance || Math.abs(dx) < Math.abs(dy) * 1.5) return;
        // Swiping to the left brings the next page, as turning a paper page; an Arabic book's come from the left.
        const rtl = directionOfBook(bookLanguage.current, languageStore.getState().locale) === 'rtl';
        turn(dx < 0 !== rtl ? 1 : -1);
      },
      moved: show,
    }),
    [turn, show],
  );

  useEffect(() => {
    const element = area.current;
    if (!element) return;
    let cancelled = false;
    setState('opening');
    // Each opening draws into its own box: one given up (left, retried) can only draw into a box no longer shown.
    const box = window.document.createElement('div');
    element.replaceChildren(box);
    const opening = open(box, events).then(async (opened) => {
      if (cancelled) {
        opened.destroy();
        return;
      }
      book.current = opened;
      opened.textSize?.(textSizeNow());
      setZoom(0);
      setAbilities({ textSize: opened.textSize !== undefined, zoom: opened.zoom !== undefined });
      let first = await opened.open(openAt.current);
      // A book left on its last page opens at the beginning again (as a video watched to the end starts over).
      if (first.atEnd && !first.atStart && openAt.current !== null && openAt.current === savedBookmark)
        first = await opened.open(null);
      if (cancelled) return;
      show(first);
      setState('ready');
    });
    queue.current = opening.catch(() => !cancelled && setState('failed'));
    return () => {
      cancelled = true;
      book.current?.destroy();
      book.current = null;
      box.remove();
    };
  }, [open, attempt, events, show, savedBookmark]);

  useEffect(() => {
    window.addEventListener('keydown', events.key);
    return () => window.removeEventListener('keydown', events.key);
  }, [events]);

  // A swipe: one finger (or pen) that travelled mostly sideways. Two fingers are a pinch, which is the browser's.
  const swipe = useRef<{ x: number; y: number } | null>(null);
  const fingers = useRef(0);
  const onPointerDown = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') return;
    fingers.current += 1;
    swipe.current = fingers.current === 1 ? { x: event.clientX, y: event.clientY } : null;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') return;
    fingers.current = Math.max(0, fingers.current - 1);
    const start = swipe.current;
    swipe.current = null;
    if (start) events.swipe(event.clientX - start.x, event.clientY - start.y);
  };
  const onPointerCancel = () => {
    fingers.current = 0;
    swipe.current = null;
  };

  // The text size is the device's (remembered); a zoom is for the book open now.
  useEffect(() => {
    if (state === 'ready') book.current?.textSize?.(textSize.percent);
  }, [state, textSize.percent]);
  const changeZoom = (step: number) => {
    setZoom(step);
    queue.current = queue.current.then(() => book.current?.zoom?.(zoomSteps[step]!)).catch(() => undefined);
  };

  const reading = usePageReading(book, state === 'ready' ? position : null, language, narrationOf);
  const ready = state === 'ready' && position !== null;
  return (
    <>
      {state === 'failed' ? (
        <div role="alert">
          <p>{t('reader.fileFailed')}</p>
          <Actions>
            <BigButton $variant="outline" onClick={() => setAttempt((n) => n + 1)}>
              {t('common.tryAgain')}
            </BigButton>
            {download ? (
              <FileLink href={download} download $variant="outline">
                <DownloadIcon size="1.4em" />
                {t('reader.download')}
              </FileLink>
            ) : null}
          </Actions>
        </div>
      ) : null}
      {ready ? (
        <Tools>
          {canSpeak() || narrationOf(position.page) ? (
            <ReadToMe type="button" aria-pressed={reading.reading} onClick={reading.toggle}>
              <SpeakerIcon size="1.6em" />
              {reading.reading ? t('reader.stopReading') : t('reader.readToMe')}
            </ReadToMe>
          ) : null}
          {abilities.textSize ? (
            <>
              <Size
                type="button"
                $variant="outline"
                aria-label={t('reader.textSmaller')}
                disabled={!textSize.smaller}
                onClick={() => setTextSize(-1)}
              >
                <TextSizeIcon bigger={false} />
              </Size>
              <Size
                type="button"
                $variant="outline"
                aria-label={t('reader.textBigger')}
                disabled={!textSize.bigger}
                onClick={() => setTextSize(1)}
              >
                <TextSizeIcon bigger />
              </Size>
            </>
          ) : null}
          {abilities.zoom ? (
            <>
              <Size
                type="button"
                $variant="outline"
                aria-label={t('reader.zoomOut')}
                disabled={zoom === 0}
                onClick={() => changeZoom(zoom - 1)}
              >
                <span aria-hidden="true">−</span>
              </Size>
              <Size
                type="button"
                $variant="outline"
                aria-label={t('reader.zoomIn')}
                disabled={zoom === zoomSteps.length - 1}
                onClick={() => changeZoom(zoom + 1)}
              >
                <span aria-hidden="true">+</span>
              </Size>
            </>
          ) : null}
        </Tools>
      ) : null}
      <PageArea
        ref={area}
        data-zoomed={zoom > 0 ? '' : undefined}
        dir={direction}
        aria-label={t('reader.pageArea')}
        role="region"
        aria-busy={state === 'opening'}
        hidden={state === 'failed'}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerCancel}
      />
      {state === 'failed' ? null : (
        <Controls dir={direction}>
          <Turn
            type="button"
            $variant="outline"
            aria-label={t('reader.previous')}
            disabled={!ready || position.atStart}
            onClick={() => turn(-1)}
          >
            <span aria-hidden="true" dir="ltr">
              {turnGlyphs[direction].previous}
            </span>
          </Turn>
          <p aria-live="polite">
            {position ? t('reader.pageOf', { page: position.page, count: position.pageCount }) : t('reader.opening')}
          </p>
          <Turn type="button" aria-label={t('reader.next')} disabled={!ready || position.atEnd} onClick={() => turn(1)}>
            <span aria-hidden="true" dir="ltr">
              {turnGlyphs[direction].next}
            </span>
          </Turn>
        </Controls>
      )}
      {finished ? (
        <Done role="status">
          <Celebration stars={3} hold={reading.speaking} />
          {t('reader.finished')}
        </Done>
      ) : null}
    </>
  );
}
