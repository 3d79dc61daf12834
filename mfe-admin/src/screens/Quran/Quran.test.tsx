// Admin → Quran recitations (issue 36), against the MSW handlers (the same behaviour the content service's
// scenarios pin): the surahs with their recitation state, and a surah's recitation form.
import { screen, waitFor, within } from '@testing-library/react';
import { endpoints } from '@young-minds/contracts';
import { errorHandlers } from '@young-minds/mocks';
import { currentPath, fileHeads, renderAdmin, setUpMockServer, testFile } from '../../testing';

const server = setUpMockServer();

/** A WAV's first bytes (RIFF … WAVE): enough for the content check. */
const wav = () =>
  testFile('falaq.wav', 'audio/wav', new Uint8Array([...'RIFF\x24\x00\x00\x00WAVEfmt '].map((c) => c.charCodeAt(0))));

/** The screens load lazily: on a busy machine their first paint may take a few seconds. */
const lazyScreen = { timeout: 10_000 };

let playing: jest.SpyInstance;
beforeEach(() => {
  playing = jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  URL.createObjectURL = jest.fn(() => 'blob:chosen-recitation');
  URL.revokeObjectURL = jest.fn();
});
afterEach(() => jest.restoreAllMocks());

async function openSurah(number: number) {
  const rendered = renderAdmin(`/admin/quran/${number}`);
  await screen.findByRole('form', {}, lazyScreen);
  return rendered;
}

const startInputs = () => screen.getAllByLabelText<HTMLInputElement>(/^Ayah \d+ starts at/);

describe('Admin: Quran recitations', () => {
  it("when the list opens, then Al-Fatiha and Juz 'Amma show with their names, ayahs and recitations, and the source", async () => {
    renderAdmin('/admin/quran');
    expect(await screen.findByRole('heading', { level: 1, name: 'Quran recitations' }, lazyScreen)).toBeInTheDocument();
    const table = await screen.findByRole('table');
    await within(table).findByText('Al-Fatihah');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(38);
    const fatiha = within(rows[0]!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(fatiha.slice(0, 5)).toEqual(['1', 'Al-Fatihah', 'الفاتحة', '7', 'Recited']);
    expect(within(rows[0]!).getByText('الفاتحة')).toHaveAttribute('lang', 'ar');
    expect(within(rows[1]!).getByText('None yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^quran-json by Risan Bagja Pradana/ })).toHaveAttribute(
      'href',
      'https://github.com/risan/quran-json',
    );
    expect(within(rows[0]!).getByRole('link', { name: 'Edit recitation: Al-Fatihah' })).toHaveAttribute(
      'href',
      '/admin/quran/1',
    );
  });

  it('when a surah without a recitation is saved with no audio, then the field says so and nothing is sent', async () => {
    const { user } = await openSurah(113);
    const sent: string[] = [];
    server.events.on('request:start', ({ request }) => void (request.method === 'PUT' && sent.push(request.url)));
    await user.type(screen.getByLabelText('Reciter'), 'Mahmoud Khalil Al-Husary');
    await user.type(screen.getByLabelText('Licence'), 'Public domain');
    await user.click(screen.getByRole('button', { name: 'Save recitation' }));
    expect(await screen.findByText('Please correct the highlighted fields.')).toBeInTheDocument();
    server.events.removeAllListeners();
    expect(sent).toEqual([]);
    expect(screen.getByLabelText('Recitation audio')).toHaveAccessibleDescription(
      'Please send the recitation (field audio).',
    );
    expect(screen.getByLabelText('Licence')).toHaveAccessibleDescription(
      'A teaching-pace reciter whose licence allows this use.',
    );
  });

  it('when an admin uploads a recitation with typed starts, then a progress bar shows until it is saved', async () => {
    const { user } = await openSurah(113);
    // Each ayah's Arabic text beside its start, right to left.
    expect(document.querySelectorAll('ol li [lang="ar"][dir="rtl"]')).toHaveLength(5);
    await user.upload(screen.getByLabelText('Recitation audio'), wav());
    await user.type(screen.getByLabelText('Reciter'), 'Mahmoud Khalil Al-Husary');
    await user.type(screen.getByLabelText('Licence'), 'Public domain');
    const inputs = startInputs();
    expect(inputs).toHaveLength(5);
    for (const [index, input] of inputs.entries()) {
      await user.clear(input);
      await user.type(input, String(index * 3));
    }
    // Held until released, then answered by the mocks as the service would answer.
    const held = errorHandlers.pending('put', endpoints.quran.putRecitation);
    server.use(held.handler);
    await user.click(screen.getByRole('button', { name: 'Save recitation' }));
    expect(await screen.findByRole('progressbar', { name: 'Upload progress' })).toBeInTheDocument();
    held.release();
    expect(await screen.findByText('Recitation saved.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Remove recitation' })).toBeInTheDocument();
    // The form is rebuilt from what is stored; the notice stays.
    expect(screen.getByText('Recitation saved.')).toBeInTheDocument();
    expect(startInputs().map((input) => input.value)).toEqual(['0', '3', '6', '9', '12']);
  });

  it('when the admin taps while it plays, then each Next ayah (or Space) fills the next start with the time', async () => {
    const { user } = await openSurah(112);
    const player = screen.getByLabelText<HTMLAudioElement>('Recitation');
    let time = 0;
    Object.defineProperty(player, 'currentTime', { configurable: true, get: () => time, set: () => undefined });
    await user.click(screen.getByRole('button', { name: 'Tap while it plays' }));
    expect(playing).toHaveBeenCalled();
    const next = screen.getByRole('button', { name: 'Next ayah (1 of 4)' });
    expect(next).toHaveFocus();
    time = 0.4;
    await user.keyboard(' ');
    time = 3.256;
    await user.click(screen.getByRole('button', { name: 'Next ayah (2 of 4)' }));
    expect(await screen.findByText('Ayah 2 starts at 3.26 s. Next: ayah 3.')).toBeInTheDocument();
    time = 6;
    await user.keyboard(' ');
    time = 9.5;
    await user.keyboard(' ');
    expect(await screen.findByText('All 4 ayahs have a start. Check them, then save.')).toBeInTheDocument();
    expect(startInputs().map((input) => input.value)).toEqual(['0.4', '3.26', '6', '9.5']);

    await user.click(screen.getByRole('button', { name: 'Save recitation' }));
    expect(await screen.findByText('Recitation saved.')).toBeInTheDocument();
    await waitFor(() => expect(startInputs().map((input) => input.value)).toEqual(['0.4', '3.26', '6', '9.5']));
  });

  it('when the admin removes a recitation and confirms, then the list shows the surah without one', async () => {
    const { user } = await openSurah(112);
    await user.click(screen.getByRole('button', { name: 'Remove recitation' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Remove recitation' }));
    expect(await screen.findByText('Recitation removed.')).toBeInTheDocument();
    expect(currentPath()).toBe('/admin/quran');
    const row = (await screen.findByText('Al-Ikhlas')).closest('tr')!;
    expect(within(row).getByText('None yet')).toBeInTheDocument();
  });

  it("when the file is not really a sound, then the server's words show and the recitation stays as it was", async () => {
    const { user } = await openSurah(1);
    await user.upload(screen.getByLabelText('Recitation audio'), testFile('fatiha.mp3', 'audio/mpeg', fileHeads.png));
    await user.click(screen.getByRole('button', { name: 'Save recitation' }));
    expect(await screen.findByText('The recitation must be a sound (MP3, Ogg, WAV or M4A).')).toBeInTheDocument();
    expect(screen.getByLabelText('Recitation audio')).toHaveAttribute('aria-invalid', 'true');
  });
});
