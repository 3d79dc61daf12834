import { act, screen, waitFor, within } from '@testing-library/react';
import { currentPath, renderChild, setUpMockServer } from '../../testing';
import { useVoiceSettings } from '../voice';
import { fakeSpeech } from '../voice/fakeSpeech';

setUpMockServer();

afterEach(() => useVoiceSettings.setState({ muted: false, readToMe: false }));

describe('pictures, not labels', () => {
  it('when a list opens, then each tile leads with its picture, the title beneath, and has one speaker of its own', async () => {
    const speech = fakeSpeech();
    const { user } = renderChild('/child/activities');
    const section = within((await screen.findByRole('heading', { level: 2, name: 'Quran' })).closest('section')!);
    const tile = section.getByRole('link', { name: /Sky Friends/ });
    // The picture comes first, then the title.
    const [picture, text] = [...tile.children];
    expect(picture).toHaveClass('tile-picture');
    expect(picture).toHaveAttribute('src', '/media/activities/demo-sun.svg');
    expect(text).toHaveTextContent('Sky Friends');

    // One speaker per tile, none on the category heading.
    const tiles = section.getAllByRole('listitem');
    const speakers = section.getAllByRole('button', { name: /^Read aloud: / });
    expect(speakers).toHaveLength(tiles.length);
    expect(within(section.getByRole('heading', { level: 2 }).parentElement!).queryByRole('button')).toBeNull();

    // The speaker says the title and stays on the list; a tap on the tile opens it.
    await user.click(within(tile.closest('li')!).getByRole('button', { name: 'Read aloud: Sky Friends' }));
    expect(speech.texts()).toEqual(['Sky Friends']);
    expect(currentPath()).toBe('/child/activities');
    await user.click(tile);
    await waitFor(() => expect(currentPath()).toBe('/child/activities/401'));
  });

  it('when the home opens, then the friend and the child’s own picture greet beside the question', async () => {
    renderChild('/child');
    const heading = await screen.findByRole('heading', { level: 1, name: 'What shall we learn today?' });
    const greeting = heading.closest('div')!.parentElement!.parentElement!;
    expect(greeting.querySelector('[data-mascot="wave"]')).not.toBeNull();
    // Yusuf chose the falcon.
    expect(greeting.querySelector('[data-avatar="falcon"]')).not.toBeNull();
    // Every home tile has a picture above its title.
    const videos = screen.getByRole('link', { name: 'Videos' });
    expect(videos.firstElementChild).toHaveClass('tile-picture');
    expect(videos.firstElementChild!.querySelector('svg')).not.toBeNull();
  });

  it('when work is finished, then the friend cheers beside the stars', async () => {
    const { user } = renderChild('/child/activities/401');
    await screen.findByRole('heading', { level: 1, name: 'Sky Friends' });
    for (const [name, picture] of [
      ['Sun', /^Picture 1: /],
      ['Moon', /^Picture 2: /],
      ['Star', /^Picture 3: /],
    ] as const) {
      await user.click(screen.getByRole('button', { name }));
      await user.click(screen.getByRole('button', { name: picture }));
    }
    await act(() => user.click(screen.getByRole('button', { name: 'Check my answers' })));
    const stars = await screen.findByRole('img', { name: '3 stars' });
    expect(stars.parentElement!.querySelector('[data-mascot="cheer"]')).not.toBeNull();
  });
});
