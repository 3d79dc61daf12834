import { screen, within } from '@testing-library/react';
import { adminMockState } from '@young-minds/mocks';
import { chooseLanguage } from '@young-minds/i18n';
import { renderChild, setUpMockServer } from '../testing';

setUpMockServer();

afterEach(() => {
  chooseLanguage({ locale: 'en' });
});

/** The ids of the tiles leading to `path`, in the order the child sees them. */
async function tileIds(path: string): Promise<number[]> {
  await screen.findAllByRole('link', { name: /./ });
  return screen
    .getAllByRole('link')
    .map((link) => link.getAttribute('href') ?? '')
    .filter((href) => href.startsWith(`${path}/`))
    .map((href) => Number(href.slice(path.length + 1)));
}

/** The element holding a tile's title (the link's first text). */
const titleOf = (text: string) => screen.getByText(text, { selector: '.tile-text > span, .tile-text' });

/** An Arabic quiz, newer than the fixtures' (so newest-first would put it on top). */
function addArabicQuiz() {
  const [pillars] = adminMockState.quizzes;
  adminMockState.quizzes.unshift({
    ...pillars!,
    id: 90,
    title: 'أركان الإسلام',
    language: 'ar',
    age_band: 'all',
    created_at: '2026-11-20T10:00:00.000Z',
  });
}

describe("content in the child's language", () => {
  it('when an English-reading child opens the quizzes, then English and bilingual ones come first and the Arabic one after', async () => {
    addArabicQuiz();
    renderChild('/child/quiz');
    await screen.findByText('أركان الإسلام');
    // Newest first within each part: Pillars of Islam (both), Prophets Quiz (en), then the Arabic one.
    expect(await tileIds('/child/quiz')).toEqual([2, 1, 90]);
    expect(titleOf('أركان الإسلام')).toHaveAttribute('lang', 'ar');
    expect(titleOf('أركان الإسلام')).toHaveAttribute('dir', 'rtl');
    expect(titleOf('Prophets Quiz')).toHaveAttribute('lang', 'en');
    expect(titleOf('Prophets Quiz')).toHaveAttribute('dir', 'ltr');
    // A bilingual title follows the page (no lang of its own).
    expect(titleOf('Pillars of Islam')).not.toHaveAttribute('lang');
  });

  it('when an Arabic-reading child opens the quizzes, then Arabic and bilingual ones come first, the English one after', async () => {
    addArabicQuiz();
    chooseLanguage({ locale: 'ar' });
    renderChild('/child/quiz');
    await screen.findByText('أركان الإسلام');
    expect(await tileIds('/child/quiz')).toEqual([90, 2, 1]);
  });

  it("when the videos are grouped by category, then the categories with the child's language lead", async () => {
    const yunus = adminMockState.videos.find((video) => video.id === 3)!;
    yunus.language = 'ar';
    renderChild('/child/video');
    await screen.findByRole('heading', { name: 'Salah' });
    const categories = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    // Without languages the list is Prophets (newest), Salah…; Prophets' only video is Arabic, so it goes last.
    expect(categories.indexOf('Prophets')).toBe(categories.length - 1);
    const prophets = screen.getByRole('heading', { name: 'Prophets' }).closest('section')!;
    expect(within(prophets).getByText('The Story of Prophet Yunus')).toHaveAttribute('lang', 'ar');
  });

  it("when worksheets are listed, then those in the child's language come first, soonest due first within each part", async () => {
    const wudu = adminMockState.assignments.find((assignment) => assignment.id === 1)!;
    wudu.language = 'ar';
    renderChild('/child/assignments');
    await screen.findByText('Wudu Steps Worksheet');
    // The Wudu sheet is due first, but it is Arabic: the English Ramadan chart leads for an English reader.
    expect(await tileIds('/child/assignments')).toEqual([2, 1]);
    expect(titleOf('Wudu Steps Worksheet')).toHaveAttribute('dir', 'rtl');
  });
});
