import '@testing-library/jest-dom';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ItemReview, type ReportForm, type Source, reportMessages, reportEndpoints } from '@young-minds/contracts';
import { defineMessages, languageStore } from '@young-minds/i18n';
import { errorHandlers, loginResponses, mockRoute } from '@young-minds/mocks';
import { sessionStore } from '@young-minds/session';
import { uiCatalogs } from '../messages';
import { setUpMockServer } from '../testing';
import { ReportMistakeDialog, ReviewNote } from '.';
import { uiReviewCatalogs } from './messages';

const messages = defineMessages({ en: async () => ({}) }, { include: [uiCatalogs, uiReviewCatalogs] });
const server = setUpMockServer({ ready: () => Promise.all([messages.load('en'), messages.load('ar')]) });

const review: ItemReview = {
  status: 'published',
  reviewedBy: 'Aisha Rahman',
  reviewedAt: '2026-10-01T09:00:00.000Z',
  note: null,
  revisionStatus: null,
};
const sources: Source[] = [
  { type: 'quran', surah: 112, ayahFrom: 1, ayahTo: 4 },
  { type: 'hadith', collection: 'Sahih al-Bukhari', number: '6018', grading: 'sahih' },
  { type: 'book', title: 'Riyad as-Salihin', author: 'an-Nawawi', page: '42' },
  { type: 'quran', surah: 1, ayahFrom: 2, ayahTo: 2 },
  { type: 'book', title: 'Hisn al-Muslim', author: null, page: null },
];

function renderIn(locale: 'en' | 'ar', digits: 'arab' | 'latn', ui: React.ReactNode) {
  languageStore.setState({ locale, digits });
  return render(<messages.MessagesBoundary>{ui}</messages.MessagesBoundary>);
}

afterEach(() => languageStore.setState({ locale: 'en', digits: 'latn' }));

describe('ReviewNote', () => {
  it('when an item was checked, then it says who and when, and lists its sources in words behind a disclosure', async () => {
    const user = userEvent.setup({ delay: null });
    renderIn('en', 'latn', <ReviewNote review={review} sources={sources} />);
    expect(await screen.findByText('Checked by Aisha Rahman on 1 October 2026')).toBeInTheDocument();
    const summary = screen.getByText('Sources (5)');
    expect(summary.closest('details')).not.toHaveAttribute('open');
    await user.click(summary);
    expect(summary.closest('details')).toHaveAttribute('open');
    const items = within(summary.closest('details')!)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      'Quran, Surah Al-Ikhlas 112:1–4',
      'Hadith: Sahih al-Bukhari 6018 — graded sahih (authentic)',
      'Book: Riyad as-Salihin by an-Nawawi, page 42',
      'Quran, Surah Al-Fatihah 1:2',
      'Book: Hisn al-Muslim',
    ]);
  });

  it('when the page is Arabic with Arabic digits, then the surah’s Arabic name and the date and numbers in ٠١٢', async () => {
    renderIn('ar', 'arab', <ReviewNote review={{ ...review, note: 'راجعتُ الآيات.' }} sources={sources.slice(0, 2)} />);
    const checked = await screen.findByText(/^راجعه Aisha Rahman في/);
    expect(checked.textContent).toMatch(/١ أكتوبر ٢٠٢٦/);
    expect(screen.getByText('ملاحظة المراجع: راجعتُ الآيات.')).toBeInTheDocument();
    expect(screen.getByText('القرآن الكريم، سورة الإخلاص ١١٢:١–٤')).toBeInTheDocument();
    expect(screen.getByText('حديث: Sahih al-Bukhari ٦٠١٨ — درجته صحيح')).toBeInTheDocument();
  });

  it('when an item lists no sources, then it says so instead of an empty disclosure', async () => {
    renderIn('en', 'latn', <ReviewNote review={review} sources={[]} />);
    expect(await screen.findByText('No sources are listed for this item yet.')).toBeInTheDocument();
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
  });
});

describe('ReportMistakeDialog', () => {
  function renderDialog() {
    sessionStore.getState().logIn(loginResponses.parent);
    const onClose = jest.fn();
    const user = userEvent.setup({ delay: null });
    renderIn('en', 'latn', <ReportMistakeDialog open kind="quiz" id={7} title="Pillars of Islam" onClose={onClose} />);
    return { user, onClose };
  }

  it('when the message is empty, then the field says so and nothing is sent', async () => {
    const sent: ReportForm[] = [];
    server.use(
      mockRoute(reportEndpoints.send, ({ body }) => {
        sent.push(body);
        return { message: reportMessages.received };
      }),
    );
    const { user } = renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Report a mistake in “Pillars of Islam”' });
    await user.click(within(dialog).getByRole('button', { name: 'Send the report' }));
    const field = within(dialog).getByLabelText('What is wrong?');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Message is required.');
    expect(field).toHaveFocus();
    expect(sent).toEqual([]);
  });

  it('when a message is sent, then the server’s thanks are shown and Close closes', async () => {
    const sent: ReportForm[] = [];
    server.use(
      mockRoute(reportEndpoints.send, ({ body }) => {
        sent.push(body);
        return { message: reportMessages.received };
      }),
    );
    const { user, onClose } = renderDialog();
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('What is wrong?'), 'Question 2 names the wrong surah.');
    await user.click(within(dialog).getByRole('button', { name: 'Send the report' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(reportMessages.received);
    expect(sent).toEqual([{ kind: 'quiz', id: 7, message: 'Question 2 names the wrong surah.' }]);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('when the family sent too many reports (429), then it is said kindly and the message stays to send later', async () => {
    server.use(errorHandlers.status('post', reportEndpoints.send, 429, 'Too many requests.'));
    const { user } = renderDialog();
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('What is wrong?'), 'A typo.');
    await user.click(within(dialog).getByRole('button', { name: 'Send the report' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/You have sent many reports this hour/);
    expect(within(dialog).getByLabelText('What is wrong?')).toHaveValue('A typo.');
  });
});
