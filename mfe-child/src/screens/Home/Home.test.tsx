import { screen, within } from '@testing-library/react';
import { familyChildren, overviewOfMockChild } from '@young-minds/mocks';
import { renderChild, setUpMockServer } from '../../testing';

setUpMockServer();

describe('home', () => {
  it('when the child opens the area, then Continue shows what they started and New for you the newest of each kind', async () => {
    renderChild('/child');
    expect(await screen.findByRole('link', { name: 'Videos' })).toHaveAttribute('href', '/child/video');
    expect(screen.getByRole('link', { name: 'Quizzes' })).toHaveAttribute('href', '/child/quiz');
    expect(screen.getByRole('link', { name: 'Books' })).toHaveAttribute('href', '/child/book');
    expect(screen.getByRole('link', { name: 'Activities' })).toHaveAttribute('href', '/child/activities');

    const continuing = (await screen.findByRole('heading', { name: 'Continue' })).closest('section')!;
    // Yusuf stopped 'Prophet Yunus' half way and 'My First Book of Duas' on page 3; what he finished is not there.
    expect(
      within(continuing)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/child/video/3', '/child/book/2']);

    const fresh = screen.getByRole('heading', { name: 'New for you' }).closest('section')!;
    const links = within(fresh).getAllByRole('link');
    expect(links[0]).toHaveAccessibleName(/The Story of Prophet Yunus/);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/child/video/3',
      '/child/video/2',
      '/child/video/1',
      '/child/quiz/2',
      '/child/quiz/1',
      '/child/activities/305',
      '/child/activities/303',
      '/child/activities/301',
    ]);
    // The admin mocks' published activities, newest first, each with its picture or its kind's.
    expect(links[5]).toHaveAccessibleName(/Before We Eat/);
    expect(links[5]).toHaveTextContent('Activity');
    expect(links[7]!.querySelector('img')).toHaveAttribute('src', '/media/images/manners.jpg');
    // A reveal's cover is the picture to guess: it stays hidden here too.
    expect(links[6]).toHaveAccessibleName(/Which Book Is This\?/);
    expect(links[6]!.querySelector('img')).toBeNull();
  });

  it("when the home opens, then it shows today's learning, the week against the goal and the stars", async () => {
    const overview = overviewOfMockChild(familyChildren[0]!);
    renderChild('/child');
    const week = `This week: ${Math.floor(overview.weekSeconds / 60)} of ${overview.weeklyGoalMinutes} minutes`;
    expect(await screen.findByRole('progressbar', { name: 'Your weekly goal' })).toHaveAttribute(
      'aria-valuetext',
      week,
    );
    expect(screen.getByText(week)).toBeInTheDocument();
    expect(screen.getByText(`You have ${overview.stars} stars!`)).toBeInTheDocument();
    expect(screen.getByText(/^Today: \d+ minutes? of learning$/)).toBeInTheDocument();
  });
});
