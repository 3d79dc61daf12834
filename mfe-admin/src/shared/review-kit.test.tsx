import { screen, waitFor, within } from '@testing-library/react';
import { reviewEndpoints, reviewMessages } from '@young-minds/contracts';
import { adminMockState, errorHandlers } from '@young-minds/mocks';
import { currentPath, renderAdmin, setUpMockServer } from '../testing';

// The review part every kind's admin form shares (ReviewFields.tsx): the Sources editor saved after the item, the
// review panel with Send for review. Checked here through the quiz form and the media kit's video form; the other
// kinds' forms use the same pieces.

const server = setUpMockServer();
afterEach(() => jest.restoreAllMocks());

const sourcesGroup = () => screen.getByRole('group', { name: 'Sources' });
const reviewPanel = () => screen.getByRole('region', { name: 'Review' });
const storedSources = (id: number) => adminMockState.quizzes.find((quiz) => quiz.id === id)?.sources;

async function openQuizEdit() {
  const utils = renderAdmin('/admin/manage-quizzes/edit/2');
  await screen.findByRole('heading', { level: 1, name: 'Edit Quiz' });
  await screen.findByRole('group', { name: 'Sources' });
  return utils;
}

describe('Sources and review in the admin forms', () => {
  it('when a published quiz is edited, then the review panel says who checked it and offers no Send for review', async () => {
    await openQuizEdit();
    expect(within(reviewPanel()).getByText('Published')).toBeInTheDocument();
    expect(within(reviewPanel()).getByText('Checked by Admin on Oct 1, 2026')).toBeInTheDocument();
    expect(within(reviewPanel()).queryByRole('button', { name: 'Send for review' })).not.toBeInTheDocument();
    expect(within(sourcesGroup()).queryByRole('group')).not.toBeInTheDocument();
  });

  it('when a Quran passage and a hadith are added and the quiz saved, then the sources are stored after it', async () => {
    const { user } = await openQuizEdit();
    await user.click(within(sourcesGroup()).getByRole('button', { name: 'Add a Quran passage' }));
    const quran = within(sourcesGroup()).getByRole('group', { name: 'Source 1: Quran' });
    expect(within(quran).getByRole('textbox', { name: 'Surah (1–114)' })).toHaveFocus();
    await user.type(within(quran).getByRole('textbox', { name: 'Surah (1–114)' }), '112');
    await user.type(within(quran).getByRole('textbox', { name: 'First ayah' }), '1');
    await user.type(within(quran).getByRole('textbox', { name: 'Last ayah' }), '4');
    await user.click(within(sourcesGroup()).getByRole('button', { name: 'Add a hadith' }));
    const hadith = within(sourcesGroup()).getByRole('group', { name: 'Source 2: Hadith' });
    await user.type(within(hadith).getByRole('textbox', { name: 'Collection' }), 'Sahih al-Bukhari');
    await user.type(within(hadith).getByRole('textbox', { name: 'Hadith number' }), '6018');
    await user.selectOptions(within(hadith).getByRole('combobox', { name: 'Grading' }), 'authentic (sahih)');

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByRole('heading', { level: 1, name: 'Manage Quizzes' });
    expect(currentPath()).toBe('/admin/quizzes');
    expect(storedSources(2)).toEqual([
      { type: 'quran', surah: 112, ayahFrom: 1, ayahTo: 4 },
      { type: 'hadith', collection: 'Sahih al-Bukhari', number: '6018', grading: 'sahih' },
    ]);
  });

  it('when a source is incomplete, then the form names the problem in its fields and nothing is saved', async () => {
    const { user } = await openQuizEdit();
    const title = adminMockState.quizzes.find((quiz) => quiz.id === 2)!.title;
    await user.click(within(sourcesGroup()).getByRole('button', { name: 'Add a hadith' }));
    await user.click(within(sourcesGroup()).getByRole('button', { name: 'Add a book' }));
    await user.clear(screen.getByRole('textbox', { name: 'Quiz Title' }));
    await user.type(screen.getByRole('textbox', { name: 'Quiz Title' }), 'Renamed');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Please correct the sources.')).toBeInTheDocument();
    const hadith = within(sourcesGroup()).getByRole('group', { name: 'Source 1: Hadith' });
    expect(within(hadith).getByRole('textbox', { name: 'Collection' })).toHaveAccessibleDescription(
      'Collection is required.',
    );
    expect(within(hadith).getByRole('combobox', { name: 'Grading' })).toHaveAccessibleDescription(
      'Grading must be one of: sahih, hasan, daif.',
    );
    const book = within(sourcesGroup()).getByRole('group', { name: 'Source 2: Book' });
    expect(within(book).getByRole('textbox', { name: 'Book title' })).toHaveAccessibleDescription(
      'Book title is required.',
    );
    expect(adminMockState.quizzes.find((quiz) => quiz.id === 2)!.title).toBe(title);
    expect(storedSources(2)).toEqual([]);
  });

  it('when a source is removed, then its group goes and the keyboard lands on the first Add button', async () => {
    const { user } = await openQuizEdit();
    await user.click(within(sourcesGroup()).getByRole('button', { name: 'Add a book' }));
    await user.click(within(sourcesGroup()).getByRole('button', { name: 'Remove source 1' }));
    expect(within(sourcesGroup()).queryByRole('group')).not.toBeInTheDocument();
    expect(within(sourcesGroup()).getByRole('button', { name: 'Add a Quran passage' })).toHaveFocus();
  });

  it('when the sources cannot be stored after the item, then the list says the item was saved but not its sources', async () => {
    server.use(errorHandlers.status('put', reviewEndpoints.saveSources, 400, 'At most 10 sources.'));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = await openQuizEdit();
    await user.click(within(sourcesGroup()).getByRole('button', { name: 'Add a book' }));
    await user.type(screen.getByRole('textbox', { name: 'Book title' }), 'Riyad as-Salihin');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByRole('heading', { level: 1, name: 'Manage Quizzes' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Saved, but the sources were not: At most 10 sources. Open it to enter them again.',
    );
  });

  it('when a draft video is edited, then Send for review sends it and the panel shows In review', async () => {
    adminMockState.videos = adminMockState.videos.map((video) =>
      video.id === 2
        ? {
            ...video,
            review: { status: 'draft', reviewedBy: null, reviewedAt: null, note: null, revisionStatus: null },
          }
        : video,
    );
    const { user } = renderAdmin('/admin/manage-videos/edit/2');
    await screen.findByRole('heading', { level: 1, name: 'Edit Video' });
    const panel = await screen.findByRole('region', { name: 'Review' });
    expect(within(panel).getByText('Draft')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Send for review' }));
    expect(await within(panel).findByRole('status')).toHaveTextContent(reviewMessages.submitted);
    expect(within(panel).getByText('In review')).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Send for review' })).not.toBeInTheDocument();
    await waitFor(() => expect(adminMockState.videos.find((video) => video.id === 2)?.review.status).toBe('in_review'));
  });

  it('when a video is being added, then its form has the Sources editor and no review panel yet', async () => {
    const { user } = renderAdmin('/admin/manage-videos/add');
    await screen.findByRole('heading', { level: 1, name: 'Add New Video' });
    await screen.findByRole('option', { name: 'Prophets' });
    expect(screen.queryByRole('region', { name: 'Review' })).not.toBeInTheDocument();
    await user.click(within(sourcesGroup()).getByRole('button', { name: 'Add a book' }));
    await user.type(screen.getByRole('textbox', { name: 'Book title' }), 'Stories of the Prophets');
    await user.type(screen.getByRole('textbox', { name: 'Author (optional)' }), 'Ibn Kathir');
    expect(screen.getByRole('group', { name: 'Source 1: Book' })).toBeInTheDocument();
  });
});
