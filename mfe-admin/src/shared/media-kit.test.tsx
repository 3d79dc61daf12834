// The media kit (MediaKindScreens.tsx: a kind's Manage, Add, Edit and View screens from one description) is
// what the video and book screens are made of. What it does alike for every kind is tested once, here, through
// the videos and books; each kind's suite keeps what is its own (fields, words, columns, what the server stores).
import { fireEvent, screen } from '@testing-library/react';
import { bookEndpoints, videoEndpoints } from '@young-minds/contracts';
import { errorHandlers } from '@young-minds/mocks';
import { renderAdmin, setUpMockServer, shownDetails } from '../testing';
import { formatDuration } from './MediaKindScreens';

const server = setUpMockServer();

describe('the media kit, on View Video and View Book', () => {
  it('when the player has read the file, then the duration shows as m:ss', async () => {
    renderAdmin('/admin/manage-videos/view/3');
    await screen.findByRole('heading', { level: 1, name: 'The Story of Prophet Yunus' });
    const player = document.querySelector('video')!;
    Object.defineProperty(player, 'duration', { configurable: true, value: 95.4 });
    fireEvent.loadedMetadata(player);
    expect(shownDetails().Duration).toBe('1:35');
  });
  it('when the player cannot read the file, then the duration says Unknown', async () => {
    renderAdmin('/admin/manage-videos/view/3');
    await screen.findByRole('heading', { level: 1, name: 'The Story of Prophet Yunus' });
    fireEvent.error(document.querySelector('video')!);
    expect(shownDetails().Duration).toBe('Unknown');
  });
  it('when loading a video fails for another reason, then the reason shows', async () => {
    server.use(errorHandlers.status('get', videoEndpoints.get, 503, 'The content service is unavailable.'));
    renderAdmin('/admin/manage-videos/view/3');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load the video. The content service is unavailable.',
    );
  });

  it("when loading a book fails, then the server's message shows", async () => {
    server.use(errorHandlers.status('get', bookEndpoints.get, 503, 'The content service is unavailable.'));
    renderAdmin('/admin/manage-books/view/2');
    expect(await screen.findByRole('alert')).toHaveTextContent('The content service is unavailable.');
  });
});

describe('formatDuration', () => {
  it.each([
    [null, '…'],
    [0, '0:00'],
    [59.6, '1:00'],
    [3725, '1:02:05'],
    [Number.POSITIVE_INFINITY, 'Unknown'],
    [Number.NaN, 'Unknown'],
  ])('when the duration is %p seconds, then it reads %p', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });
});
