import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { api } from '@young-minds/api-client';
import { progressEndpoints } from '@young-minds/contracts';
import { chooseLanguage } from '@young-minds/i18n';
import { adminMockState, mockAccounts, mockToken, resetMockState, seedReaderBooks } from '@young-minds/mocks';
import { useVoiceSettings } from '../../shared/voice';
import { currentPath, renderChild, setUpMockServer, turnOnReadToMe } from '../../testing';
import { type OpenBook, type Position, pagedDocument } from './document';

type ReaderEvents = Parameters<OpenBook>[1];
import { saveDelayMs } from './PageTurner';
import { fakeSpeech } from '../../shared/voice/fakeSpeech';

// pdf.js and epub.js cannot draw in jsdom: their adapters are replaced by a document of numbered pages, so the
// page-turning reader itself runs as it does in a browser. The DOCX adapter runs for real.
const fakeBook = (pageCount: number): OpenBook =>
  jest.fn(async (area: HTMLElement) =>
    pagedDocument(pageCount, async (page) => {
      area.textContent = `Drawn page ${page}`;
    }),
  );
const opened = { pdf: [] as string[], epub: [] as string[] };
let failOpens = 0;
jest.mock('./pdf', () => ({
  openPdf: (url: string) => {
    opened.pdf.push(url);
    if (failOpens > 0) {
      failOpens -= 1;
      return async () => Promise.reject(new Error('network'));
    }
    return fakeBook(5);
  },
}));
let epubEvents: ReaderEvents | null = null;
jest.mock('./epub', () => ({
  openEpub: (url: string, title: string): OpenBook => {
    opened.epub.push(`${title}: ${url}`);
    return async (area, events) => {
      epubEvents = events;
      return fakeBook(4)(area, events);
    };
  },
}));

setUpMockServer();

const saves = (spy: jest.SpyInstance) =>
  spy.mock.calls
    .filter(([endpoint]) => endpoint === progressEndpoints.record)
    .map(([, input]) => input as { body: Record<string, unknown>; keepalive?: boolean })
    // What was saved and whether it outlives the page (each save also carries its own Idempotency-Key).
    .map(({ body, keepalive }) => ({ body, keepalive: keepalive === true }));

/** jsdom has no PointerEvent: without one, a pointer event would carry no position and no pointer type. */
class TestPointerEvent extends MouseEvent {
  readonly pointerType: string;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerType = init.pointerType ?? 'mouse';
  }
}

// Every call of a test is waited for: the reader saves as it closes, and that save must not reach the next test.
let calls: Array<Promise<unknown>> = [];
beforeAll(() => Object.assign(window, { PointerEvent: window.PointerEvent ?? TestPointerEvent }));
beforeEach(() => {
  resetMockState();
  seedReaderBooks();
  opened.pdf = [];
  opened.epub = [];
  failOpens = 0;
  epubEvents = null;
  calls = [];
  const call = api.call.bind(api);
  jest.spyOn(api, 'call').mockImplementation((...args: Parameters<typeof api.call>) => {
    const answer = call(...args);
    calls.push(answer);
    return answer;
  });
});
afterEach(async () => {
  cleanup();
  chooseLanguage({ locale: 'en' });
  await Promise.allSettled(calls);
  jest.restoreAllMocks();
  delete (window as { speechSynthesis?: unknown }).speechSynthesis;
  delete (globalThis as { SpeechSynthesisUtterance?: unknown }).SpeechSynthesisUtterance;
  useVoiceSettings.setState({ muted: false, readToMe: false });
  localStorage.clear();
});

/** The words shown as being read. */
const highlighted = () => [...document.querySelectorAll('[data-reading]')].map((word) => word.textContent);

const status = (text: string) => screen.findByText(text, { selector: '[aria-live="polite"]' });

describe('books', () => {
  it('when the list opens, then the books show as cover tiles by category with speakers, finished ones marked', async () => {
    // jsdom has no speech: the speakers show where the browser can read aloud.
    Object.assign(window, { speechSynthesis: { speak: jest.fn(), cancel: jest.fn(), getVoices: () => [] } });
    const { user } = renderChild('/child/book');
    const section = (await screen.findByRole('heading', { name: 'Akhlaq (Manners)' })).closest('section')!;
    // Yusuf finished The Kind Neighbour; the new books (EPUB, DOCX, DOC) are in the same category.
    const finished = within(section).getByRole('link', { name: /The Kind Neighbour/ });
    expect(finished).toHaveTextContent('Finished');
    expect(within(section).getByRole('link', { name: 'The Four Seasons' })).not.toHaveTextContent('Finished');
    expect(within(section).getByRole('button', { name: 'Read aloud: The Four Seasons' })).toBeInTheDocument();
    const quran = (await screen.findByRole('heading', { name: 'Quran' })).closest('section')!;
    await user.click(within(quran).getByRole('link', { name: 'My First Book of Duas' }));
    await waitFor(() => expect(currentPath()).toBe('/child/book/2'));
  });

  it('when a started PDF opens, then it resumes at the bookmark and the buttons turn the pages', async () => {
    const { user } = renderChild('/child/book/2');
    expect(await screen.findByRole('heading', { name: 'My First Book of Duas' })).toBeInTheDocument();
    // Yusuf stopped on page 3.
    expect(await status('Page 3 of 5')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Book page' })).toHaveTextContent('Drawn page 3');
    expect(opened.pdf).toEqual(['/media/books/demo-duas.pdf']);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await status('Page 4 of 5')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(await status('Page 2 of 5')).toBeInTheDocument();
  });

  it('when the page is in Arabic, then the turn arrows point the way Arabic reads and the left arrow key goes forward', async () => {
    chooseLanguage({ locale: 'ar' });
    renderChild('/child/book/2');
    expect(await status('الصفحة ٣ من ٥')).toBeInTheDocument();
    // The previous page is on the right in Arabic: its arrow points right, the next page's left.
    expect(screen.getByRole('button', { name: 'الصفحة السابقة' })).toHaveTextContent('›');
    expect(screen.getByRole('button', { name: 'الصفحة التالية' })).toHaveTextContent('‹');
    // Drawn as chosen: a right-to-left run would mirror ‹ and › back.
    expect(screen.getByText('‹')).toHaveAttribute('dir', 'ltr');
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    expect(await status('الصفحة ٤ من ٥')).toBeInTheDocument();
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(await status('الصفحة ٣ من ٥')).toBeInTheDocument();
  });

  it('when keys are pressed or the page is swiped, then the pages turn (a mouse drag does not)', async () => {
    renderChild('/child/book/2');
    await status('Page 3 of 5');
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(await status('Page 4 of 5')).toBeInTheDocument();
    fireEvent.keyDown(window, { key: 'PageUp' });
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    expect(await status('Page 2 of 5')).toBeInTheDocument();
    fireEvent.keyDown(window, { key: 'PageDown' });
    expect(await status('Page 3 of 5')).toBeInTheDocument();

    const page = screen.getByRole('region', { name: 'Book page' });
    const drag = (pointerType: string, from: number, to: number) => {
      fireEvent.pointerDown(page, { pointerType, clientX: from, clientY: 200 });
      fireEvent.pointerUp(page, { pointerType, clientX: to, clientY: 210 });
    };
    drag('touch', 300, 100);
    expect(await status('Page 4 of 5')).toBeInTheDocument();
    drag('touch', 100, 300);
    expect(await status('Page 3 of 5')).toBeInTheDocument();
    drag('mouse', 300, 100);
    // A short move is a tap, not a swipe.
    drag('touch', 200, 180);
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    expect(await status('Page 2 of 5')).toBeInTheDocument();
  });

  it('when the last page is reached, then completed is sent once and the child is celebrated', async () => {
    const spy = jest.mocked(api.call) as unknown as jest.SpyInstance;
    const { user } = renderChild('/child/book/2');
    await status('Page 3 of 5');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await status('Page 5 of 5')).toBeInTheDocument();
    expect(await screen.findByText('You finished the book!')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '3 stars' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await status('Page 5 of 5')).toBeInTheDocument();
    const completed = saves(spy).filter((save) => save.body.completed === true);
    expect(completed).toEqual([
      { body: { contentType: 'book', contentId: 2, bookmark: '5', completed: true }, keepalive: false },
    ]);
  });

  it('when a page is turned, then the bookmark is saved after a pause, once for a quick run of turns', async () => {
    const spy = jest.mocked(api.call) as unknown as jest.SpyInstance;
    renderChild('/child/book/2');
    await status('Page 3 of 5');
    // Under fake timers the save is only recorded, not sent (a request would wait for timers that no longer run).
    spy.mockImplementation(() => new Promise(() => undefined));
    calls = [];
    jest.useFakeTimers();
    try {
      fireEvent.keyDown(window, { key: 'ArrowLeft' });
      fireEvent.keyDown(window, { key: 'ArrowLeft' });
      await act(async () => {
        await jest.advanceTimersByTimeAsync(saveDelayMs - 1);
      });
      expect(saves(spy)).toEqual([]);
      await act(async () => {
        await jest.advanceTimersByTimeAsync(1);
      });
      expect(saves(spy)).toEqual([{ body: { contentType: 'book', contentId: 2, bookmark: '1' }, keepalive: false }]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('when the child leaves the reader right after a turn, then the bookmark is saved with keepalive and reopens there', async () => {
    const spy = jest.mocked(api.call) as unknown as jest.SpyInstance;
    const { user } = renderChild('/child/book/2');
    await status('Page 3 of 5');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await status('Page 4 of 5');
    await user.click(screen.getByRole('link', { name: 'All books' }));
    await waitFor(() => expect(currentPath()).toBe('/child/book'));
    expect(saves(spy)).toEqual([{ body: { contentType: 'book', contentId: 2, bookmark: '4' }, keepalive: true }]);
    // The mock keeps it, as the service does: the book opens at page 4 next time.
    const section = (await screen.findByRole('heading', { name: 'Quran' })).closest('section')!;
    await user.click(within(section).getByRole('link', { name: 'My First Book of Duas' }));
    expect(await status('Page 4 of 5')).toBeInTheDocument();
  });

  it('when a finished book was left on its last page, then it opens at the beginning without celebrating', async () => {
    const spy = jest.mocked(api.call) as unknown as jest.SpyInstance;
    const save = await fetch(`${window.location.origin}/api/progress/me`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${mockToken(mockAccounts.child.user)}` },
      body: JSON.stringify({ contentType: 'book', contentId: 2, bookmark: '5', completed: true }),
    });
    expect(save.status).toBe(200);
    renderChild('/child/book/2');
    expect(await status('Page 1 of 5')).toBeInTheDocument();
    expect(screen.queryByText('You finished the book!')).not.toBeInTheDocument();
    expect(saves(spy).filter((call) => call.body.completed)).toEqual([]);
  });

  it('when an EPUB opens, then its own reader (chunk) is used', async () => {
    renderChild('/child/book/31');
    expect(await status('Page 1 of 4')).toBeInTheDocument();
    expect(opened.epub).toEqual(['The Four Seasons: /media/books/demo-seasons.epub']);
  });

  it('when the book moves by itself (a link inside an EPUB), then the page and the bookmark follow', async () => {
    const spy = jest.mocked(api.call) as unknown as jest.SpyInstance;
    renderChild('/child/book/31');
    await status('Page 1 of 4');
    const chapter3: Position = {
      page: 3,
      pageCount: 4,
      bookmark: 'epubcfi(/6/6!/4/2/1:0)',
      atStart: false,
      atEnd: false,
    };
    act(() => epubEvents!.moved(chapter3));
    expect(await status('Page 3 of 4')).toBeInTheDocument();
    cleanup();
    expect(saves(spy)).toEqual([
      { body: { contentType: 'book', contentId: 31, bookmark: 'epubcfi(/6/6!/4/2/1:0)' }, keepalive: true },
    ]);
  });

  it('when a DOCX opens, then its readable pages show from the bookmark, one at a time', async () => {
    const { user } = renderChild('/child/book/32');
    expect(await status('Page 2 of 3')).toBeInTheDocument();
    const page = screen.getByRole('region', { name: 'Book page' });
    await waitFor(() => expect(page).toHaveTextContent('She waters it every morning and says Bismillah.'));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await status('Page 3 of 3')).toBeInTheDocument();
    expect(page).toHaveTextContent('A small green shoot comes up. Alhamdulillah!');
  });

  it('when the child taps Read to me, then the page is read aloud with each word highlighted as it is read', async () => {
    const voice = fakeSpeech();
    const { user } = renderChild('/child/book/32');
    expect(await status('Page 2 of 3')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Read to me' }));
    expect(voice.texts()).toEqual(['She waters it every morning and says Bismillah.']);
    expect(screen.getByRole('button', { name: 'Stop reading' })).toHaveAttribute('aria-pressed', 'true');
    voice.word('waters');
    expect(highlighted()).toEqual(['waters']);
    voice.word('Bismillah.');
    expect(highlighted()).toEqual(['Bismillah.']);
    voice.finishLast();
    expect(highlighted()).toEqual([]);
    expect(screen.getByRole('button', { name: 'Read to me' })).toHaveAttribute('aria-pressed', 'false');
    // Without Read to me on, turning the page does not start reading by itself.
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await status('Page 3 of 3')).toBeInTheDocument();
    expect(voice.texts()).toHaveLength(1);
  });

  it("when a page has the admin's recording, then Read to me plays it instead of the device's voice", async () => {
    fakeSpeech();
    const play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
    adminMockState.narrations.push({ bookId: 32, page: 2, url: '/media/audio/garden-page-2.mp3' });
    turnOnReadToMe();
    renderChild('/child/book/32');
    expect(await status('Page 2 of 3')).toBeInTheDocument();
    // The recordings are read beside the book: once they are in, the page is read again, by its recording.
    await waitFor(() => expect(play).toHaveBeenCalled());
    const played = play.mock.contexts.map((audio) => (audio as HTMLAudioElement).src);
    expect(played.at(-1)).toMatch(/\/media\/audio\/garden-page-2\.mp3$/);
  });

  it("when the child's Read to me is on, then each page is read as it arrives and a turn goes on reading", async () => {
    const voice = fakeSpeech();
    turnOnReadToMe();
    const { user } = renderChild('/child/book/32');
    await waitFor(() => expect(voice.texts()).toEqual(['She waters it every morning and says Bismillah.']));
    voice.word('morning');
    expect(highlighted()).toEqual(['morning']);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(voice.texts().at(-1)).toBe('A small green shoot comes up. Alhamdulillah!'));
    // The page left is no longer highlighted; the new one is, word by word.
    expect(highlighted()).toEqual([]);
    voice.word('green');
    expect(highlighted()).toEqual(['green']);
  });

  it('when the child\'s Read to me is on and the last page arrives, then the page is read before one "Well done!"', async () => {
    const voice = fakeSpeech();
    turnOnReadToMe();
    const { user } = renderChild('/child/book/32');
    await waitFor(() => expect(voice.texts()).toEqual(['She waters it every morning and says Bismillah.']));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(voice.texts().at(-1)).toBe('A small green shoot comes up. Alhamdulillah!'));
    expect(await screen.findByText('You finished the book!')).toBeInTheDocument();
    // The celebration waits for the page's words, then is heard once, however often the reader redraws.
    expect(voice.texts()).not.toContain('Well done!');
    voice.finishLast();
    await waitFor(() => expect(voice.texts().at(-1)).toBe('Well done!'));
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(await status('Page 2 of 3')).toBeInTheDocument();
    expect(voice.texts().filter((text) => text === 'Well done!')).toHaveLength(1);
  });

  it('when the sound is off, then pages are not read by themselves but Read to me still reads', async () => {
    const voice = fakeSpeech();
    turnOnReadToMe();
    useVoiceSettings.setState({ muted: true });
    const { user } = renderChild('/child/book/32');
    await user.click(await screen.findByRole('button', { name: 'Read to me' }));
    expect(voice.texts()).toEqual(['She waters it every morning and says Bismillah.']);
  });

  it('when the text is made bigger, then the page grows and the size is remembered on the device', async () => {
    const { user, unmount } = renderChild('/child/book/32');
    expect(await status('Page 2 of 3')).toBeInTheDocument();
    const page = () => document.querySelector<HTMLElement>('.docx-page')!;
    expect(page().style.getPropertyValue('--book-text-size')).toBe('1');
    await user.click(screen.getByRole('button', { name: 'Bigger text' }));
    await user.click(screen.getByRole('button', { name: 'Bigger text' }));
    expect(page().style.getPropertyValue('--book-text-size')).toBe('1.5');
    unmount();
    renderChild('/child/book/32');
    expect(await status('Page 2 of 3')).toBeInTheDocument();
    await waitFor(() => expect(page().style.getPropertyValue('--book-text-size')).toBe('1.5'));
    for (let step = 0; step < 2; step += 1) await user.click(screen.getByRole('button', { name: 'Smaller text' }));
    expect(page().style.getPropertyValue('--book-text-size')).toBe('1');
    await user.click(screen.getByRole('button', { name: 'Smaller text' }));
    expect(screen.getByRole('button', { name: 'Smaller text' })).toBeDisabled();
  });

  it('when the book is in Arabic, then its pages turn the other way (buttons, keys and swipes mirrored)', async () => {
    adminMockState.books.find((book) => book.id === 32)!.language = 'ar';
    renderChild('/child/book/32');
    expect(await status('Page 2 of 3')).toBeInTheDocument();
    // The area is in English, the book in Arabic: its next page is on the left.
    const next = screen.getByRole('button', { name: 'Next page' });
    expect(next).toHaveTextContent('‹');
    expect(next.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    const page = screen.getByRole('region', { name: 'Book page' });
    // A swipe to the right brings an Arabic book's next page; one to the left goes back.
    fireEvent.pointerDown(page, { pointerType: 'touch', clientX: 100, clientY: 200 });
    fireEvent.pointerUp(page, { pointerType: 'touch', clientX: 300, clientY: 210 });
    expect(await status('Page 3 of 3')).toBeInTheDocument();
    fireEvent.pointerDown(page, { pointerType: 'touch', clientX: 300, clientY: 200 });
    fireEvent.pointerUp(page, { pointerType: 'touch', clientX: 100, clientY: 210 });
    expect(await status('Page 2 of 3')).toBeInTheDocument();
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    expect(await status('Page 3 of 3')).toBeInTheDocument();
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(await status('Page 2 of 3')).toBeInTheDocument();
  });

  it('when a DOC opens, then the child is told to ask a grown-up and can download it', async () => {
    renderChild('/child/book/33');
    expect(
      await screen.findByText('This book opens in a word processor. Download it and ask a grown-up to open it.'),
    ).toBeInTheDocument();
    const download = screen.getByRole('link', { name: 'Download the book' });
    expect(download).toHaveAttribute('href', '/media/books/demo-letters.doc');
    expect(download).toHaveAttribute('download');
    expect(screen.queryByRole('button', { name: 'Next page' })).not.toBeInTheDocument();
  });

  it('when the file does not load, then a friendly message offers to try again, which opens it', async () => {
    failOpens = 1;
    const { user } = renderChild('/child/book/2');
    expect(await screen.findByText('Oops! This book did not open.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await status('Page 3 of 5')).toBeInTheDocument();
    expect(screen.queryByText('Oops! This book did not open.')).not.toBeInTheDocument();
  });

  it('when the book does not exist, then the child is told so and can go back to the books', async () => {
    renderChild('/child/book/999');
    expect(await screen.findByRole('heading', { name: 'We could not find this book.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All books' })).toHaveAttribute('href', '/child/book');
  });

  it('when home opens, then the books started (most recently first) are among Continue', async () => {
    renderChild('/child');
    const section = (await screen.findByRole('heading', { name: 'Continue' })).closest('section')!;
    expect(
      within(section)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/child/book/32', '/child/video/3', '/child/book/2']);
    expect(within(section).getByRole('link', { name: /Amina's Garden/ })).toHaveTextContent('Book');
  });
});
