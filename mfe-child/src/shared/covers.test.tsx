// Pictures first (issue 31): the tiles of quizzes, worksheets and activities lead with the item's cover, as videos
// and books lead with their thumbnails; without one, the kind's picture stands in. The title is spoken on tap.
import { screen, within } from '@testing-library/react';
import { adminMockState } from '@young-minds/mocks';
import { renderChild, setUpMockServer } from '../testing';
import { fakeSpeech } from './voice/fakeSpeech';

setUpMockServer();

describe('the cover pictures of the tiles', () => {
  it('when the quizzes open, then a quiz with a cover leads with it and one without shows the kind', async () => {
    renderChild('/child/quiz');
    const covered = await screen.findByRole('link', { name: /Pillars of Islam/ });
    expect(covered.querySelector('img')).toHaveAttribute('src', '/media/images/demo-pillars-quiz.png');
    const plain = screen.getByRole('link', { name: /Prophets Quiz/ });
    expect(plain.querySelector('img')).toBeNull();
    expect(plain.querySelector('svg')).not.toBeNull();
  });

  it("when home shows what is new, then a quiz's tile there leads with its cover too", async () => {
    renderChild('/child');
    const tile = await screen.findByRole('link', { name: /Pillars of Islam/ });
    expect(tile.querySelector('img')).toHaveAttribute('src', '/media/images/demo-pillars-quiz.png');
  });

  it('when the worksheets open, then a worksheet with a cover leads with it, and its speaker says its title', async () => {
    const voice = fakeSpeech();
    const { user } = renderChild('/child/assignments');
    const covered = await screen.findByRole('link', { name: /Ramadan Good Deeds Chart/ });
    expect(covered.querySelector('img')).toHaveAttribute('src', '/media/images/demo-ramadan-chart-cover.png');
    expect(screen.getByRole('link', { name: /Wudu Steps Worksheet/ }).querySelector('img')).toBeNull();
    const tile = covered.closest('li')!;
    await user.click(within(tile).getByRole('button'));
    expect(voice.texts()).toContain('Ramadan Good Deeds Chart');
  });

  it("when an activity has the admin's own cover, then its tile shows it, a reveal's too (its hidden picture stays hidden)", async () => {
    const reveal = adminMockState.activities.find((activity) => activity.id === 403)!;
    reveal.cover_image = '/media/images/which-book-cover.png';
    reveal.cover_url = reveal.cover_image;
    renderChild('/child/activities');
    const tile = await screen.findByRole('link', { name: /Name That Book/ });
    expect(tile.querySelector('img')).toHaveAttribute('src', '/media/images/which-book-cover.png');
  });
});
