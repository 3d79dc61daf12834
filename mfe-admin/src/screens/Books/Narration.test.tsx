// The Narration section of View Book (issue 31): per page, a recording uploaded at once or removed, against the
// MSW handlers (the same behaviour the content service's scenarios pin).
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { adminMockState } from '@young-minds/mocks';
import { fileHeads, holdCall, renderAdmin, setUpMockServer, testFile } from '../../testing';

const server = setUpMockServer();

/** An MP3's first bytes (an ID3 tag): enough for the content check. */
const recording = () => testFile('page.mp3', 'audio/mpeg', new Uint8Array([0x49, 0x44, 0x33, 4, 0, 0, 0, 0, 0, 0]));

async function openNarration() {
  const rendered = renderAdmin('/admin/manage-books/view/2');
  const section = await screen.findByRole('region', { name: 'Narration' });
  await within(section).findByText('No page recorded yet of 32.');
  return { ...rendered, section };
}

describe('View Book: Narration', () => {
  it('when a book is shown, then each of its first pages offers a recording, and the rest come on asking', async () => {
    const { user, section } = await openNarration();
    expect(within(section).getByLabelText('Recording of page 1')).toBeInTheDocument();
    expect(within(section).getByLabelText('Recording of page 20')).toBeInTheDocument();
    expect(within(section).queryByLabelText('Recording of page 21')).not.toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Show pages 21–32' }));
    expect(within(section).getByLabelText('Recording of page 32')).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: /Show pages/ })).not.toBeInTheDocument();
  });

  it('when a page gets a recording, then a progress bar shows until it is stored, and it can be played or removed', async () => {
    // Held until released, then stored as the service would store it.
    const held = holdCall(server, 'put', '/api/books/2/pages/3/narration', () => {
      adminMockState.narrations.push({ bookId: 2, page: 3, url: '/media/audio/page-3.mp3' });
      return HttpResponse.json({ page: 3, url: '/media/audio/page-3.mp3' });
    });
    const { user, section } = await openNarration();
    await user.upload(within(section).getByLabelText('Recording of page 3'), recording());
    expect(await within(section).findByRole('progressbar', { name: 'Upload progress' })).toBeInTheDocument();
    held.release();
    await within(section).findByText('Recording uploaded.');
    await within(section).findByText('1 page recorded of 32.');
    expect(adminMockState.narrations).toEqual([{ bookId: 2, page: 3, url: '/media/audio/page-3.mp3' }]);
    expect(within(section).getByRole('button', { name: 'Play sound' })).toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'Remove the recording of page 3' }));
    expect(await within(section).findByText('Recording of page 3 removed.')).toBeInTheDocument();
    await within(section).findByText('No page recorded yet of 32.');
    expect(adminMockState.narrations).toEqual([]);
  });

  it("when the chosen file is not really a sound, then the server's words show at the field and nothing is kept", async () => {
    const { user, section } = await openNarration();
    const field = within(section).getByLabelText('Recording of page 1');
    // Named and typed as a sound, but a picture inside: the server reads the bytes.
    await user.upload(field, testFile('page.mp3', 'audio/mpeg', fileHeads.png));
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription('The recording must be a sound (MP3, Ogg, WAV or M4A).'),
    );
    expect(adminMockState.narrations).toEqual([]);
  });

  it('when the server refuses the recording, then its words show at the field', async () => {
    server.use(
      http.put('*/api/books/2/pages/4/narration', () =>
        HttpResponse.json({ message: 'This book has no such page.' }, { status: 400 }),
      ),
    );
    const { user, section } = await openNarration();
    const field = within(section).getByLabelText('Recording of page 4');
    await user.upload(field, recording());
    await waitFor(() => expect(field).toHaveAccessibleDescription('This book has no such page.'));
  });
});
