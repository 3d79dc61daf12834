import { screen, within } from '@testing-library/react';
import { childEndpoints } from '@young-minds/contracts';
import { errorHandlers, familyChildren, overviewOfMockChild } from '@young-minds/mocks';
import { renderChild, setUpMockServer } from '../../testing';

const server = setUpMockServer();

describe('home', () => {
  it('when the child opens the area, then Continue shows what they started and New for you the newest of every kind by category', async () => {
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
    const groups = within(fresh)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => ({
        category: heading.textContent,
        links: within(heading.closest('section')!)
          .getAllByRole('link')
          .map((link) => link.getAttribute('href')),
      }));
    // The newest of every kind together (eight at most), newest first, each under its category.
    expect(groups).toEqual([
      { category: 'Quran', links: ['/child/activities/401', '/child/activities/402', '/child/book/2'] },
      { category: 'Akhlaq (Manners)', links: ['/child/activities/403'] },
      { category: 'Prophets', links: ['/child/activities/404', '/child/video/3'] },
      { category: 'Ramadan', links: ['/child/quiz/2'] },
      { category: 'Salah', links: ['/child/video/2'] },
    ]);
    const tile = (href: string) => fresh.querySelector<HTMLAnchorElement>(`a[href="${href}"]`)!;
    expect(tile('/child/video/3')).toHaveAccessibleName(/The Story of Prophet Yunus/);
    // The activities, each with its picture or its kind's.
    expect(tile('/child/activities/401')).toHaveAccessibleName(/Sky Friends/);
    expect(tile('/child/activities/401')).toHaveTextContent('Activity');
    expect(tile('/child/activities/401').querySelector('img')).toHaveAttribute('src', '/media/activities/demo-sun.svg');
    // A reveal's cover is the picture to guess: it stays hidden here too.
    expect(tile('/child/activities/403')).toHaveAccessibleName(/Name That Book/);
    expect(tile('/child/activities/403').querySelector('img')).toBeNull();
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

  it("when today's learning is still on its way, then its card already takes its room above the tiles, hidden and not read out", async () => {
    const overview = errorHandlers.pending('get', childEndpoints.overview);
    server.use(overview.handler);
    renderChild('/child');
    await screen.findByRole('link', { name: 'Videos' });
    // The card's lines are there (so the tiles below do not move when it arrives) but hidden from everyone.
    const card = document.querySelector('main section[data-placeholder]');
    expect(card).toHaveAttribute('aria-hidden', 'true');
    expect(card).toHaveTextContent('This week: 0 of 0 minutes');
    expect(screen.queryByRole('progressbar', { name: 'Your weekly goal' })).not.toBeInTheDocument();
    overview.release();
    expect(await screen.findByRole('progressbar', { name: 'Your weekly goal' })).toBeInTheDocument();
    expect(document.querySelector('main section[data-placeholder]')).toBeNull();
  });
});
