// The dua screens are the media kit's (shared/MediaKindScreens.tsx) made from screens/Duas/duas.tsx: this suite
// proves the description: its fields and their words, its columns, its details and what the server stores.
import { screen, waitFor, within } from '@testing-library/react';
import { adminMockState } from '@young-minds/mocks';
import {
  choicesOf,
  currentPath,
  fileHeads,
  mockCategoryChoices,
  openMediaForm,
  renderAdmin,
  setUpMockServer,
  shownDetails,
  testFile,
} from '../../testing';

setUpMockServer();

afterEach(() => jest.restoreAllMocks());

/** The first bytes of an MP3 with an ID3 tag. */
const mp3Head = new Uint8Array([0x49, 0x44, 0x33, 0x04, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00]);

/** The occasions as the form offers them: their words, and the contract's values they send. */
const occasionChoices = [
  ['Morning', 'morning'],
  ['Evening', 'evening'],
  ['Waking up', 'waking'],
  ['Before sleeping', 'sleeping'],
  ['Before eating', 'eating'],
  ['After eating', 'after-eating'],
  ['Travelling', 'travel'],
  ['Coming home', 'entering-home'],
  ['Leaving home', 'leaving-home'],
  ['When it rains', 'rain'],
  ['At the mosque', 'mosque'],
  ['The bathroom', 'bathroom'],
  ['Any time', 'anytime'],
];

const dataRows = () => screen.getAllByRole('row').slice(1);

describe('Add New Dua', () => {
  it('when the form opens, then it has the dua fields, the occasions in words, the categories and Add Dua', async () => {
    await openMediaForm('/admin/manage-duas/add');
    expect(screen.getByRole('heading', { level: 1, name: 'Add New Dua' })).toBeInTheDocument();
    expect(screen.getByLabelText('Arabic').tagName).toBe('TEXTAREA');
    expect(screen.getByLabelText('Transliteration').tagName).toBe('TEXTAREA');
    expect(screen.getByLabelText('Meaning (English)').tagName).toBe('TEXTAREA');
    expect(choicesOf(screen.getByLabelText('Occasion'))).toEqual(occasionChoices);
    expect(choicesOf(screen.getByLabelText('Category'))).toEqual(mockCategoryChoices);
    expect(screen.getByLabelText('Picture')).toHaveAttribute('accept', 'image/*');
    const recording = screen.getByLabelText('Recording (optional)');
    expect(recording).toHaveAttribute('accept', 'audio/*');
    expect(recording).not.toBeRequired();
    expect(recording).toHaveAccessibleDescription(
      'Optional: a recording of the dua (MP3, Ogg, WAV or M4A). Children never hear the Arabic from a synthetic voice.',
    );
    // A dua is Arabic with its meaning in English.
    expect(screen.getByLabelText('Content language')).toHaveValue('both');
    expect(screen.getByRole('button', { name: 'Add Dua' })).toBeEnabled();
  });

  it('when nothing is filled in, then each required field says what is missing and nothing is sent', async () => {
    const { user } = await openMediaForm('/admin/manage-duas/add');
    const before = adminMockState.duas.length;
    await user.click(screen.getByRole('button', { name: 'Add Dua' }));
    expect(screen.getByLabelText('Arabic')).toHaveAccessibleDescription('Arabic is required.');
    expect(screen.getByLabelText('Meaning (English)')).toHaveAccessibleDescription('Meaning is required.');
    expect(screen.getByLabelText('Picture')).toHaveAccessibleDescription('Please upload a thumbnail image.');
    expect(adminMockState.duas).toHaveLength(before);
  });

  it('when the dua is added with its recording, then the server keeps the Arabic exactly, the occasion and the file', async () => {
    const { user } = await openMediaForm('/admin/manage-duas/add');
    await user.type(screen.getByLabelText('Title'), 'Leaving home');
    await user.type(screen.getByLabelText('Arabic'), 'بِسْمِ اللَّهِ، تَوَكَّلْتُ عَلَى اللَّهِ');
    await user.type(screen.getByLabelText('Transliteration'), "Bismillah, tawakkaltu 'ala Allah");
    await user.type(screen.getByLabelText('Meaning (English)'), 'In the name of Allah, I trust in Allah.');
    await user.selectOptions(screen.getByLabelText('Occasion'), 'Leaving home');
    await user.selectOptions(screen.getByLabelText('Category'), 'Akhlaq (Manners)');
    await user.upload(screen.getByLabelText('Picture'), testFile('door.png', 'image/png', fileHeads.png));
    await user.upload(screen.getByLabelText('Recording (optional)'), testFile('home.mp3', 'audio/mpeg', mp3Head));
    await user.click(screen.getByRole('button', { name: 'Add Dua' }));
    expect(await screen.findByText('Dua added. Send it for review with its source.')).toBeInTheDocument();
    expect(currentPath()).toBe('/admin/duas');
    expect(adminMockState.duas.find((dua) => dua.title === 'Leaving home')).toMatchObject({
      arabic: 'بِسْمِ اللَّهِ، تَوَكَّلْتُ عَلَى اللَّهِ',
      occasion: 'leaving-home',
      category_id: 1,
      audio_url: expect.stringMatching(/^\/media\/audio\/.+\.mp3$/),
      review: { status: 'draft' },
    });
  });
});

describe('Edit Dua', () => {
  it('when a dua opens for editing, then its occasion is its own; a new occasion is stored', async () => {
    const { user } = renderAdmin('/admin/manage-duas/edit/502');
    expect(await screen.findByLabelText('Title')).toHaveValue('Before sleeping');
    expect(screen.getByLabelText('Occasion')).toHaveValue('sleeping');
    expect(screen.getByLabelText('Arabic')).toHaveValue('اللَّهُمَّ بِاسْمِكَ أَمُوتُ وَأَحْيَا');
    await waitFor(() => expect(screen.getByLabelText('Category')).toHaveValue('1'));
    await user.selectOptions(screen.getByLabelText('Occasion'), 'Evening');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Dua updated successfully!')).toBeInTheDocument();
    expect(adminMockState.duas.find((dua) => dua.id === 502)?.occasion).toBe('evening');
  });
});

describe('Manage Duas', () => {
  it('when the list shows, then each dua has its title, occasion, category, picture and date, newest first', async () => {
    renderAdmin('/admin/duas');
    expect(await screen.findByRole('heading', { level: 1, name: 'Manage Duas' })).toBeInTheDocument();
    await screen.findByText('On waking up', { selector: 'td' });
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      '#',
      'Dua Title',
      'Occasion',
      'Category',
      'Picture',
      'Uploaded On',
      'Review status',
      'Actions',
    ]);
    expect(
      dataRows().map(
        (row) =>
          within(row)
            .getAllByRole('cell')
            .map((cell) => cell.textContent)[2],
      ),
    ).toEqual(['Before eating', 'Before sleeping', 'Waking up']);
  });
});

describe('View Dua', () => {
  it('when a dua is viewed, then its Arabic is marked Arabic, its meaning and source words show, and its recording plays', async () => {
    renderAdmin('/admin/manage-duas/view/501');
    expect(await screen.findByRole('heading', { level: 1, name: 'On waking up' })).toBeInTheDocument();
    expect(shownDetails()).toMatchObject({
      Occasion: 'Waking up',
      Arabic: 'الْحَمْدُ لِلَّهِ الَّذِي أَحْيَانَا بَعْدَ مَا أَمَاتَنَا وَإِلَيْهِ النُّشُورُ',
      Transliteration: "Alhamdu lillahil-ladhi ahyana ba'da ma amatana wa ilayhin-nushur",
      'Meaning (English)':
        'All praise is for Allah who gave us life after He had caused us to die, and to Him is the return.',
    });
    const arabic = screen.getByText(/أَحْيَانَا/, { selector: 'span' });
    expect(arabic).toHaveAttribute('lang', 'ar');
    expect(arabic).toHaveAttribute('dir', 'rtl');
    const recording = screen.getByLabelText('Listen to the recording');
    expect(recording.tagName).toBe('AUDIO');
    expect(recording).toHaveAttribute('src', '/media/audio/demo-dua-waking.mp3');
  });

  it('when a dua has no recording, then the view says so', async () => {
    renderAdmin('/admin/manage-duas/view/502');
    expect(await screen.findByText('No recording yet.')).toBeInTheDocument();
  });
});
