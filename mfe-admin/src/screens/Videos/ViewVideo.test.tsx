import { fireEvent, screen } from '@testing-library/react';
import { videoEndpoints } from '@young-minds/contracts';
import { errorHandlers } from '@young-minds/mocks';
import { formatDate } from '../../shared';
import { currentPath, renderAdmin, shownDetails, setUpMockServer } from '../../testing';
import { formatDuration } from './ViewVideo';

const server = setUpMockServer();

describe('View Video', () => {
  it('when the video is loading, then a spinner shows; then its title, details and player', async () => {
    renderAdmin('/admin/manage-videos/view/3');
    expect(await screen.findByText('Loading the video…')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'The Story of Prophet Yunus' })).toBeInTheDocument();
    expect(screen.queryByText('Loading the video…')).not.toBeInTheDocument();
    expect(shownDetails()).toEqual({
      Category: 'Prophets',
      Duration: '…',
      Description:
        'Prophet Yunus (peace be upon him) and the whale: patience, and turning back to Allah in hard times.',
      'Age group': '6–8',
      'Music-free': 'No',
      'Content language': 'English',
      'Uploaded On': formatDate('2026-10-12T09:00:00.000Z'),
    });
    const player = document.querySelector('video')!;
    expect(player).toHaveAccessibleName('The Story of Prophet Yunus');
    expect(player).toHaveAttribute('controls');
    expect(player).toHaveAttribute('preload', 'metadata');
    expect(player).toHaveAttribute('src', '/media/videos/demo-yunus.webm');
    expect(player).toHaveAttribute('poster', '/media/images/demo-yunus.jpg');
  });

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

  it('when the video does not exist, then it says Video not found. with a way back to the list', async () => {
    renderAdmin('/admin/manage-videos/view/999');
    expect(await screen.findByRole('alert')).toHaveTextContent('Video not found.');
    expect(screen.getByRole('link', { name: 'Back to videos' })).toHaveAttribute('href', '/admin/videos');
    expect(document.querySelector('video')).toBeNull();
  });

  it('when loading fails for another reason, then the reason shows', async () => {
    server.use(errorHandlers.status('get', videoEndpoints.get, 503, 'The content service is unavailable.'));
    renderAdmin('/admin/manage-videos/view/3');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load the video. The content service is unavailable.',
    );
  });

  it('when Edit is followed, then the edit screen of this video opens; Back to videos goes to the list', async () => {
    const { user } = renderAdmin('/admin/manage-videos/view/3');
    await screen.findByRole('heading', { level: 1, name: 'The Story of Prophet Yunus' });
    expect(screen.getByRole('link', { name: 'Back to videos' })).toHaveAttribute('href', '/admin/videos');
    await user.click(screen.getByRole('link', { name: 'Edit' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Video' })).toBeInTheDocument();
    expect(currentPath()).toBe('/admin/manage-videos/edit/3');
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
