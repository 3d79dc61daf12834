import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { api } from '@young-minds/api-client';
import { progressEndpoints } from '@young-minds/contracts';
import { currentPath, renderChild, setUpMockServer } from '../../testing';

setUpMockServer();

/** The player with the media timeline jsdom lacks: a duration and a settable current time. */
async function player(duration: number) {
  const video = await screen.findByTestId<HTMLVideoElement>('video-player');
  let time = 0;
  Object.defineProperty(video, 'duration', { configurable: true, get: () => duration });
  Object.defineProperty(video, 'currentTime', {
    configurable: true,
    get: () => time,
    set: (value: number) => (time = value),
  });
  return video;
}

const saves = (spy: jest.SpyInstance) =>
  spy.mock.calls
    .filter(([endpoint]) => endpoint === progressEndpoints.record)
    .map(([, input]) => input as { body: unknown; keepalive?: boolean })
    // What was saved and whether it outlives the page (each save also carries its own Idempotency-Key).
    .map(({ body, keepalive }) => ({ body, keepalive: keepalive === true }));

afterEach(() => jest.restoreAllMocks());

describe('videos', () => {
  it('when the list opens, then the videos show as tiles by category and a watched one says so', async () => {
    const { user } = renderChild('/child/video');
    const heading = await screen.findByRole('heading', { name: 'Salah' });
    const section = heading.closest('section')!;
    const tile = within(section).getByRole('link', { name: /Learning Wudu Step by Step/ });
    expect(tile).toHaveTextContent('Watched');
    expect(screen.getByRole('link', { name: 'The Story of Prophet Yunus' })).not.toHaveTextContent('Watched');
    await user.click(tile);
    await waitFor(() => expect(currentPath()).toBe('/child/video/2'));
  });

  it('when a started video opens, then it resumes at the saved position and saves on pause', async () => {
    const spy = jest.spyOn(api, 'call');
    renderChild('/child/video/3');
    expect(await screen.findByRole('heading', { name: 'The Story of Prophet Yunus' })).toBeInTheDocument();
    const video = await player(600);
    fireEvent.loadedMetadata(video);
    // Yusuf stopped at 2:20 three days ago.
    expect(video.currentTime).toBe(140);
    video.currentTime = 200;
    fireEvent.pause(video);
    expect(saves(spy).at(-1)).toEqual({
      body: { contentType: 'video', contentId: 3, positionSeconds: 200 },
      keepalive: false,
    });
  });

  it('when the child plays on, then the position is saved every 10 s and the video is watched at 90 %', async () => {
    const spy = jest.spyOn(api, 'call');
    renderChild('/child/video/3');
    const video = await player(600);
    fireEvent.loadedMetadata(video);
    // From the resumed position (a save of an earlier test may land late, so it is read, not assumed).
    const resumed = video.currentTime;
    video.currentTime = resumed + 5;
    fireEvent.timeUpdate(video);
    expect(saves(spy)).toHaveLength(0);
    video.currentTime = resumed + 10;
    fireEvent.timeUpdate(video);
    expect(saves(spy)).toHaveLength(1);
    video.currentTime = 541;
    fireEvent.timeUpdate(video);
    expect(saves(spy).at(-1)?.body).toEqual({
      contentType: 'video',
      contentId: 3,
      positionSeconds: 541,
      completed: true,
    });
    expect(await screen.findByText('You watched it all. Well done!')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '3 stars' })).toBeInTheDocument();
  });

  it('when the page goes away, then the last position is sent with keepalive', async () => {
    const spy = jest.spyOn(api, 'call');
    renderChild('/child/video/3');
    const video = await player(600);
    video.currentTime = 170;
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(saves(spy).at(-1)).toEqual({
      body: { contentType: 'video', contentId: 3, positionSeconds: 170 },
      keepalive: true,
    });
  });

  it('when the video has a captions file, then the player offers it as a captions track', async () => {
    // 'Learning Wudu' has the admin's WebVTT file.
    renderChild('/child/video/2');
    const video = await player(600);
    const track = video.querySelector('track');
    expect(track).toHaveAttribute('kind', 'captions');
    expect(track).toHaveAttribute('src', '/media/captions/demo-wudu.vtt');
    expect(track).toHaveAttribute('label', 'Captions');
    expect(track).toHaveAttribute('srclang', 'en');
  });

  it('when the video has no captions file, then there is no track', async () => {
    renderChild('/child/video/3');
    const video = await player(600);
    expect(video.querySelector('track')).toBeNull();
  });
});
