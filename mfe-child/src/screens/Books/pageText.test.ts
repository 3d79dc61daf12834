import { pageTextOf, readingHighlight } from './pageText';

const pageOf = (html: string) => {
  const page = document.createElement('div');
  // The test's own markup (a page as the DOCX reader shows it).
  page.innerHTML = html;
  document.body.replaceChildren(page);
  return page;
};

/** The Custom Highlight API, as Chromium has it (jsdom does not). */
function fakeHighlights() {
  const registry = new Map<string, { ranges: Range[] }>();
  class Highlight {
    ranges: Range[];
    constructor(...ranges: Range[]) {
      this.ranges = ranges;
    }
  }
  Object.assign(window, { Highlight, CSS: { highlights: registry } });
  return registry;
}

afterEach(() => {
  delete (window as { Highlight?: unknown }).Highlight;
  delete (window as { CSS?: unknown }).CSS;
});

describe('the words of a page', () => {
  it('when a PDF page prints its number at its foot, then Read to me does not say it', () => {
    const page = pageOf('<span>Be kind to everyone.</span><span>3</span>');
    expect(pageTextOf(page, { wrap: true, folio: 3 }).text).toBe('Be kind to everyone.');
    // A number that is not the page's stays: it is part of the text.
    expect(pageTextOf(pageOf('<span>Count to</span><span>10</span>'), { wrap: true, folio: 3 }).text).toBe(
      'Count to 10',
    );
  });

  it('when the browser has no highlights, then each word is wrapped and the one being read is marked', () => {
    const page = pageOf('<h1>The Seed</h1><p>It grew <strong>tall</strong> and green.</p>');
    const words = pageTextOf(page, { wrap: true });
    expect(words.text).toBe('The Seed It grew tall and green.');
    // The page reads as before: only the wrapping is new.
    expect(page.textContent).toBe('The SeedIt grew tall and green.');
    words.mark(words.text.indexOf('tall'), 4);
    expect([...page.querySelectorAll('[data-reading]')].map((word) => word.textContent)).toEqual(['tall']);
    words.mark(words.text.indexOf('Seed'), 4);
    expect([...page.querySelectorAll('[data-reading]')].map((word) => word.textContent)).toEqual(['Seed']);
    words.clear();
    expect(page.querySelectorAll('[data-reading]')).toHaveLength(0);
  });

  it('when the browser has highlights, then the word being read is painted without touching the page', () => {
    const registry = fakeHighlights();
    const page = pageOf('<p>Amina plants a seed.</p><p>She waters it.</p>');
    const before = page.innerHTML;
    const words = pageTextOf(page, { wrap: true });
    expect(words.text).toBe('Amina plants a seed. She waters it.');
    words.mark(words.text.indexOf('waters'), 'waters'.length);
    expect(registry.get(readingHighlight)?.ranges.map(String)).toEqual(['waters']);
    expect(page.innerHTML).toBe(before);
    words.clear();
    expect(registry.has(readingHighlight)).toBe(false);
  });

  it('when only part of the page is shown (an EPUB column), then only that part is read', () => {
    fakeHighlights();
    const page = pageOf('<p>First column words.</p><p>Second column words.</p>');
    const shown = document.createRange();
    const second = page.querySelectorAll('p')[1]!.firstChild!;
    shown.setStart(page.querySelector('p')!.firstChild!, 'First '.length);
    shown.setEnd(second, 'Second'.length);
    expect(pageTextOf(page, { wrap: false, within: shown }).text).toBe('column words. Second');
  });
});
