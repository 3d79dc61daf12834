// The DOCX reader's adapter: the pages made readable at upload (`reader_url`), one at a time.
import { bookReaderPagesSchema } from '@young-minds/contracts';
import { type OpenBook, pagedDocument } from './document';
import { type PageText, noText, pageTextOf } from './pageText';
import { safePage } from './sanitize';

export function openDocx(readerUrl: string): OpenBook {
  return async (pageArea) => {
    const response = await fetch(new URL(readerUrl, window.location.href), { credentials: 'same-origin' });
    if (!response.ok) throw new Error(`${readerUrl}: ${response.status}`);
    const { pages } = bookReaderPagesSchema.parse(await response.json());
    const page = window.document.createElement('div');
    page.className = 'docx-page';
    pageArea.replaceChildren(page);
    let text: PageText = noText;
    const document = pagedDocument(
      pages.length,
      async (number) => {
        page.replaceChildren(safePage(pages[number - 1]!));
        text = pageTextOf(page, { wrap: true });
      },
      undefined,
      () => text,
    );
    return {
      ...document,
      textSize: (percent) => page.style.setProperty('--book-text-size', String(percent / 100)),
    };
  };
}
